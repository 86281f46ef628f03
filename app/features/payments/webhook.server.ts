import type Stripe from "stripe";
import { apiError, apiJson } from "#app/platform/http/json-api.server.ts";
import { log } from "#app/platform/logging/log.server.ts";
import type { Services } from "#app/services.server.ts";
import { processEvent } from "./stripe-events.server.ts";

/**
 * POST /api/stripe/webhook: Stripe's events. The signature is checked on the body exactly as
 * it arrived (nothing parses it first: the server reads no bodies before the routes, and the
 * size guard still applies); anything unsigned or signed with another secret is 400 and
 * changes nothing. An event that cannot be applied is 500, so Stripe sends it again.
 */
export async function handleStripeWebhook(request: Request, services: Services): Promise<Response> {
  const { payments } = services;
  if (!payments) return apiError(404, "PAYMENTS_OFF", "Online payment is not set up on this server.");
  const body = new Uint8Array(await request.arrayBuffer());
  let event: Stripe.Event;
  try {
    event = payments.stripe.webhooks.constructEvent(
      body,
      request.headers.get("stripe-signature") ?? "",
      payments.webhookSecret,
    );
  } catch {
    return apiError(
      400,
      "INVALID_SIGNATURE",
      "The Stripe-Signature header does not sign this body with this endpoint's secret.",
    );
  }
  try {
    const outcome = await processEvent({ database: services.database, payments, mail: services.mail }, event);
    return apiJson({ received: true, outcome });
  } catch (error) {
    log.error(
      `Stripe event ${event.id} (${event.type}) not applied, Stripe will send it again: ${error instanceof Error ? error.message : String(error)}`,
    );
    return apiError(500, "NOT_APPLIED", "The event could not be applied now; send it again.");
  }
}
