/**
 * Where other services post to us on their own (no browser, no visitor's cookie): Stripe's
 * events. Such a post proves itself by its signature, not by its Origin, so the Origin
 * check (server/request-guards.ts) lets it through, and nothing else: it still meets the
 * size and length guards. app/routes.ts serves it at the same path.
 */
export const STRIPE_WEBHOOK_PATH = "/api/stripe/webhook";

export const signedWebhookPaths = [STRIPE_WEBHOOK_PATH];
