import type { Expression, ExpressionBuilder, Kysely } from "kysely";
import { bookingRules } from "#app/content/booking-rules.ts";
import { type Database, forUpdate, type Tables } from "#app/platform/data/database.server.ts";
import { gymWeekOf } from "./week.ts";

/**
 * Entitlements: what lets a member book (decision record 0050). A booking uses a membership
 * that may book now and covers the class, while its weekly limit allows, or else one credit
 * of the unexpired grant that expires first. The claim runs inside booking's write
 * transaction, after the session's and the member's rows are locked (lock order: session,
 * member, then the membership or the grant), so the place and what pays for it are taken
 * or refused together, and the database's CHECK (credits_left >= 0) backs the last credit.
 */

type Trx = Kysely<Tables>;
type Kind = Pick<Database, "kind">;

export type Claim = { kind: "membership"; membershipId: string } | { kind: "credit"; creditGrantId: string };

const DAY = 24 * 60 * 60 * 1000;

/** A past-due membership books until this long after its failed renewal was due. */
export function graceEndsAt(pastDueSince: string, rules = bookingRules): Date {
  return new Date(Date.parse(pastDueSince) + rules.pastDueGraceDays * DAY);
}

/**
 * Active and paid up to a later time, or past due for less than the grace period: the
 * statuses that book. Paused and ended memberships never do.
 */
export function mayBookNow(eb: ExpressionBuilder<Tables, "memberships">, now: Date) {
  const graceFrom = new Date(now.getTime() - bookingRules.pastDueGraceDays * DAY).toISOString();
  return eb.and([
    eb("current_period_end", ">", now.toISOString()),
    eb.or([eb("status", "=", "active"), eb.and([eb("status", "=", "past_due"), eb("past_due_since", ">", graceFrom)])]),
  ]);
}

/**
 * A class starting `startsAt` is covered by a membership whose period lasts past it, or by a
 * subscription that renews by itself (a desk membership does not: the next month is bought).
 */
function covers(eb: ExpressionBuilder<Tables, "memberships">, startsAt: string) {
  return eb.or([
    eb("current_period_end", ">", startsAt),
    eb.and([eb("stripe_subscription_id", "is not", null), eb("cancels_at", "is", null)]),
  ]);
}

/** The member's grants with credits left and not expired at `now`, the one to use first first. */
export function grantsSoonestFirst(trx: Trx, userId: string, now: Date) {
  return trx
    .selectFrom("credit_grants")
    .where("user_id", "=", userId)
    .where("credits_left", ">", 0)
    .where("expires_at", ">", now.toISOString())
    .orderBy("expires_at")
    .orderBy("created_at")
    .orderBy("id");
}

/** The classes a membership has been used for in the week of `startsAt` (given-back ones do not count), as a query. */
function usedInWeek(trx: Trx, membershipId: Expression<string> | string, startsAt: string) {
  const week = gymWeekOf(startsAt);
  return trx
    .selectFrom("booking_entitlements")
    .select((eb) => eb.fn.countAll<number | string>().as("used"))
    .where("membership_id", "=", membershipId)
    .where("returned_at", "is", null)
    .where("starts_at", ">=", week.from)
    .where("starts_at", "<", week.to);
}

export async function weeklyUse(trx: Trx, membershipId: string, startsAt: string): Promise<number> {
  return Number((await usedInWeek(trx, membershipId, startsAt).executeTakeFirstOrThrow()).used);
}

async function recordClaim(
  trx: Trx,
  row: { bookingId: string; userId: string; startsAt: string; now: Date },
  by: Claim,
) {
  await trx
    .insertInto("booking_entitlements")
    .values({
      booking_id: row.bookingId,
      user_id: row.userId,
      membership_id: by.kind === "membership" ? by.membershipId : null,
      credit_grant_id: by.kind === "credit" ? by.creditGrantId : null,
      starts_at: row.startsAt,
      claimed_at: row.now.toISOString(),
      returned_at: null,
    })
    .execute();
}

/**
 * Takes an entitlement for `bookingId` (a class starting `startsAt`) and records which, or
 * returns null when the member has none. Must run inside the booking's write transaction.
 */
export async function claimEntitlement(
  database: Kind,
  trx: Trx,
  claim: { userId: string; bookingId: string; startsAt: string; now: Date },
): Promise<Claim | null> {
  const { userId, startsAt, now } = claim;
  // Each membership with its use that week, in one statement: this runs while the session's row is locked.
  const memberships = await forUpdate(
    database,
    trx
      .selectFrom("memberships")
      .select((eb) => ["id", "classes_per_week", usedInWeek(trx, eb.ref("memberships.id"), startsAt).as("used")])
      .where("user_id", "=", userId)
      .where((eb) => eb.and([mayBookNow(eb, now), covers(eb, startsAt)]))
      .orderBy("current_period_end", "desc")
      .orderBy("id"),
  ).execute();
  const membership = memberships.find(
    (row) => row.classes_per_week === null || Number(row.used) < Number(row.classes_per_week),
  );
  if (membership) {
    const used: Claim = { kind: "membership", membershipId: membership.id };
    await recordClaim(trx, claim, used);
    return used;
  }
  // The credit that expires first, taken in one statement; the member's row lock (taken by
  // booking first) orders one member's claims, the guard and CHECK (credits_left >= 0) back it.
  const taken = await trx
    .updateTable("credit_grants")
    .set((eb) => ({ credits_left: eb("credits_left", "-", 1) }))
    .where("id", "=", grantsSoonestFirst(trx, userId, now).select("id").limit(1))
    .where("credits_left", ">", 0)
    .returning("id")
    .executeTakeFirst();
  if (!taken) return null;
  const used: Claim = { kind: "credit", creditGrantId: taken.id };
  await recordClaim(trx, claim, used);
  return used;
}

/**
 * Gives back what `bookingId` used (an in-time cancellation, a class the gym cancelled): the
 * credit returns to its grant, a membership's week gets the class back. Does nothing for a
 * booking that used nothing or was given back already, so a repeated cancellation cannot
 * mint credits.
 */
export async function returnEntitlement(trx: Trx, bookingId: string, now: Date): Promise<boolean> {
  const returned = await trx
    .updateTable("booking_entitlements")
    .set({ returned_at: now.toISOString() })
    .where("booking_id", "=", bookingId)
    .where("returned_at", "is", null)
    .returning(["credit_grant_id"])
    .executeTakeFirst();
  if (!returned) return false;
  if (returned.credit_grant_id !== null) {
    await trx
      .updateTable("credit_grants")
      .set((eb) => ({ credits_left: eb("credits_left", "+", 1) }))
      .where("id", "=", returned.credit_grant_id)
      .execute();
  }
  return true;
}

/**
 * A place given back for a no-show that staff then mark attended: what it used is taken
 * again (the member came, so the place was used after all). A credit the member has spent
 * since cannot be: then the place keeps nothing, and the member is not charged twice.
 * True when taken again.
 */
export async function takeBackReturnedEntitlement(trx: Trx, bookingId: string): Promise<boolean> {
  const entitlement = await trx
    .selectFrom("booking_entitlements")
    .select(["credit_grant_id", "returned_at"])
    .where("booking_id", "=", bookingId)
    .executeTakeFirst();
  if (!entitlement || entitlement.returned_at === null) return false;
  if (entitlement.credit_grant_id !== null) {
    const taken = await trx
      .updateTable("credit_grants")
      .set((eb) => ({ credits_left: eb("credits_left", "-", 1) }))
      .where("id", "=", entitlement.credit_grant_id)
      .where("credits_left", ">", 0)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) return false;
  }
  await trx
    .updateTable("booking_entitlements")
    .set({ returned_at: null })
    .where("booking_id", "=", bookingId)
    .execute();
  return true;
}

/**
 * A promotion passed the member's waitlist place over for want of an entitlement: true the
 * first time for that place (tell them), false after (they were told).
 */
export async function firstSkipNotice(trx: Trx, bookingId: string, userId: string, now: Date): Promise<boolean> {
  const inserted = await trx
    .insertInto("waitlist_skip_notices")
    .values({ booking_id: bookingId, user_id: userId, notified_at: now.toISOString() })
    .onConflict((conflict) => conflict.column("booking_id").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}
