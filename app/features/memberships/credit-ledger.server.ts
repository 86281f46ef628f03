import { randomUUID } from "node:crypto";
import type { ExpressionBuilder, Kysely } from "kysely";
import { type Database, forUpdate, type Tables } from "#app/platform/data/database.server.ts";
import type { CreditLedgerKind } from "#app/platform/data/tables.ts";

/**
 * The credit ledger (decision 0150): every change of a member's class credits is a row of
 * `credit_ledger` (a grant, a use, a return, an adjustment, an expiry, a withdrawal), and
 * what a grant has left, or a member, is the sum of its rows. Nothing is ever updated.
 *
 * Writers that add or take a fixed amount whatever the balance (a new grant, a credit given
 * back) write their row. Writers that first read a balance (a booking's use, the desk's
 * take-away, a withdrawal, the expiry sweep, a no-show taken again) hold the member's row
 * lock first (`lockMemberCredits`; booking takes it already, after the session's), so two of
 * them never spend the same credit, on any number of servers.
 */

type Trx = Kysely<Tables>;
type Kind = Pick<Database, "kind">;

/** Who made a change: a staff account, or (id null) the member, the gym, the system. */
export interface LedgerActor {
  id: string | null;
  label: string;
}

export const MEMBER: LedgerActor = { id: null, label: "member" };
export const GYM: LedgerActor = { id: null, label: "gym" };
export const SYSTEM: LedgerActor = { id: null, label: "system" };

const DAY = 24 * 60 * 60 * 1000;

export interface LedgerRow {
  userId: string;
  grantId: string;
  kind: CreditLedgerKind;
  credits: number;
  at: Date | string;
  bookingId?: string | null;
  saleId?: string | null;
  actor: LedgerActor;
  reason?: string | null;
}

/** Writes one row of the ledger, in the caller's transaction. */
export async function appendLedger(trx: Trx, row: LedgerRow): Promise<void> {
  await trx
    .insertInto("credit_ledger")
    .values({
      user_id: row.userId,
      grant_id: row.grantId,
      kind: row.kind,
      credits: row.credits,
      at: typeof row.at === "string" ? row.at : row.at.toISOString(),
      booking_id: row.bookingId ?? null,
      sale_id: row.saleId ?? null,
      actor_id: row.actor.id,
      actor: row.actor.label,
      reason: row.reason ?? null,
    })
    .execute();
}

/** The credits a grant has left: the sum of its rows (as a subquery of a query on credit_grants). */
export function creditsLeftOf(eb: ExpressionBuilder<Tables, "credit_grants">) {
  return eb
    .selectFrom("credit_ledger")
    .select((inner) =>
      inner.fn.coalesce(inner.fn.sum<number | string>("credit_ledger.credits"), inner.val(0)).as("left"),
    )
    .whereRef("credit_ledger.grant_id", "=", "credit_grants.id");
}

/**
 * The member's grants with credits left that are valid at `validAt` (a class's start, or
 * now), the one to use first first: soonest to expire, then oldest. Select what you need.
 */
export function grantsWithCredits(trx: Trx, userId: string, validAt: string) {
  return trx
    .selectFrom("credit_grants")
    .where("user_id", "=", userId)
    .where("expires_at", ">", validAt)
    .where((eb) => eb(creditsLeftOf(eb), ">", 0))
    .orderBy("expires_at")
    .orderBy("created_at")
    .orderBy("id");
}

/** The member's row lock, which orders every change of their credits that reads a balance first. */
export async function lockMemberCredits(database: Kind, trx: Trx, userId: string): Promise<void> {
  await forUpdate(database, trx.selectFrom("user").select("id").where("id", "=", userId)).executeTakeFirst();
}

/** The member's credits left over every grant unexpired at `now`. */
export async function memberCreditsLeft(trx: Trx, userId: string, now: Date): Promise<number> {
  const rows = await grantsWithCredits(trx, userId, now.toISOString())
    .select((eb) => creditsLeftOf(eb).as("left"))
    .execute();
  return rows.reduce((sum, row) => sum + Number(row.left), 0);
}

export interface NewGrant {
  userId: string;
  /** null: the desk's own credits (an adjustment). */
  productId: string | null;
  saleId: string | null;
  oncePerPerson: boolean;
  credits: number;
  at: Date;
  expiresAt: Date;
  /** Its first row: a sale's `grant`, the desk's `adjust`, or a credit the gym gave back (`return`). */
  kind: "grant" | "adjust" | "return";
  actor: LedgerActor;
  reason: string | null;
  bookingId?: string | null;
}

/** A new grant and its first row, in the caller's transaction. Returns its id. */
export async function openGrant(trx: Trx, grant: NewGrant): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto("credit_grants")
    .values({
      id,
      user_id: grant.userId,
      product_id: grant.productId,
      sale_id: grant.saleId,
      once_per_person: grant.oncePerPerson ? 1 : 0,
      credits_total: grant.credits,
      reason: grant.reason,
      created_at: grant.at.toISOString(),
      expires_at: grant.expiresAt.toISOString(),
    })
    .execute();
  await appendLedger(trx, {
    userId: grant.userId,
    grantId: id,
    kind: grant.kind,
    credits: grant.credits,
    at: grant.at,
    bookingId: grant.bookingId ?? null,
    saleId: grant.saleId,
    actor: grant.actor,
    reason: grant.reason,
  });
  return id;
}

/** Fewer credits left than a take-away or a withdrawal asked for: nothing was taken. */
export class NotEnoughCredits extends Error {
  override name = "NotEnoughCredits";
  readonly asked: number;
  readonly left: number;
  constructor(asked: number, left: number) {
    super(`${asked} credits asked for, ${left} left`);
    this.asked = asked;
    this.left = left;
  }
}

/**
 * Takes `credits` from the member's unexpired grants (or those of one sale), soonest to
 * expire first, as `kind` rows; refused (NotEnoughCredits) when they hold fewer. Holds the
 * member's row lock. Returns the rows written, per grant.
 */
export async function takeCredits(
  database: Kind,
  trx: Trx,
  take: {
    userId: string;
    credits: number;
    now: Date;
    kind: "adjust" | "withdraw";
    actor: LedgerActor;
    reason: string | null;
    saleId?: string;
  },
): Promise<{ grantId: string; credits: number }[]> {
  await lockMemberCredits(database, trx, take.userId);
  let query = grantsWithCredits(trx, take.userId, take.now.toISOString()).select((eb) => [
    "id",
    "sale_id",
    creditsLeftOf(eb).as("left"),
  ]);
  if (take.saleId !== undefined) query = query.where("sale_id", "=", take.saleId);
  const grants = await query.execute();
  const left = grants.reduce((sum, grant) => sum + Number(grant.left), 0);
  if (left < take.credits) throw new NotEnoughCredits(take.credits, left);
  const taken: { grantId: string; credits: number }[] = [];
  let toTake = take.credits;
  for (const grant of grants) {
    if (toTake === 0) break;
    const amount = Math.min(toTake, Number(grant.left));
    await appendLedger(trx, {
      userId: take.userId,
      grantId: grant.id,
      kind: take.kind,
      credits: -amount,
      at: take.now,
      saleId: take.kind === "withdraw" ? grant.sale_id : null,
      actor: take.actor,
      reason: take.reason,
    });
    taken.push({ grantId: grant.id, credits: amount });
    toTake -= amount;
  }
  return taken;
}

/** The desk takes credits away (an `adjust` row per grant touched), soonest to expire first. */
export function takeAwayCredits(
  database: Kind,
  trx: Trx,
  take: { userId: string; credits: number; now: Date; actor: LedgerActor; reason: string },
) {
  return takeCredits(database, trx, { ...take, kind: "adjust" });
}

/** How long a credit the gym gives back stays valid at least (decision 0151). */
export const RETURNED_CREDIT_DAYS = 7;

export function returnedCreditExpiry(now: Date): Date {
  return new Date(now.getTime() + RETURNED_CREDIT_DAYS * DAY);
}
