import type { Kysely } from "kysely";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import { type Database, forUpdate, type Tables } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import {
  type LedgerActor,
  memberCreditsLeft,
  NotEnoughCredits,
  openGrant,
  takeAwayCredits,
} from "./credit-ledger.server.ts";

/**
 * The front desk's changes to what a member holds: pause, resume or end a membership sold at
 * the desk, add or take away credits (refunds are app/features/refunds/). Each runs in one write
 * transaction that locks the member's row first, then what it changes (the order booking
 * uses: member, then membership or grant), and hands its outcome to `record` there, so the
 * audit entry exists exactly when the change does. A membership billed by Stripe is
 * changed in Stripe (the member's billing portal, the gym's Stripe Dashboard), never here:
 * the next event from Stripe would undo it.
 */

type Trx = Kysely<Tables>;
type Record<T> = (trx: Trx, outcome: T) => Promise<void>;

export type ChangeRefusal = "NO_MEMBERSHIP" | "BILLED_ONLINE" | "NOT_PAUSED" | "NOT_ENOUGH_CREDITS";

export class ChangeRefused extends Error {
  override name = "ChangeRefused";
  readonly code: ChangeRefusal;
  constructor(code: ChangeRefusal) {
    super(code);
    this.code = code;
  }
}

const DAY = 24 * 60 * 60 * 1000;

async function lockMember(database: Pick<Database, "kind">, trx: Trx, userId: string) {
  await forUpdate(database, trx.selectFrom("user").select("id").where("id", "=", userId)).executeTakeFirst();
}

/** The member's membership the desk may change: not ended, running or paused; refused when Stripe bills it. */
async function lockDeskMembership(database: Pick<Database, "kind">, trx: Trx, userId: string, now: Date) {
  await lockMember(database, trx, userId);
  const membership = await forUpdate(
    database,
    trx
      .selectFrom("memberships")
      .select(["id", "product_id", "status", "current_period_end", "paused_at", "stripe_subscription_id"])
      .where("user_id", "=", userId)
      .where("status", "!=", "ended")
      .where((eb) => eb.or([eb("current_period_end", ">", now.toISOString()), eb("status", "=", "paused")]))
      .orderBy("current_period_end", "desc")
      .limit(1),
  ).executeTakeFirst();
  if (!membership) throw new ChangeRefused("NO_MEMBERSHIP");
  if (membership.stripe_subscription_id) throw new ChangeRefused("BILLED_ONLINE");
  return membership;
}

export interface MembershipChanged {
  membershipId: string;
  product: string;
  before: { status: string; runsUntil: string };
  after: { status: string; runsUntil: string };
}

const productName = (id: string) => currentProducts().find(id)?.name ?? id;

/** A membership ended at `now` (the rows the caller picks): its paid period stops there. */
const endNow = (trx: Trx, now: Date) =>
  trx
    .updateTable("memberships")
    .set({ status: "ended", paused_at: null, current_period_end: now.toISOString(), updated_at: now.toISOString() });

/**
 * Pauses (booking with it stops), resumes (its end moves on by the time it was paused) or
 * ends a desk membership.
 */
export async function changeMembership(
  database: Database,
  { userId, change, now = clock.now() }: { userId: string; change: "pause" | "resume" | "end"; now?: Date },
  record?: Record<MembershipChanged>,
): Promise<MembershipChanged> {
  return database.writeTransaction(async (trx) => {
    const membership = await lockDeskMembership(database, trx, userId, now);
    const before = { status: membership.status, runsUntil: membership.current_period_end };
    let after = before;
    if (change === "pause") {
      if (membership.status === "paused") throw new ChangeRefused("NOT_PAUSED");
      after = { status: "paused", runsUntil: before.runsUntil };
      await trx
        .updateTable("memberships")
        .set({ status: "paused", paused_at: now.toISOString(), updated_at: now.toISOString() })
        .where("id", "=", membership.id)
        .execute();
    } else if (change === "resume") {
      if (membership.status !== "paused" || !membership.paused_at) throw new ChangeRefused("NOT_PAUSED");
      const paused = now.getTime() - Date.parse(membership.paused_at);
      after = { status: "active", runsUntil: new Date(Date.parse(before.runsUntil) + paused).toISOString() };
      await trx
        .updateTable("memberships")
        .set({ status: "active", paused_at: null, current_period_end: after.runsUntil, updated_at: now.toISOString() })
        .where("id", "=", membership.id)
        .execute();
    } else {
      after = { status: "ended", runsUntil: now.toISOString() };
      await endNow(trx, now).where("id", "=", membership.id).execute();
    }
    const outcome = { membershipId: membership.id, product: productName(membership.product_id), before, after };
    await record?.(trx, outcome);
    return outcome;
  });
}

export interface CreditsAdjusted {
  change: number;
  before: number;
  after: number;
}

/**
 * Adds `change` credits (a grant of the desk's own, expiring after `validDays`: an `adjust`
 * row) or takes `-change` away from the grants that expire first (an `adjust` row per grant);
 * refused when the member has fewer. `actor` is who at the desk, `reason` why: both go on
 * the ledger's rows, which the member sees in their history.
 */
export async function adjustCredits(
  database: Database,
  {
    userId,
    change,
    reason,
    validDays,
    actor,
    now = clock.now(),
  }: { userId: string; change: number; reason: string; validDays: number; actor: LedgerActor; now?: Date },
  record?: Record<CreditsAdjusted>,
): Promise<CreditsAdjusted> {
  return database.writeTransaction(async (trx) => {
    await lockMember(database, trx, userId);
    const before = await memberCreditsLeft(trx, userId, now);
    if (change > 0) {
      await openGrant(trx, {
        userId,
        productId: null,
        saleId: null,
        oncePerPerson: false,
        credits: change,
        at: now,
        expiresAt: new Date(now.getTime() + validDays * DAY),
        kind: "adjust",
        actor,
        reason,
      });
    } else {
      try {
        await takeAwayCredits(database, trx, { userId, credits: -change, now, actor, reason });
      } catch (error) {
        if (error instanceof NotEnoughCredits) throw new ChangeRefused("NOT_ENOUGH_CREDITS");
        throw error;
      }
    }
    const outcome = { change, before, after: before + change };
    await record?.(trx, outcome);
    return outcome;
  });
}
