import { sampleOffers } from "#app/content/offers.ts";
import { currency } from "#app/content/products.ts";
import { endOfGymDay, normalCode, type OffersData, type StoredOffer, startOfGymDay } from "./offer-records.ts";

/**
 * The sample of app/content/offers.ts as stored offers: what a new database is given on its
 * first start, and what a process that has read no database serves.
 */
const SAMPLE_STAMP = "1970-01-01T00:00:00.000Z";

export function sampleOffersData(): OffersData {
  return {
    offers: sampleOffers.map(
      (offer): StoredOffer => ({
        id: offer.id,
        code: normalCode(offer.code),
        title: offer.title,
        description: offer.description,
        percentOff: offer.percentOff,
        amountOff: offer.amountOff,
        currency,
        appliesTo: offer.appliesTo,
        productIds: offer.productIds,
        maxUses: offer.maxUses,
        oncePerMember: offer.oncePerMember,
        startsAt: offer.from ? startOfGymDay(offer.from) : null,
        endsAt: offer.until ? endOfGymDay(offer.until) : null,
        promoted: offer.promoted,
        retiredAt: null,
        version: 1,
        createdAt: SAMPLE_STAMP,
        updatedAt: SAMPLE_STAMP,
      }),
    ),
  };
}
