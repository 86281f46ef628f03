import type { Kysely } from "kysely";
import type { Tables } from "#app/platform/data/database.server.ts";
import { type OwnedContent, ownedContent } from "#app/platform/data/owned-content.server.ts";
import type { OffersTable } from "#app/platform/data/shop-tables.ts";
import type { OffersData, StoredOffer } from "./offer-records.ts";
import { sampleOffersData } from "./sample-offers.ts";

/**
 * The offers as content the database owns (decisions 0180 and 0212): imported from
 * app/content/offers.ts on the first start, then read from the offers table; every server
 * keeps a snapshot and polls its version (app/platform/data/owned-content.server.ts). The
 * uses of offers are not content: they are counted in offer_redemptions, in the sale's
 * transaction (redemptions.server.ts).
 */
type Db = Kysely<Tables>;

export function offerRow(offer: StoredOffer): OffersTable {
  return {
    id: offer.id,
    code: offer.code,
    title: offer.title,
    description: offer.description,
    percent_off: offer.percentOff,
    amount_off: offer.amountOff,
    currency: offer.currency,
    applies_to: offer.appliesTo,
    product_ids: JSON.stringify(offer.productIds),
    max_uses: offer.maxUses,
    once_per_member: offer.oncePerMember ? 1 : 0,
    starts_at: offer.startsAt,
    ends_at: offer.endsAt,
    promoted: offer.promoted ? 1 : 0,
    retired_at: offer.retiredAt,
    version: offer.version,
    created_at: offer.createdAt,
    updated_at: offer.updatedAt,
  };
}

const productIdsOf = (text: string): string[] => {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
};

export function offerOfRow(row: OffersTable): StoredOffer {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    description: row.description,
    percentOff: row.percent_off === null ? null : Number(row.percent_off),
    amountOff: row.amount_off === null ? null : Number(row.amount_off),
    currency: row.currency,
    appliesTo: row.applies_to,
    productIds: productIdsOf(row.product_ids),
    maxUses: row.max_uses === null ? null : Number(row.max_uses),
    oncePerMember: Number(row.once_per_member) === 1,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    promoted: Number(row.promoted) === 1,
    retiredAt: row.retired_at,
    version: Number(row.version),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function loadOffers(trx: Db): Promise<OffersData> {
  const rows = await trx.selectFrom("offers").selectAll().orderBy("created_at").orderBy("code").execute();
  return { offers: rows.map(offerOfRow) };
}

async function importSampleOffers(trx: Db, now: Date): Promise<void> {
  const { offers } = sampleOffersData();
  if (offers.length === 0) return;
  const stamp = now.toISOString();
  await trx
    .insertInto("offers")
    .values(offers.map((offer) => offerRow({ ...offer, createdAt: stamp, updatedAt: stamp })))
    .execute();
}

export const offersContent: OwnedContent<OffersData> = ownedContent({
  name: "offers",
  sample: sampleOffersData,
  importSample: importSampleOffers,
  load: loadOffers,
});
