import { bookingRules } from "#app/content/booking-rules.ts";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import type { MembershipStatus } from "#app/platform/data/tables.ts";
import { clock } from "#app/platform/time/clock.ts";
import { creditsLeftOf, grantsWithCredits } from "./credit-ledger.server.ts";
import { graceEndsAt, mayBookNow, weeklyUse } from "./entitlements.server.ts";
import { gymWeekOf } from "./week.ts";

/**
 * What a member holds, as /account, the booking pages, the desk and the API show it: the
 * membership (whether it books now, and why not), this week's use, and the unexpired
 * credits, soonest to expire first.
 */

export interface MembershipView {
  id: string;
  /** The member whose it is. */
  userId: string;
  productId: string;
  /** The product's name now, or its id when the content no longer sells it. */
  name: string;
  status: MembershipStatus;
  /** The end of the paid period: the next renewal, or the end of a membership that does not renew. */
  renewsAt: string;
  /** Billed by Stripe (renews by itself) rather than bought at the desk month by month. */
  online: boolean;
  /** A cancelled subscription ends then; null while it renews. */
  cancelsAt: string | null;
  /** Past due: booking stops at this instant unless the payment goes through. */
  graceEndsAt: string | null;
  /** Whether it lets the member book now (active, or past due within the grace period). */
  books: boolean;
  /** null: unlimited. */
  classesPerWeek: number | null;
  /**
   * Classes the member's memberships paid for whose start lies in this Monday–Sunday week
   * (0 when not counted: `thisWeek: false`).
   */
  usedThisWeek: number;
}

export interface CreditView {
  id: string;
  productId: string | null;
  /** The product's name, or "Credits from the front desk" for an adjustment. */
  name: string;
  left: number;
  total: number;
  expiresAt: string;
}

export interface Entitlements {
  membership: MembershipView | null;
  credits: CreditView[];
  creditsLeft: number;
  /** Whether booking needs an entitlement at all in this gym (app/content/booking-rules.ts). */
  required: boolean;
}

export const ADJUSTMENT_NAME = "Credits from the front desk";

const productName = (id: string | null) => (id === null ? ADJUSTMENT_NAME : (currentProducts().find(id)?.name ?? id));

/**
 * What the member has now: the live membership with this week's use, and unexpired credits
 * by expiry, each grant's left the sum of its ledger rows. The schedule counts the weeks it
 * shows itself (`thisWeek: false`).
 */
export async function entitlementsOf(
  database: Database,
  userId: string,
  now: Date = clock.now(),
  { thisWeek = true }: { thisWeek?: boolean } = {},
): Promise<Entitlements> {
  const { db } = database;
  const [membershipRow, rows] = await Promise.all([
    db
      .selectFrom("memberships")
      .select([
        "id",
        "product_id",
        "status",
        "current_period_end",
        "classes_per_week",
        "stripe_subscription_id",
        "cancels_at",
        "past_due_since",
      ])
      .select((eb) => mayBookNow(eb, now).as("books"))
      .where("user_id", "=", userId)
      .where("status", "!=", "ended")
      .where((eb) => eb.or([eb("current_period_end", ">", now.toISOString()), eb("status", "=", "paused")]))
      .orderBy("current_period_end", "desc")
      .orderBy("id")
      .executeTakeFirst(),
    grantsWithCredits(db, userId, now.toISOString())
      .select((eb) => ["id", "product_id", "credits_total", "expires_at", creditsLeftOf(eb).as("left")])
      .execute(),
  ]);
  const membership: MembershipView | null = membershipRow
    ? {
        id: membershipRow.id,
        userId,
        productId: membershipRow.product_id,
        name: productName(membershipRow.product_id),
        status: membershipRow.status,
        renewsAt: membershipRow.current_period_end,
        online: membershipRow.stripe_subscription_id !== null,
        cancelsAt: membershipRow.cancels_at,
        graceEndsAt:
          membershipRow.status === "past_due" && membershipRow.past_due_since
            ? graceEndsAt(membershipRow.past_due_since).toISOString()
            : null,
        // SQLite answers a condition with 0/1, PostgreSQL with a boolean.
        books: Boolean(Number(membershipRow.books)),
        classesPerWeek: membershipRow.classes_per_week === null ? null : Number(membershipRow.classes_per_week),
        usedThisWeek: thisWeek ? await weeklyUse(db, userId, now.toISOString()) : 0,
      }
    : null;
  const credits = rows.map((row) => ({
    id: row.id,
    productId: row.product_id,
    name: productName(row.product_id),
    left: Number(row.left),
    total: Number(row.credits_total),
    expiresAt: row.expires_at,
  }));
  return {
    membership,
    credits,
    creditsLeft: credits.reduce((sum, credit) => sum + credit.left, 0),
    required: bookingRules.entitlementRequired,
  };
}

/** What booking one class would use, as the booking controls say it before the member books. */
export type BookingUse =
  | { kind: "membership"; name: string; used: number; limit: number | null }
  | { kind: "credit"; left: number; expiresAt: string }
  | { kind: "free" };

/**
 * For each class start, what a booking made now would use (null: nothing, so the member
 * must buy first). The same order as the claim: the membership while the member's week has
 * room, then the credit valid at the start that expires first. Weekly use is read once per
 * week shown.
 */
export async function bookingUses(
  database: Database,
  held: Entitlements,
  startsAt: string[],
): Promise<Map<string, BookingUse | null>> {
  const uses = new Map<string, BookingUse | null>();
  if (!held.required) {
    for (const start of startsAt) uses.set(start, { kind: "free" });
    return uses;
  }
  const { membership } = held;
  const usedByWeek = new Map<string, number>();
  if (membership?.books && membership.classesPerWeek !== null) {
    for (const start of startsAt) {
      const week = gymWeekOf(start).from;
      if (!usedByWeek.has(week)) usedByWeek.set(week, await weeklyUse(database.db, membership.userId, start));
    }
  }
  for (const start of startsAt) {
    // The credit a booking would take: valid at the class's start, the soonest to expire.
    const credit = held.credits.find((each) => Date.parse(each.expiresAt) > Date.parse(start));
    const covered =
      membership?.books &&
      (Date.parse(membership.renewsAt) > Date.parse(start) || (membership.online && membership.cancelsAt === null));
    const used = usedByWeek.get(gymWeekOf(start).from) ?? 0;
    if (membership && covered && (membership.classesPerWeek === null || used < membership.classesPerWeek)) {
      uses.set(start, { kind: "membership", name: membership.name, used, limit: membership.classesPerWeek });
    } else if (credit) {
      uses.set(start, { kind: "credit", left: credit.left, expiresAt: credit.expiresAt });
    } else {
      uses.set(start, null);
    }
  }
  return uses;
}

/** The member's memberships that Stripe bills and that have not ended. */
const billedOnline = (database: Database, userId: string) =>
  database.db
    .selectFrom("memberships")
    .where("user_id", "=", userId)
    .where("stripe_subscription_id", "is not", null)
    .where("status", "!=", "ended");

/** Whether the member has a membership Stripe still renews (not ended, not set to end): deleting the account would leave it billing. */
export async function renewsOnline(database: Database, userId: string): Promise<boolean> {
  const row = await billedOnline(database, userId).select("id").where("cancels_at", "is", null).executeTakeFirst();
  return row !== undefined;
}

/**
 * The product of the member's membership that Stripe bills and that is not over: it renews,
 * is past due or paused, or runs to the date it was cancelled for, whatever its paid period
 * says (a renewal's news may still be on its way). A second one would be a second subscription.
 */
export async function liveOnlineMembership(database: Database, userId: string, now: Date): Promise<string | null> {
  const row = await billedOnline(database, userId)
    .select("product_id")
    .where((eb) => eb.or([eb("cancels_at", "is", null), eb("cancels_at", ">", now.toISOString())]))
    .executeTakeFirst();
  return row?.product_id ?? null;
}
