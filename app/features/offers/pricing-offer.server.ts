import { formatMoney } from "#app/content/products.ts";
import { gymTaxRule } from "#app/features/books/invoices.server.ts";
import { chargedFor } from "#app/features/books/tax.ts";
import type { StoredProduct } from "#app/features/products/current-products.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { currentOffers } from "./current-offers.server.ts";
import { appliesTo, discountLabel, discountOn, isLive, normalCode, type StoredOffer } from "./offer-records.ts";

/**
 * A promo code on the pricing page (/pricing?code=FIRST34, where the banners lead): the
 * offer it names and what each product costs with it, or why it cannot be used. Whether the
 * member may still use it (once per member, uses left) is settled when they buy.
 */
export interface PricingOffer {
  /** The code as the offer has it, or as typed when there is no such offer. */
  code: string;
  /** The offer's description, or why the code cannot be used. */
  message: string;
  valid: boolean;
  /** "34% off". */
  discount: string | null;
  /** Per product id: its price with the offer ("$25.74 the first month"), for the products it is for. */
  prices: Record<string, string>;
}

export const OFFER_CODE_MAX = 40;

function priceWith(offer: StoredOffer, product: StoredProduct): string {
  const gross = chargedFor(product.price, gymTaxRule());
  const price = formatMoney(gross - discountOn(offer, gross), product.currency);
  return product.kind === "membership" ? `${price} the first month` : price;
}

export function pricingOffer(
  typed: string,
  products: readonly StoredProduct[],
  nowMs: number = clock.millis(),
): PricingOffer {
  const code = normalCode(typed).slice(0, OFFER_CODE_MAX);
  const offer = currentOffers().byCode(code);
  if (!offer || !isLive(offer, nowMs)) {
    const ended = offer?.endsAt && Date.parse(offer.endsAt) <= nowMs;
    return {
      code,
      valid: false,
      discount: null,
      prices: {},
      message: offer
        ? `The offer ${offer.code} ${ended ? "has ended" : "has not begun yet"}.`
        : `There is no offer with the code ${code}.`,
    };
  }
  const prices: Record<string, string> = {};
  for (const product of products) if (appliesTo(offer, product)) prices[product.id] = priceWith(offer, product);
  return {
    code: offer.code,
    valid: true,
    discount: `${discountLabel(offer)} off`,
    prices,
    message: offer.description,
  };
}
