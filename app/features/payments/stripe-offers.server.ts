import { createHash } from "node:crypto";
import { freshOffers, type StoredOffer } from "#app/features/offers/current-offers.server.ts";
import { appliesTo, discountLabel } from "#app/features/offers/offer-records.ts";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { log } from "#app/platform/logging/log.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Payments } from "./stripe.server.ts";
import { stripeProductOf } from "./stripe-catalog.server.ts";

/**
 * Each offer as a Stripe coupon and promotion code (decision 0212), recorded in
 * stripe_coupons. The site counts the uses and applies the code to a Checkout itself
 * (members give the code on /pricing, where its use is held: Stripe's own code box is not
 * offered), so Stripe's objects carry the terms only: the discount, once (a membership's
 * first month), on the Stripe Products the offer is for. A coupon never changes, so new
 * terms (another discount, code or set of products) are a new coupon and promotion code,
 * the old code made inactive first (a code is unique among active ones). Every write
 * carries an idempotency key named after the offer's terms.
 */

interface OfferServices {
  database: Pick<Database, "db" | "kind">;
  payments: Payments;
}

/** The Stripe Products of what the offer is for now: made first when Stripe has none. */
async function productsOf(services: OfferServices, offer: StoredOffer, origin: string): Promise<string[]> {
  const ids: string[] = [];
  for (const product of currentProducts().forSale.filter((each) => appliesTo(offer, each))) {
    const id = await stripeProductOf(services, product, origin);
    if (id) ids.push(id);
  }
  return ids.sort();
}

async function deactivate(
  services: OfferServices,
  row: { offer_id: string; terms: string; promotion_code_id: string },
) {
  await services.payments.stripe.promotionCodes.update(
    row.promotion_code_id,
    { active: false },
    { idempotencyKey: `promotion-code-off-${row.promotion_code_id}` },
  );
  await services.database.db
    .updateTable("stripe_coupons")
    .set({ active: 0 })
    .where("offer_id", "=", row.offer_id)
    .where("terms", "=", row.terms)
    .execute();
}

/** The offer's active promotion code for its terms now (made first when Stripe has none): what a Checkout's `discounts` names. */
export async function stripePromotionFor(services: OfferServices, offer: StoredOffer): Promise<string> {
  const { stripe } = services.payments;
  const { origin } = currentProducts();
  const products = await productsOf(services, offer, origin);
  const discount =
    offer.percentOff !== null
      ? { percent_off: offer.percentOff }
      : { amount_off: offer.amountOff ?? 0, currency: offer.currency.toLowerCase() };
  const terms = createHash("sha256")
    .update(JSON.stringify({ code: offer.code, discount, products }))
    .digest("hex")
    .slice(0, 24);
  const rows = await services.database.db
    .selectFrom("stripe_coupons")
    .selectAll()
    .where("offer_id", "=", offer.id)
    .execute();
  const known = rows.find((row) => row.terms === terms && Number(row.active) === 1);
  if (known) return known.promotion_code_id;
  for (const row of rows) if (Number(row.active) === 1) await deactivate(services, row);
  const coupon = await stripe.coupons.create(
    {
      ...discount,
      duration: "once",
      name: `${offer.code}: ${discountLabel(offer)} off`.slice(0, 40),
      metadata: { offerId: offer.id },
      ...(products.length > 0 ? { applies_to: { products } } : {}),
    },
    { idempotencyKey: `coupon-${origin}-${offer.id}-${terms}` },
  );
  const promotion = await stripe.promotionCodes.create(
    { promotion: { type: "coupon", coupon: coupon.id }, code: offer.code, metadata: { offerId: offer.id } },
    { idempotencyKey: `promotion-code-${origin}-${offer.id}-${terms}` },
  );
  await services.database.db
    .insertInto("stripe_coupons")
    .values({
      offer_id: offer.id,
      terms,
      coupon_id: coupon.id,
      promotion_code_id: promotion.id,
      active: 1,
      created_at: clock.now().toISOString(),
    })
    .onConflict((oc) => oc.columns(["offer_id", "terms"]).doUpdateSet({ active: 1 }))
    .execute();
  return promotion.id;
}

/**
 * After a save at /staff/offers: a retired offer's promotion code is made inactive in
 * Stripe (new terms get theirs at the next Checkout that uses them). Without Stripe it does
 * nothing; when Stripe cannot be reached it logs why, and the next save tries again.
 */
export async function syncStripeOffers(services: { database: Database; payments: Payments | null }): Promise<void> {
  const { payments } = services;
  if (!payments) return;
  const offers = await freshOffers(services.database);
  try {
    const rows = await services.database.db.selectFrom("stripe_coupons").selectAll().where("active", "=", 1).execute();
    for (const row of rows) {
      if (offers.find(row.offer_id)?.retiredAt !== null) await deactivate({ ...services, payments }, row);
    }
  } catch (error) {
    log.warn(
      `Stripe's promotion codes could not be brought up to date: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
