import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { type Database, forUpdate, type Tables } from "#app/platform/data/database.server.ts";
import { isUniqueViolation } from "#app/platform/data/unique-violation.ts";
import { appliesTo, discountOn, isLive, normalCode, type StoredOffer } from "./offer-records.ts";

/**
 * The uses of offers, counted exactly (decision 0212). A use is claimed in the transaction
 * of the sale it discounts (at the desk), or held while the member pays in Stripe Checkout
 * and made a use by the payment's sale. Claiming locks the offer's row first (PostgreSQL;
 * SQLite's write transactions take turns), then counts the uses and live holds: two desks
 * at once cannot pass "how many uses", and a once-per-member offer's partial unique index
 * (offer, member) holds even against a claim that came by another way.
 */
type Trx = Kysely<Tables>;

export type OfferRefusal =
  | "OFFER_NOT_FOUND"
  | "OFFER_NOT_LIVE"
  | "OFFER_NOT_FOR_PRODUCT"
  | "OFFER_USED_UP"
  | "OFFER_ALREADY_USED";

export class OfferRefused extends Error {
  override name = "OfferRefused";
  readonly code: OfferRefusal;
  constructor(code: OfferRefusal, message: string) {
    super(message);
    this.code = code;
  }
}

/** The live offer with the typed code that is for this product, or why not, in the member's words. */
export function offerFor(
  offers: { byCode(typed: string): StoredOffer | undefined },
  typed: string,
  product: { id: string; kind: string; name: string },
  nowMs: number,
): StoredOffer {
  const offer = offers.byCode(typed);
  if (!offer) throw new OfferRefused("OFFER_NOT_FOUND", `There is no offer with the code ${normalCode(typed)}.`);
  if (!isLive(offer, nowMs)) {
    const begun = offer.startsAt === null || Date.parse(offer.startsAt) <= nowMs;
    throw new OfferRefused("OFFER_NOT_LIVE", `The offer ${offer.code} ${begun ? "has ended" : "has not begun yet"}.`);
  }
  if (!appliesTo(offer, product)) {
    throw new OfferRefused("OFFER_NOT_FOR_PRODUCT", `The offer ${offer.code} is not for “${product.name}”.`);
  }
  return offer;
}

export interface Claimed {
  redemptionId: string;
  offer: StoredOffer;
  /** What it takes off, tax included. */
  discount: number;
}

/** The offer's row locked, its holds that ran out let go, then whether the member may use it once more. */
async function lockAndCount(
  database: Pick<Database, "kind">,
  trx: Trx,
  offer: StoredOffer,
  userId: string,
  now: Date,
): Promise<void> {
  const locked = await forUpdate(
    database,
    trx.selectFrom("offers").select("id").where("id", "=", offer.id),
  ).executeTakeFirst();
  if (!locked) throw new OfferRefused("OFFER_NOT_FOUND", `There is no offer with the code ${offer.code}.`);
  await trx
    .deleteFrom("offer_redemptions")
    .where("offer_id", "=", offer.id)
    .where("state", "=", "held")
    .where("held_until", "<=", now.toISOString())
    .execute();
  if (offer.oncePerMember) {
    const before = await trx
      .selectFrom("offer_redemptions")
      .select("state")
      .where("offer_id", "=", offer.id)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (before) {
      throw new OfferRefused(
        "OFFER_ALREADY_USED",
        before.state === "held"
          ? `The offer ${offer.code} is waiting for a payment of yours: finish it, or try again in an hour.`
          : `The offer ${offer.code} is once per member, and this member has used it.`,
      );
    }
  }
  if (offer.maxUses !== null) {
    const { uses } = await trx
      .selectFrom("offer_redemptions")
      .select((eb) => eb.fn.countAll<number | string>().as("uses"))
      .where("offer_id", "=", offer.id)
      .executeTakeFirstOrThrow();
    if (Number(uses) >= offer.maxUses) {
      throw new OfferRefused("OFFER_USED_UP", `The offer ${offer.code} has been used as often as it may be.`);
    }
  }
}

/**
 * Claims a use of `offer` for the member on `gross`, inside the caller's write transaction:
 * `used` by the sale `saleId` (the desk: the sale's row is written first), or `held` until
 * `heldUntil` for a Checkout (made a use by its payment: redeemHeld).
 */
export async function claimOffer(
  database: Pick<Database, "kind">,
  trx: Trx,
  claim: {
    offer: StoredOffer;
    userId: string;
    gross: number;
    currency: string;
    now: Date;
    saleId?: string;
    heldUntil?: Date;
  },
): Promise<Claimed> {
  const { offer, userId, gross, currency, now } = claim;
  await lockAndCount(database, trx, offer, userId, now);
  const redemptionId = randomUUID();
  const discount = discountOn(offer, gross);
  try {
    await trx
      .insertInto("offer_redemptions")
      .values({
        id: redemptionId,
        offer_id: offer.id,
        user_id: userId,
        once_per_member: offer.oncePerMember ? 1 : 0,
        state: claim.heldUntil ? "held" : "used",
        held_until: claim.heldUntil?.toISOString() ?? null,
        sale_id: claim.saleId ?? null,
        checkout_session_id: null,
        discount,
        currency,
        created_at: now.toISOString(),
      })
      .execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new OfferRefused(
      "OFFER_ALREADY_USED",
      `The offer ${offer.code} is once per member, and this member has used it.`,
    );
  }
  return { redemptionId, offer, discount };
}

/** A hold for a Checkout, in a transaction of its own (before Stripe is asked). */
export function holdOffer(
  database: Database,
  claim: { offer: StoredOffer; userId: string; gross: number; currency: string; now: Date; heldUntil: Date },
): Promise<Claimed> {
  return database.writeTransaction((trx) => claimOffer(database, trx, claim));
}

/** The Checkout a hold waits for: its id, once Stripe made it. */
export async function holdFor(database: Database, redemptionId: string, sessionId: string): Promise<void> {
  await database.db
    .updateTable("offer_redemptions")
    .set({ checkout_session_id: sessionId })
    .where("id", "=", redemptionId)
    .where("state", "=", "held")
    .execute();
}

/** Lets a hold go (its Checkout was not made, or expired unpaid): the use is free again. */
export async function releaseHold(
  database: Pick<Database, "db">,
  which: { redemptionId: string } | { sessionId: string },
): Promise<void> {
  const query = database.db.deleteFrom("offer_redemptions").where("state", "=", "held");
  await ("redemptionId" in which
    ? query.where("id", "=", which.redemptionId)
    : query.where("checkout_session_id", "=", which.sessionId)
  ).execute();
}

/** The member's hold of the offer that waits for a Checkout, if any (a second press of Buy). */
export async function heldCheckout(database: Pick<Database, "db">, offerId: string, userId: string) {
  return database.db
    .selectFrom("offer_redemptions")
    .select(["id", "checkout_session_id"])
    .where("offer_id", "=", offerId)
    .where("user_id", "=", userId)
    .where("state", "=", "held")
    .executeTakeFirst();
}

/**
 * A paid Checkout's sale: its hold becomes the use, with what Stripe took off. The money is
 * taken, so a hold that has gone (let go, or never recorded) is a use all the same.
 */
export async function redeemHeld(
  trx: Trx,
  use: {
    redemptionId: string | null;
    offer: StoredOffer;
    userId: string;
    saleId: string;
    discount: number;
    currency: string;
    now: Date;
  },
): Promise<void> {
  if (use.redemptionId) {
    const updated = await trx
      .updateTable("offer_redemptions")
      .set({ state: "used", sale_id: use.saleId, held_until: null, discount: use.discount })
      .where("id", "=", use.redemptionId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) return;
  }
  await trx
    .insertInto("offer_redemptions")
    .values({
      id: use.redemptionId ?? randomUUID(),
      offer_id: use.offer.id,
      user_id: use.userId,
      // Counted, but never refused by the member's other use: the payment has been taken.
      once_per_member: 0,
      state: "used",
      held_until: null,
      sale_id: use.saleId,
      checkout_session_id: null,
      discount: use.discount,
      currency: use.currency,
      created_at: use.now.toISOString(),
    })
    .execute();
}

/** How often each offer has been used (and is held for a payment now). */
export async function usesOfOffers(database: Pick<Database, "db">, now: Date) {
  const rows = await database.db
    .selectFrom("offer_redemptions")
    .select(["offer_id", "state"])
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where((eb) => eb.or([eb("state", "=", "used"), eb("held_until", ">", now.toISOString())]))
    .groupBy(["offer_id", "state"])
    .execute();
  const uses = new Map<string, { used: number; held: number }>();
  for (const row of rows) {
    const entry = uses.get(row.offer_id) ?? { used: 0, held: 0 };
    entry[row.state] = Number(row.count);
    uses.set(row.offer_id, entry);
  }
  return uses;
}
