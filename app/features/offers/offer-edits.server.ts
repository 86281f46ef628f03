import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { currency } from "#app/content/products.ts";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import { ShopRefused } from "#app/features/products/product-errors.ts";
import { type AuditActor, type AuditState, recordStaffAction } from "#app/features/staff/audit.server.ts";
import type { Database, Tables } from "#app/platform/data/database.server.ts";
import { editOwnedContent } from "#app/platform/data/owned-content.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { OfferChange, OfferFields } from "./offer-fields.ts";
import {
  discountLabel,
  endOfGymDay,
  gymDateOf,
  lastDayOf,
  type OffersData,
  type StoredOffer,
  startOfGymDay,
} from "./offer-records.ts";
import { offerRow, offersContent } from "./offers-content.server.ts";

/**
 * Adding, changing and retiring offers (/staff/offers and /api/staff/offers): each save one
 * write transaction that raises the offers' version (every server's banners and sales follow
 * within a second or two), checks the offer, and writes the audit entry; a save from a
 * version someone else changed since is refused (STALE_VERSION). Uses already made stay as
 * they were: a sale keeps its code and what it took off.
 */
type Trx = Kysely<Tables>;

export interface OfferEditContext {
  actor: AuditActor;
  now?: Date;
}

type Terms = Omit<OfferFields, "from" | "until"> & { from?: string | null; until?: string | null };

export function offerAuditState(offer: StoredOffer): AuditState {
  return {
    code: offer.code,
    discount: `${discountLabel(offer)} off`,
    title: offer.title,
    description: offer.description,
    appliesTo: offer.appliesTo === "products" ? offer.productIds.join(", ") : offer.appliesTo,
    maxUses: offer.maxUses,
    oncePerMember: offer.oncePerMember,
    from: offer.startsAt ? gymDateOf(offer.startsAt) : null,
    until: offer.endsAt ? lastDayOf(offer.endsAt) : null,
    promoted: offer.promoted,
    retired: offer.retiredAt !== null,
  };
}

/** The offer as `given` makes it, checked: one kind of discount, products that exist, its days in order, its code its own. */
function withTerms(offer: StoredOffer, given: Partial<Terms>, data: OffersData): StoredOffer {
  const percentOff =
    given.percentOff !== undefined ? given.percentOff : given.amountOff != null ? null : offer.percentOff;
  const amountOff = given.amountOff !== undefined ? given.amountOff : given.percentOff != null ? null : offer.amountOff;
  if ((percentOff === null) === (amountOff === null)) {
    throw new ShopRefused("INVALID_INPUT", "Give a percentage off or an amount off: one of the two.");
  }
  const next: StoredOffer = {
    ...offer,
    ...(given.code !== undefined ? { code: given.code } : {}),
    ...(given.title !== undefined ? { title: given.title } : {}),
    ...(given.description !== undefined ? { description: given.description } : {}),
    percentOff,
    amountOff,
    ...(given.appliesTo !== undefined ? { appliesTo: given.appliesTo } : {}),
    ...(given.productIds !== undefined ? { productIds: [...new Set(given.productIds)] } : {}),
    ...(given.maxUses !== undefined ? { maxUses: given.maxUses } : {}),
    ...(given.oncePerMember !== undefined ? { oncePerMember: given.oncePerMember } : {}),
    ...(given.from !== undefined ? { startsAt: given.from === null ? null : startOfGymDay(given.from) } : {}),
    ...(given.until !== undefined ? { endsAt: given.until === null ? null : endOfGymDay(given.until) } : {}),
    ...(given.promoted !== undefined ? { promoted: given.promoted } : {}),
  };
  if (next.appliesTo !== "products") next.productIds = [];
  else if (next.productIds.length === 0) {
    throw new ShopRefused("INVALID_INPUT", "Choose the products the offer is for.");
  }
  const unknown = next.productIds.find((id) => !currentProducts().find(id));
  if (unknown) throw new ShopRefused("UNKNOWN_PRODUCT", `The gym has no product “${unknown}”.`);
  if (next.startsAt && next.endsAt && Date.parse(next.endsAt) <= Date.parse(next.startsAt)) {
    throw new ShopRefused("INVALID_INPUT", "The offer's last day comes before its first.");
  }
  const twin = data.offers.find((other) => other.code === next.code && other.id !== next.id);
  if (twin) {
    throw new ShopRefused(
      "CODE_TAKEN",
      `Another offer has the code ${next.code}${twin.retiredAt ? " (it is retired: change that one and offer it again)" : ""}: choose another.`,
    );
  }
  return next;
}

export interface SavedOffer {
  offer: StoredOffer;
  action: "offer.added" | "offer.changed" | "offer.retired";
}

async function audit(trx: Trx, saved: SavedOffer, before: StoredOffer | null, context: OfferEditContext, now: Date) {
  await recordStaffAction(
    trx,
    {
      actor: context.actor,
      action: saved.action,
      subject: { type: "offer", id: saved.offer.id, label: saved.offer.code },
      before: before ? offerAuditState(before) : null,
      after: offerAuditState(saved.offer),
    },
    now,
  );
}

function refuseStale(offer: StoredOffer): never {
  throw new ShopRefused(
    "STALE_VERSION",
    `Someone else saved the offer ${offer.code} since you opened it: nothing was saved. Look at it as it is now and make your change there.`,
  );
}

export function createOffer(database: Database, fields: OfferFields, context: OfferEditContext) {
  const now = context.now ?? clock.now();
  return editOwnedContent(
    database,
    offersContent,
    async ({ trx, before }): Promise<SavedOffer> => {
      const stamp = now.toISOString();
      const blank: StoredOffer = {
        id: randomUUID(),
        code: fields.code,
        title: fields.title,
        description: fields.description,
        percentOff: null,
        amountOff: null,
        currency,
        appliesTo: fields.appliesTo,
        productIds: [],
        maxUses: null,
        oncePerMember: false,
        startsAt: null,
        endsAt: null,
        promoted: false,
        retiredAt: null,
        version: 1,
        createdAt: stamp,
        updatedAt: stamp,
      };
      const offer = withTerms(blank, fields, before);
      await trx.insertInto("offers").values(offerRow(offer)).execute();
      const saved: SavedOffer = { offer, action: "offer.added" };
      await audit(trx, saved, null, context, now);
      return saved;
    },
    now,
  );
}

export function changeOffer(database: Database, id: string, change: OfferChange, context: OfferEditContext) {
  const now = context.now ?? clock.now();
  return editOwnedContent(
    database,
    offersContent,
    async ({ trx, before: data }): Promise<SavedOffer> => {
      const before = data.offers.find((offer) => offer.id === id);
      if (!before) throw new ShopRefused("OFFER_NOT_FOUND", "There is no such offer.");
      if (before.version !== change.version) refuseStale(before);
      const { version: _version, retired, ...given } = change;
      const retiring = retired === true && before.retiredAt === null;
      const offer: StoredOffer = {
        ...withTerms(before, given, data),
        retiredAt: retired === false ? null : retiring ? now.toISOString() : before.retiredAt,
        version: before.version + 1,
        updatedAt: now.toISOString(),
      };
      const { id: _id, ...row } = offerRow(offer);
      await trx.updateTable("offers").set(row).where("id", "=", id).execute();
      const saved: SavedOffer = { offer, action: retiring ? "offer.retired" : "offer.changed" };
      await audit(trx, saved, before, context, now);
      return saved;
    },
    now,
  );
}

/** No more uses of the offer (DELETE in the API): its uses stay on their sales, its banner goes. */
export function retireOffer(database: Database, id: string, version: number | undefined, context: OfferEditContext) {
  const now = context.now ?? clock.now();
  return editOwnedContent(
    database,
    offersContent,
    async ({ trx, before: data }): Promise<SavedOffer> => {
      const before = data.offers.find((offer) => offer.id === id);
      if (!before) throw new ShopRefused("OFFER_NOT_FOUND", "There is no such offer.");
      if (version !== undefined && before.version !== version) refuseStale(before);
      if (before.retiredAt !== null) return { offer: before, action: "offer.retired" };
      const offer: StoredOffer = {
        ...before,
        retiredAt: now.toISOString(),
        version: before.version + 1,
        updatedAt: now.toISOString(),
      };
      await trx
        .updateTable("offers")
        .set({ retired_at: offer.retiredAt, version: offer.version, updated_at: offer.updatedAt })
        .where("id", "=", id)
        .execute();
      const saved: SavedOffer = { offer, action: "offer.retired" };
      await audit(trx, saved, before, context, now);
      return saved;
    },
    now,
  );
}
