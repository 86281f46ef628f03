import type { Kysely } from "kysely";
import { Temporal } from "temporal-polyfill";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import { type Database, forUpdate, type Tables } from "#app/platform/data/database.server.ts";

/**
 * What each membership sale paid for (migration 0105): the period from its start to its end,
 * written in the sale's transaction. A refund of the sale rolls the membership back by that
 * period (decision 0153): a renewal refunded takes its month off the end, the first month of
 * a renewed membership likewise (the month paid by the renewal runs from the start instead),
 * and a membership left with nothing paid ends at once.
 */

type Trx = Kysely<Tables>;

/** Records the period a membership sale paid for, in the sale's transaction. */
export async function recordMembershipPeriod(
  trx: Trx,
  period: { saleId: string; membershipId: string; userId: string; startsAt: Date | string; endsAt: Date | string },
): Promise<void> {
  const iso = (at: Date | string) => (typeof at === "string" ? at : at.toISOString());
  // A period is kept only where it has a length, compared as the database compares it (text):
  // a membership that never ends (year 9999, the tests' open one) extended past year 9999 is none.
  if (iso(period.endsAt) <= iso(period.startsAt) || iso(period.endsAt).startsWith("+")) return;
  await trx
    .insertInto("membership_periods")
    .values({
      sale_id: period.saleId,
      membership_id: period.membershipId,
      user_id: period.userId,
      starts_at: iso(period.startsAt),
      ends_at: iso(period.endsAt),
      rolled_back_at: null,
    })
    .onConflict((conflict) => conflict.column("sale_id").doNothing())
    .execute();
}

/** A month before `end` (31 Mar → 28/29 Feb), as Temporal clamps it: a period of a sale from before periods were kept. */
function oneMonthBefore(end: Date): Date {
  const before = Temporal.Instant.fromEpochMilliseconds(end.getTime())
    .toZonedDateTimeISO("UTC")
    .subtract({ months: 1 });
  return new Date(before.epochMilliseconds);
}

export interface MembershipRolledBack {
  membershipId: string;
  before: { status: string; runsUntil: string };
  after: { status: string; runsUntil: string };
}

/**
 * What a refund in full of `saleId` (a membership sale at the desk) does to the membership it
 * paid for: it runs one period less (the sale's own, or a month for a sale from before
 * periods were kept); one left with nothing paid past now (past its pause, if paused) ends
 * now. Undefined when nothing changes: a membership Stripe bills (its subscription says what
 * it is), one already over, or a sale already rolled back. Reads only (`lock`: under the
 * membership's row lock, for the refund's transaction).
 */
export async function planRollBack(
  database: Pick<Database, "kind">,
  trx: Trx,
  {
    saleId,
    userId,
    saleAt,
    now,
    lock = false,
  }: { saleId: string; userId: string; saleAt: string; now: Date; lock?: boolean },
): Promise<MembershipRolledBack | undefined> {
  const period = await periodOfSale(trx, saleId);
  if (period?.rolled_back_at) return undefined;
  const columns = ["id", "status", "current_period_end", "paused_at", "stripe_subscription_id"] as const;
  const locked = <Q extends { forUpdate(): Q }>(query: Q) => (lock ? forUpdate(database, query) : query);
  const membership = period
    ? await locked(
        trx.selectFrom("memberships").select(columns).where("id", "=", period.membership_id),
      ).executeTakeFirst()
    : // A sale from before periods were kept: the member's desk membership that ran when it was paid.
      await locked(
        trx
          .selectFrom("memberships")
          .select(columns)
          .where("user_id", "=", userId)
          .where("started_at", "<=", saleAt)
          .where("stripe_subscription_id", "is", null)
          .orderBy("current_period_end", "desc")
          .limit(1),
      ).executeTakeFirst();
  if (!membership || membership.stripe_subscription_id || membership.status === "ended") return undefined;
  const end = new Date(membership.current_period_end);
  const paused = membership.status === "paused" && membership.paused_at !== null;
  if (!paused && end.getTime() <= now.getTime()) return undefined;
  const length = period
    ? Date.parse(period.ends_at) - Date.parse(period.starts_at)
    : end.getTime() - oneMonthBefore(end).getTime();
  const rolledTo = new Date(end.getTime() - length);
  // Time stands still while paused: what is left of the period counts from the pause.
  const from = paused ? Date.parse(membership.paused_at ?? "") : now.getTime();
  return {
    membershipId: membership.id,
    before: { status: membership.status, runsUntil: membership.current_period_end },
    after:
      rolledTo.getTime() > from
        ? { status: membership.status, runsUntil: rolledTo.toISOString() }
        : { status: "ended", runsUntil: now.toISOString() },
  };
}

/**
 * For a refund in full of `saleId`, in the refund's transaction after the member's lock: the
 * rollback `planRollBack` describes, made. Null when nothing changes.
 */
export async function rollBackMembershipSale(
  database: Pick<Database, "kind">,
  trx: Trx,
  input: { saleId: string; userId: string; saleAt: string; now: Date },
): Promise<MembershipRolledBack | null> {
  const plan = await planRollBack(database, trx, { ...input, lock: true });
  if (!plan) return null;
  const { now } = input;
  await trx
    .updateTable("memberships")
    .set({
      status: plan.after.status as "active" | "paused" | "ended",
      current_period_end: plan.after.runsUntil,
      ...(plan.after.status === "ended" ? { paused_at: null } : {}),
      updated_at: now.toISOString(),
    })
    .where("id", "=", plan.membershipId)
    .execute();
  await trx
    .updateTable("membership_periods")
    .set({ rolled_back_at: now.toISOString() })
    .where("sale_id", "=", input.saleId)
    .execute();
  return plan;
}

/**
 * The membership a sale paid for, if it was a membership sale: by its period, by the
 * membership it started, or (a renewal from before periods were kept) the member's desk
 * membership running when it was paid.
 */
export async function membershipOfSale(
  trx: Trx,
  { saleId, userId, saleAt }: { saleId: string; userId: string; saleAt: string },
): Promise<{ id: string; status: string; runsUntil: string; online: boolean } | undefined> {
  const columns = ["id", "status", "current_period_end", "stripe_subscription_id"] as const;
  const period = await trx
    .selectFrom("membership_periods")
    .select("membership_id")
    .where("sale_id", "=", saleId)
    .executeTakeFirst();
  const row = period
    ? await trx.selectFrom("memberships").select(columns).where("id", "=", period.membership_id).executeTakeFirst()
    : ((await trx.selectFrom("memberships").select(columns).where("sale_id", "=", saleId).executeTakeFirst()) ??
      (await trx
        .selectFrom("memberships")
        .select(columns)
        .where("user_id", "=", userId)
        .where("started_at", "<=", saleAt)
        .where("stripe_subscription_id", "is", null)
        .orderBy("current_period_end", "desc")
        .limit(1)
        .executeTakeFirst()));
  return row
    ? {
        id: row.id,
        status: row.status,
        runsUntil: row.current_period_end,
        online: row.stripe_subscription_id !== null,
      }
    : undefined;
}

/** What a rollback of `saleId` would leave: the end the membership would run until, without changing it. */
export async function periodOfSale(trx: Trx, saleId: string) {
  return trx
    .selectFrom("membership_periods")
    .select(["membership_id", "starts_at", "ends_at", "rolled_back_at"])
    .where("sale_id", "=", saleId)
    .executeTakeFirst();
}

/** Whether a sale paid for a membership: its period was kept, or (from before they were) its product is one. */
export async function isMembershipSale(trx: Trx, sale: { id: string; productId: string }): Promise<boolean> {
  return (
    currentProducts().find(sale.productId)?.kind === "membership" || (await periodOfSale(trx, sale.id)) !== undefined
  );
}
