import { consumeRateLimit, type RateLimitRule } from "#app/platform/data/rate-limits.server.ts";
import type { PaymentServices } from "./stripe-events.server.ts";

/**
 * How many purchases one member may start in a while. Each press of Buy on a pack or a
 * drop-in asks Stripe for a new Checkout Session (and for a membership, lists the open ones),
 * so a script or a held-down key would otherwise make Stripe calls, and sessions in the
 * gym's Stripe account, without end. A member changing their mind or coming back with the
 * back button stays far below it.
 */
export const CHECKOUT_RATE_LIMIT: RateLimitRule = { max: 10, window: 10 * 60 };

/** Counts one press against the member; the seconds to wait when over the limit, else null. */
export async function checkoutWait({ database }: Pick<PaymentServices, "database">, userId: string) {
  const limit = await consumeRateLimit(database.db, `checkout:${userId}`, CHECKOUT_RATE_LIMIT);
  return limit.allowed ? null : (limit.retryAfter ?? CHECKOUT_RATE_LIMIT.window);
}
