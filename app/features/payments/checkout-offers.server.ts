import type { Member } from "#app/features/accounts/member.server.ts";
import { freshOffers, type StoredOffer } from "#app/features/offers/current-offers.server.ts";
import {
  heldCheckout,
  holdFor,
  holdOffer,
  OfferRefused,
  offerFor,
  releaseHold,
} from "#app/features/offers/redemptions.server.ts";
import type { StoredProduct } from "#app/features/products/current-products.server.ts";
import { CheckoutRefused } from "./checkout-refused.ts";
import { checkoutAmount } from "./stripe-catalog.server.ts";
import { applyReturnedCheckout, type PaymentServices } from "./stripe-events.server.ts";
import { stripePromotionFor } from "./stripe-offers.server.ts";

/**
 * A promo code given with Buy on /pricing (decision 0212): the offer it names, checked for
 * the product now; then a use of it held for the member while they pay, so that "how many
 * uses" and "once per member" hold across the desk and Checkout alike. The Checkout is made
 * with the offer's Stripe promotion code and expires within the hour (its hold a little
 * after); a Checkout not made lets the hold go at once.
 */

/** How long a Checkout with an offer stays open: its hold keeps a use from others that long. */
export const OFFER_CHECKOUT_MINUTES = 60;
const HOLD_MARGIN_MINUTES = 5;
const MINUTE = 60 * 1000;

/** The offer for `code` on `product` at `now`, or the member is told why not. */
export async function checkoutOffer(
  services: PaymentServices,
  code: string,
  product: StoredProduct,
  now: Date,
): Promise<StoredOffer> {
  try {
    return offerFor(await freshOffers(services.database), code, product, now.getTime());
  } catch (error) {
    if (error instanceof OfferRefused) throw new CheckoutRefused(error.message);
    throw error;
  }
}

/**
 * A once-per-member offer the member still holds for an earlier Checkout (Buy pressed again,
 * another tab): that Checkout is expired so it can no longer be paid (one paid meanwhile is
 * recorded, and the offer is then used), and its hold let go.
 */
async function letEarlierHoldGo(services: PaymentServices, offer: StoredOffer, memberId: string, now: Date) {
  if (!offer.oncePerMember) return;
  const held = await heldCheckout(services.database, offer.id, memberId);
  if (!held) return;
  if (held.checkout_session_id) {
    const { stripe } = services.payments;
    try {
      await stripe.checkout.sessions.expire(
        held.checkout_session_id,
        {},
        { idempotencyKey: `checkout-expire-${held.checkout_session_id}` },
      );
    } catch (error) {
      if (!(error instanceof stripe.errors.StripeInvalidRequestError)) throw error;
      await applyReturnedCheckout(services, held.checkout_session_id, memberId, now);
    }
  }
  await releaseHold(services.database, { redemptionId: held.id });
}

export interface CheckoutHold {
  redemptionId: string;
  promotionCode: string;
  /** When the Checkout expires (Unix seconds, as Stripe takes it). */
  expiresAt: number;
  /** Names the Checkout the hold waits for; lets it go when the Checkout was not made. */
  made(sessionId: string): Promise<void>;
  failed(): Promise<void>;
}

/** Holds a use of `offer` for the member's Checkout of `product`, and finds its Stripe promotion code. */
export async function holdForCheckout(
  services: PaymentServices,
  offer: StoredOffer,
  member: Pick<Member, "id">,
  product: StoredProduct,
  now: Date,
): Promise<CheckoutHold> {
  await letEarlierHoldGo(services, offer, member.id, now);
  const expires = now.getTime() + OFFER_CHECKOUT_MINUTES * MINUTE;
  let claimed: { redemptionId: string };
  try {
    claimed = await holdOffer(services.database, {
      offer,
      userId: member.id,
      gross: checkoutAmount(product),
      currency: product.currency,
      now,
      heldUntil: new Date(expires + HOLD_MARGIN_MINUTES * MINUTE),
    });
  } catch (error) {
    if (error instanceof OfferRefused) throw new CheckoutRefused(error.message);
    throw error;
  }
  const release = () => releaseHold(services.database, { redemptionId: claimed.redemptionId });
  try {
    const promotionCode = await stripePromotionFor(services, offer);
    return {
      redemptionId: claimed.redemptionId,
      promotionCode,
      expiresAt: Math.floor(expires / 1000),
      made: (sessionId) => holdFor(services.database, claimed.redemptionId, sessionId),
      failed: release,
    };
  } catch (error) {
    await release();
    throw error;
  }
}
