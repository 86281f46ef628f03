import Stripe from "stripe";
import { site } from "#app/content/site.ts";
import type { ServerEnv } from "#app/platform/config/env.server.ts";

/**
 * Online payment with the official `stripe` package (decision 0051), present when the gym
 * configured it (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET). Its API version is the one the
 * package pins, so the types the code is checked against are the answers it gets.
 */
export interface Payments {
  stripe: Stripe;
  webhookSecret: string;
}

export function paymentsFrom(
  env: Pick<ServerEnv, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_URL">,
): Payments | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  const stripe = new Stripe(env.STRIPE_SECRET_KEY, {
    // Retries reuse each request's idempotency key, so a retried write happens once.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: site.brand },
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === "https:" ? 443 : 80),
          protocol: api.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
  return { stripe, webhookSecret: env.STRIPE_WEBHOOK_SECRET };
}

/** An id Stripe gives as a string, or as the expanded object. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}
