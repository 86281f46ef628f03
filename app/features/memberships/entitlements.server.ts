import type { Kysely } from "kysely";
import { type Database, forUpdate, type Tables } from "#app/platform/data/database.server.ts";
import type { MembershipStatus } from "#app/platform/data/tables.ts";
import { gymWeekOf } from "./week.ts";

/**
 * Entitlements: what lets a member book (decision record 0054). A booking uses an active,
 * paid-up membership while its weekly limit allows, or else one credit of the grant that
 * expires first. The claim runs inside the caller's write transaction, after the session's
 * row is locked (lock order: session, then the member's membership, then the grant), so
 * the place and the credit are taken or refused together.
 */

type Trx = Kysely<Tables>;
type Kind = Pick<Database, "kind">;

export type Claim = { kind: "membership"; membershipId: string } | { kind: "credit"; creditGrantId: string };

export interface MembershipView {
  id: string;
  productId: string;
  status: MembershipStatus;
  renewsAt: string;
  /** null: unlimited. */
  classesPerWeek: number | null;
  /** Classes booked with it whose start lies in this Monday–Sunday week. */
  usedThisWeek: number;
}

export interface CreditView {
  id: string;
  productId: string | null;
  left: number;
  total: number;
  expiresAt: string;
}

export interface Entitlements {
  membership: MembershipView | null;
  credits: CreditView[];
  creditsLeft: number;
}

/** Classes a membership has been used for in the week of `startsAt` (returned ones do not count). */
async function weeklyUse(trx: Trx, membershipId: string, startsAt: string): Promise<number> {
  const week = gymWeekOf(startsAt);
  const row = await trx
    .selectFrom("booking_entitlements")
    .select((eb) => eb.fn.countAll<number | string>().as("used"))
    .where("membership_id", "=", membershipId)
    .where("returned_at", "is", null)
    .where("starts_at", ">=", week.from)
    .where("starts_at", "<", week.to)
    .executeTakeFirstOrThrow();
  return Number(row.used);
}

/** The membership that lets the member book at `now`: active and paid up to a later time. */
function currentMembership(trx: Trx, userId: string, now: Date) {
  return trx
    .selectFrom("memberships")
    .select(["id", "product_id", "status", "current_period_end", "classes_per_week"])
    .where("user_id", "=", userId)
    .where("status", "=", "active")
    .where("current_period_end", ">", now.toISOString())
    .orderBy("current_period_end", "desc")
    .orderBy("id");
}

/**
 * Takes an entitlement for `bookingId` (a class starting `startsAt`) and records which, or
 * returns null when the member has none. Must run inside the booking's write transaction.
 */
export async function claimEntitlement(
  database: Kind,
  trx: Trx,
  { userId, bookingId, startsAt, now }: { userId: string; bookingId: string; startsAt: string; now: Date },
): Promise<Claim | null> {
  const claimedAt = now.toISOString();
  // Locked so two bookings of other sessions by the same member count the week one after the other.
  const membership = await forUpdate(database, currentMembership(trx, userId, now)).executeTakeFirst();
  if (membership) {
    const limit = membership.classes_per_week === null ? null : Number(membership.classes_per_week);
    if (limit === null || (await weeklyUse(trx, membership.id, startsAt)) < limit) {
      await trx
        .insertInto("booking_entitlements")
        .values({
          booking_id: bookingId,
          user_id: userId,
          membership_id: membership.id,
          credit_grant_id: null,
          starts_at: startsAt,
          claimed_at: claimedAt,
          returned_at: null,
        })
        .execute();
      return { kind: "membership", membershipId: membership.id };
    }
  }
  const grant = await forUpdate(
    database,
    trx
      .selectFrom("credit_grants")
      .select("id")
      .where("user_id", "=", userId)
      .where("credits_left", ">", 0)
      .where("expires_at", ">", claimedAt)
      .orderBy("expires_at")
      .orderBy("created_at")
      .orderBy("id")
      .limit(1),
  ).executeTakeFirst();
  if (!grant) return null;
  // The guard repeats the check in the write itself; CHECK (credits_left >= 0) backs it.
  const taken = await trx
    .updateTable("credit_grants")
    .set((eb) => ({ credits_left: eb("credits_left", "-", 1) }))
    .where("id", "=", grant.id)
    .where("credits_left", ">", 0)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return null;
  await trx
    .insertInto("booking_entitlements")
    .values({
      booking_id: bookingId,
      user_id: userId,
      membership_id: null,
      credit_grant_id: grant.id,
      starts_at: startsAt,
      claimed_at: claimedAt,
      returned_at: null,
    })
    .execute();
  return { kind: "credit", creditGrantId: grant.id };
}

/**
 * Gives back what `bookingId` used (an in-time cancellation): the credit returns to its
 * grant, a membership's week gets the class back. Does nothing for a booking that used
 * nothing or was returned already, so a repeated cancellation cannot mint credits.
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

/** What the member has now: the current membership with this week's use, and unexpired credits by expiry. */
export async function entitlementsOf(
  database: Database,
  userId: string,
  now: Date = new Date(),
): Promise<Entitlements> {
  const db = database.db;
  const membershipRow = await currentMembership(db, userId, now).executeTakeFirst();
  const membership: MembershipView | null = membershipRow
    ? {
        id: membershipRow.id,
        productId: membershipRow.product_id,
        status: membershipRow.status,
        renewsAt: membershipRow.current_period_end,
        classesPerWeek: membershipRow.classes_per_week === null ? null : Number(membershipRow.classes_per_week),
        usedThisWeek: await weeklyUse(db, membershipRow.id, now.toISOString()),
      }
    : null;
  const rows = await db
    .selectFrom("credit_grants")
    .select(["id", "product_id", "credits_left", "credits_total", "expires_at"])
    .where("user_id", "=", userId)
    .where("credits_left", ">", 0)
    .where("expires_at", ">", now.toISOString())
    .orderBy("expires_at")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const credits = rows.map((row) => ({
    id: row.id,
    productId: row.product_id,
    left: Number(row.credits_left),
    total: Number(row.credits_total),
    expiresAt: row.expires_at,
  }));
  return { membership, credits, creditsLeft: credits.reduce((sum, credit) => sum + credit.left, 0) };
}
