import { handleStripeWebhook } from "#app/features/payments/webhook.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.stripe.webhook";

/** Stripe's events (docs/payments.md): signed, exempt from the Origin check (app/platform/http/webhook-paths.ts). */
export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return handleStripeWebhook(request, await getServices());
}
