import type Stripe from "stripe";
import { gymTaxRule } from "#app/features/books/invoices.server.ts";
import { chargedFor } from "#app/features/books/tax.ts";
import type { StoredOffer } from "#app/features/offers/current-offers.server.ts";
import { releaseHold } from "#app/features/offers/redemptions.server.ts";
import type { StoredMembership } from "#app/features/products/current-products.server.ts";
import { checkoutAmount } from "./stripe-catalog.server.ts";
import { applyReturnedCheckout, type PaymentServices } from "./stripe-events.server.ts";

/**
 * Before a membership's Checkout is started, the member's earlier ones are put in order
 * (decision 0110), so that at most one subscription Checkout of theirs can be paid:
 * - one still open for the same membership at today's price and offer is where the member is sent
 *   again (a second tab, a double press, the back button): both tabs show one Checkout,
 *   and it can be paid once;
 * - any other open one (another membership, an old price, about to expire, an older
 *   duplicate) is expired, so it can no longer be paid;
 * - one paid whose news has not reached us yet (the webhook is on its way) is recorded
 *   now, so the refusal of a second membership that follows knows about it.
 * Stripe keeps a Checkout open 24 hours at most, so the last day's list holds every open one.
 */

const DAY_SECONDS = 24 * 60 * 60;
/** An open Checkout this close to expiring is not worth sending the member to: a new one is made. */
const REUSE_MARGIN_SECONDS = 15 * 60;

/** Puts the member's membership Checkouts of the last day in order; answers the URL of the one to reuse, if any. */
export async function settleEarlierCheckouts(
  services: PaymentServices,
  memberId: string,
  customer: string,
  product: StoredMembership,
  offer: StoredOffer | null,
  now: Date,
): Promise<string | null> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  let reuse: string | null = null;
  // Newest first: the newest fitting one is reused, older duplicates expired.
  for await (const session of services.payments.stripe.checkout.sessions.list({
    customer,
    created: { gte: nowSeconds - DAY_SECONDS },
    limit: 100,
  })) {
    // Only the site's own (its metadata names the member): a Checkout made elsewhere in Stripe is left alone.
    if (session.mode !== "subscription" || session.metadata?.userId !== memberId) continue;
    if (session.status === "complete") {
      await applyReturnedCheckout(services, session.id, memberId, now);
    } else if (session.status === "open") {
      if (reuse === null && fits(session, product, offer, nowSeconds)) reuse = session.url;
      else await expire(services, session.id, memberId, now);
    }
  }
  return reuse;
}

/** Open for this membership at today's price with the same offer (or none), and with time left to pay. */
function fits(
  session: Stripe.Checkout.Session,
  product: StoredMembership,
  offer: StoredOffer | null,
  nowSeconds: number,
): boolean {
  return (
    session.url !== null &&
    session.metadata?.productId === product.id &&
    (session.metadata?.offerId ?? null) === (offer?.id ?? null) &&
    session.currency === product.currency.toLowerCase() &&
    session.amount_subtotal === checkoutAmount(product) + chargedFor(product.joiningFee, gymTaxRule()) &&
    session.expires_at - nowSeconds >= REUSE_MARGIN_SECONDS
  );
}

/**
 * Expires an open Checkout. Stripe refuses when it is no longer open: paid in another tab
 * between the list and now (then it is recorded at once), or expired on its own.
 */
async function expire(services: PaymentServices, sessionId: string, memberId: string, now: Date): Promise<void> {
  const { stripe } = services.payments;
  try {
    await stripe.checkout.sessions.expire(sessionId, {}, { idempotencyKey: `checkout-expire-${sessionId}` });
    // Its offer's use, if it held one, is free again.
    await releaseHold(services.database, { sessionId });
  } catch (error) {
    if (!(error instanceof stripe.errors.StripeInvalidRequestError)) throw error;
    await applyReturnedCheckout(services, sessionId, memberId, now);
  }
}
