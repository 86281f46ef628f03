import type Stripe from "stripe";
import type { PaidOffer } from "#app/features/memberships/sale-offers.server.ts";
import { currentOffers } from "#app/features/offers/current-offers.server.ts";

/**
 * The offer a paid Checkout or subscription invoice carries (decision 0212): its Checkout
 * was made with the offer's promotion code, and its metadata names the offer and the hold
 * that waits for the payment. What Stripe took off is what the sale records.
 */
export function paidOfferOf(metadata: Stripe.Metadata | null | undefined, discount: number): PaidOffer | undefined {
  const offer = metadata?.offerId ? currentOffers().find(metadata.offerId) : undefined;
  if (!offer || discount <= 0) return undefined;
  return { offer, redemptionId: metadata?.redemptionId || null, discount };
}

/** What a subscription's invoice took off: its discounts' amounts. */
export function invoiceDiscount(invoice: Stripe.Invoice): number {
  return (invoice.total_discount_amounts ?? []).reduce((sum, each) => sum + each.amount, 0);
}
