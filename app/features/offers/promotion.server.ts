import type { Promotion } from "#app/components/sections/OfferBanner.tsx";
import { clock } from "#app/platform/time/clock.ts";
import { currentOffers } from "./current-offers.server.ts";
import { discountLabel } from "./offer-records.ts";

/** Where a banner's offer leads: the pricing page, with its code given. */
export const offerHref = (code: string) => `/pricing?code=${encodeURIComponent(code)}`;

/**
 * What the blog's sidebar and the home page promote at `nowMs` (decision 0212): the first
 * live offer the owner marked for the banner, leading to the pricing page with its code; or
 * nothing, and the banners are not shown.
 */
export function currentPromotion(nowMs: number = clock.millis()): Promotion | null {
  const offer = currentOffers().promoted(nowMs);
  if (!offer) return null;
  return {
    code: offer.code,
    discount: discountLabel(offer),
    title: offer.title,
    description: offer.description,
    href: offerHref(offer.code),
  };
}
