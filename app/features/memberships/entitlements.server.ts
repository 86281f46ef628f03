import type { ExpressionBuilder, Kysely } from "kysely";
import { bookingRules } from "#app/content/booking-rules.ts";
import { type Database, forUpdate, type Tables } from "#app/platform/data/database.server.ts";
import { returnToValidGrant, spendCredit } from "./credit-booking.server.ts";
import {
  appendLedger,
  creditsLeftOf,
  GYM,
  lockMemberCredits,
  MEMBER,
  openGrant,
  RETURNED_CREDIT_DAYS,
  returnedCreditExpiry,
  SYSTEM,
} from "./credit-ledger.server.ts";
import { gymWeekOf } from "./week.ts";

/**
 * Entitlements: what lets a member book (decision records 0050, 0150, 0151). A booking uses
 * a membership that may book now and covers the class, while the member's weekly limit
 * allows, or else one credit of the grant valid at the class's start that expires first
 * (a `use` row of the credit ledger). The claim runs inside booking's write transaction,
 * after the session's and the member's rows are locked (lock order: session, member, then
 * the membership), so the place and what pays for it are taken or refused together; the
 * member's row lock is what keeps two bookings from spending one credit.
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

/**
 * The classes a member's memberships have paid for in the Monday–Sunday week of `startsAt`
 * (given-back ones do not count), as a query: the weekly limit is the member's, however
 * many memberships they have held that week (a lapsed one and its successor).
 */
function usedInWeek(trx: Trx, userId: string, startsAt: string) {
  const week = gymWeekOf(startsAt);
  return trx
    .selectFrom("booking_entitlements")
    .select((eb) => eb.fn.countAll<number | string>().as("used"))
    .where("user_id", "=", userId)
    .where("membership_id", "is not", null)
    .where("returned_at", "is", null)
    .where("starts_at", ">=", week.from)
    .where("starts_at", "<", week.to);
}

/** The classes the member's memberships paid for in the week of `startsAt`. */
export async function weeklyUse(trx: Trx, userId: string, startsAt: string): Promise<number> {
  return Number((await usedInWeek(trx, userId, startsAt).executeTakeFirstOrThrow()).used);
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
 * returns null when the member has none. Must run inside the booking's write transaction,
 * after the member's row is locked (bookSession and promotion from a waitlist lock it).
 */
export async function claimEntitlement(
  database: Kind,
  trx: Trx,
  claim: { userId: string; bookingId: string; startsAt: string; now: Date },
): Promise<Claim | null> {
  const { userId, startsAt, now } = claim;
  // Each membership with the member's use that week, in one statement: this runs while the session's row is locked.
  const memberships = await forUpdate(
    database,
    trx
      .selectFrom("memberships")
      .select(["id", "classes_per_week", usedInWeek(trx, userId, startsAt).as("used")])
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
  // The credit valid at the class's start that expires first. The member's row lock (booking
  // took it) orders one member's claims, so the balance read cannot change before the use is written.
  const validAt = new Date(Math.max(Date.parse(startsAt), now.getTime())).toISOString();
  const grantId = await spendCredit(trx, { userId, validAt, at: now, bookingId: claim.bookingId });
  if (grantId === null) return null;
  const used: Claim = { kind: "credit", creditGrantId: grantId };
  await recordClaim(trx, claim, used);
  return used;
}

/** Why a place gave back what it used, as the ledger's return row says it. */
export type ReturnCause = "cancelled" | "late-cancelled" | "gym-cancelled" | "no-show" | "refund";

const returnReasons: Record<ReturnCause, string> = {
  cancelled: "Cancelled in time",
  "late-cancelled": "Cancelled late; the gym keeps no credit for that",
  "gym-cancelled": "Class cancelled by the gym",
  "no-show": "Not attended; the gym keeps no credit for that",
  refund: "Cancelled by the gym with a refund",
};

/**
 * Gives back what `bookingId` used: a membership's week gets the class back; a credit
 * returns to its grant (a `return` row). Where the grant cannot take it back usefully:
 * - the gym cancelled and the grant has expired, or expires within 7 days: the credit comes
 *   back on a grant of its own, valid 7 days from now (decision 0151);
 * - the sale that bought it has been refunded: it is withdrawn again at once;
 * - otherwise expired (a no-show given back after the expiry): it expires again at once.
 * Does nothing for a booking that used nothing or was given back already, so a repeated
 * cancellation cannot mint credits. Runs in the caller's write transaction.
 */
export async function returnEntitlement(trx: Trx, bookingId: string, now: Date, cause: ReturnCause): Promise<boolean> {
  const returned = await trx
    .updateTable("booking_entitlements")
    .set({ returned_at: now.toISOString() })
    .where("booking_id", "=", bookingId)
    .where("returned_at", "is", null)
    .returning(["credit_grant_id", "user_id"])
    .executeTakeFirst();
  if (!returned) return false;
  if (returned.credit_grant_id === null) return true;
  const reason = returnReasons[cause];
  const actor = cause === "gym-cancelled" || cause === "refund" ? GYM : MEMBER;
  const extended = returnedCreditExpiry(now);
  // Most often the grant takes it back as it is: one statement.
  const back = { grantId: returned.credit_grant_id, at: now, bookingId, actor, reason };
  const validAfter = (cause === "gym-cancelled" ? new Date(extended.getTime() - 1) : now).toISOString();
  if (await returnToValidGrant(trx, { ...back, validAfter })) return true;
  const grant = await trx
    .selectFrom("credit_grants")
    .leftJoin("sales", "sales.id", "credit_grants.sale_id")
    .select([
      "credit_grants.id",
      "credit_grants.product_id",
      "credit_grants.sale_id",
      "credit_grants.expires_at",
      "sales.refunded_at",
    ])
    .where("credit_grants.id", "=", returned.credit_grant_id)
    .executeTakeFirstOrThrow();
  const row = { userId: returned.user_id, at: now, bookingId, actor };
  if (grant.refunded_at === null && cause === "gym-cancelled" && Date.parse(grant.expires_at) < extended.getTime()) {
    const id = await openGrant(trx, {
      userId: returned.user_id,
      productId: grant.product_id,
      saleId: grant.sale_id,
      oncePerPerson: false,
      credits: 1,
      at: now,
      expiresAt: extended,
      kind: "return",
      actor: GYM,
      reason: `${reason}; valid ${RETURNED_CREDIT_DAYS} more days`,
      bookingId,
    });
    // The booking now names the credit it gave back, so a later look finds it where it is.
    await trx
      .updateTable("booking_entitlements")
      .set({ credit_grant_id: id })
      .where("booking_id", "=", bookingId)
      .execute();
    return true;
  }
  await appendLedger(trx, { ...row, grantId: grant.id, kind: "return", credits: 1, reason });
  if (grant.refunded_at !== null) {
    await appendLedger(trx, {
      ...row,
      grantId: grant.id,
      kind: "withdraw",
      credits: -1,
      saleId: grant.sale_id,
      actor: SYSTEM,
      reason: "The payment for it was refunded",
    });
  } else if (Date.parse(grant.expires_at) <= now.getTime()) {
    await appendLedger(trx, { ...row, grantId: grant.id, kind: "expire", credits: -1, actor: SYSTEM, reason: null });
  }
  return true;
}

/**
 * A place given back for a no-show that staff then mark attended: what it used is taken
 * again (the member came, so the place was used after all). A credit the member has spent
 * since, or that has expired, cannot be: then the place keeps nothing, and the member is not
 * charged twice. True when taken again.
 */
export async function takeBackReturnedEntitlement(
  database: Kind,
  trx: Trx,
  bookingId: string,
  now: Date,
): Promise<boolean> {
  const entitlement = await trx
    .selectFrom("booking_entitlements")
    .select(["credit_grant_id", "returned_at", "user_id"])
    .where("booking_id", "=", bookingId)
    .executeTakeFirst();
  if (!entitlement || entitlement.returned_at === null) return false;
  if (entitlement.credit_grant_id !== null) {
    await lockMemberCredits(database, trx, entitlement.user_id);
    const grant = await trx
      .selectFrom("credit_grants")
      .select((eb) => creditsLeftOf(eb).as("left"))
      .where("id", "=", entitlement.credit_grant_id)
      .executeTakeFirst();
    if (!grant || Number(grant.left) <= 0) return false;
    await appendLedger(trx, {
      userId: entitlement.user_id,
      grantId: entitlement.credit_grant_id,
      kind: "use",
      credits: -1,
      at: now,
      bookingId,
      actor: SYSTEM,
      reason: "Marked attended after a no-show",
    });
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
