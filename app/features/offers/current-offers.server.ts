import type { Database } from "#app/platform/data/database.server.ts";
import { freshOwnedContent, type Snapshot } from "#app/platform/data/owned-content.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { isLive, normalCode, type OffersData, type StoredOffer } from "./offer-records.ts";
import { offersContent } from "./offers-content.server.ts";

export type { StoredOffer } from "./offer-records.ts";

/**
 * The offers of this moment, as this server's snapshot has them (decision 0212): the
 * database's offers once one was read (every server reads a change within a second or
 * two), the sample of app/content/offers.ts before.
 */
export interface OfferCatalog {
  origin: string;
  version: number;
  /** Every offer, retired ones too, oldest first. */
  all: readonly StoredOffer[];
  find(id: string): StoredOffer | undefined;
  /** The offer not retired with this code, however it was typed; undefined for none. */
  byCode(typed: string): StoredOffer | undefined;
  /** The offer the banners show at `nowMs`: the first promoted one that is live; undefined for none. */
  promoted(nowMs?: number): StoredOffer | undefined;
}

const catalogs = new WeakMap<Snapshot<OffersData>, OfferCatalog>();

function catalogOf(snapshot: Snapshot<OffersData>): OfferCatalog {
  const all = snapshot.value.offers;
  const byId = new Map(all.map((offer) => [offer.id, offer]));
  const byCode = new Map(all.filter((offer) => offer.retiredAt === null).map((offer) => [offer.code, offer]));
  return {
    origin: snapshot.origin,
    version: snapshot.version,
    all,
    find: (id) => byId.get(id),
    byCode: (typed) => byCode.get(normalCode(typed)),
    promoted: (nowMs = clock.millis()) => all.find((offer) => offer.promoted && isLive(offer, nowMs)),
  };
}

export function currentOffers(): OfferCatalog {
  const snapshot = offersContent.current();
  let catalog = catalogs.get(snapshot);
  if (!catalog) {
    catalog = catalogOf(snapshot);
    catalogs.set(snapshot, catalog);
  }
  return catalog;
}

/** The offers as the database has them this moment (a sale, a staff page after a save on another server). */
export async function freshOffers(database: Pick<Database, "db" | "kind">): Promise<OfferCatalog> {
  await freshOwnedContent(database, offersContent);
  return currentOffers();
}

/**
 * What the banners depend on at `nowMs` (the page cache's key, decision 0071): the offers'
 * snapshot and which offer is promoted then (one starting or ending changes it).
 */
export function offersKey(nowMs: number = clock.millis()): string {
  const catalog = currentOffers();
  return `${catalog.origin} ${catalog.version} ${catalog.promoted(nowMs)?.id ?? "-"}`;
}
