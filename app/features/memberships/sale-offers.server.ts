import type { Kysely } from "kysely";
import { currentOffers, type StoredOffer } from "#app/features/offers/current-offers.server.ts";
import { discountLabel } from "#app/features/offers/offer-records.ts";
import { claimOffer, offerFor, redeemHeld } from "#app/features/offers/redemptions.server.ts";
import type { StoredProduct } from "#app/features/products/current-products.server.ts";
import type { Database, Tables } from "#app/platform/data/database.server.ts";

/**
 * A sale's offer (decision 0212): at the desk, the code the member gave, its use claimed in
 * the sale's transaction (counted exactly; refused with OfferRefused when it cannot be
 * used); online, the offer Stripe applied to the Checkout and the hold it made a use of.
 * Either way the sale and its invoice say what it took off.
 */
type Trx = Kysely<Tables>;

/** The offer Stripe applied to a paid Checkout: what it took off, and the hold it used (null when none was kept). */
export interface PaidOffer {
  offer: StoredOffer;
  redemptionId: string | null;
  discount: number;
}

export interface SaleOffer {
  offer: StoredOffer;
  discount: number;
  /** Called once the sale's row is written: the use names its sale. */
  recordUse(saleId: string): Promise<void>;
}

/** What the sale's invoice and row say of it: "Offer FIRST34 (34% off)". */
export const offerOnInvoice = (use: { offer: StoredOffer; discount: number }) => ({
  code: use.offer.code,
  label: `${discountLabel(use.offer)} off`,
  discount: use.discount,
});

export async function saleOffer(
  database: Pick<Database, "kind">,
  trx: Trx,
  given: { offerCode?: string | null | undefined; paidOffer?: PaidOffer | undefined },
  sale: { product: StoredProduct; userId: string; gross: number; now: Date },
): Promise<SaleOffer | null> {
  const { product, userId, gross, now } = sale;
  if (given.paidOffer) {
    const paid = given.paidOffer;
    return {
      offer: paid.offer,
      discount: paid.discount,
      recordUse: (saleId) => redeemHeld(trx, { ...paid, userId, saleId, currency: product.currency, now }),
    };
  }
  if (!given.offerCode) return null;
  const offer = offerFor(currentOffers(), given.offerCode, product, now.getTime());
  const claimed = await claimOffer(database, trx, { offer, userId, gross, currency: product.currency, now });
  return {
    offer,
    discount: claimed.discount,
    recordUse: async (saleId) => {
      await trx
        .updateTable("offer_redemptions")
        .set({ sale_id: saleId })
        .where("id", "=", claimed.redemptionId)
        .execute();
    },
  };
}
