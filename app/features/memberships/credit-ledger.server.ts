import { randomUUID } from "node:crypto";
import { type ExpressionBuilder, type Kysely, sql } from "kysely";
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

const LEDGER_COLUMNS = [
  "user_id",
  "grant_id",
  "kind",
  "credits",
  "at",
  "booking_id",
  "sale_id",
  "actor_id",
  "actor",
  "reason",
] as const;

/**
 * A booking takes one credit of the member's grant valid at `validAt` that expires first: its
 * `use` row, found and written in one statement (booking's transaction is short of round
 * trips). Returns the grant, or null when the member has no such credit. The caller holds
 * the member's row lock (booking takes it before the claim).
 */
export async function spendCredit(
  trx: Trx,
  use: { userId: string; validAt: string; at: Date; bookingId: string },
): Promise<string | null> {
  const taken = await trx
    .insertInto("credit_ledger")
    .columns(LEDGER_COLUMNS)
    .expression(
      grantsWithCredits(trx, use.userId, use.validAt)
        .select((eb) => [
          eb.val(use.userId).as("user_id"),
          "credit_grants.id as grant_id",
          eb.val("use").as("kind"),
          // A literal: PostgreSQL types a parameter in a SELECT list as text.
          sql<number>`-1`.as("credits"),
          eb.val(use.at.toISOString()).as("at"),
          eb.val(use.bookingId).as("booking_id"),
          sql<null>`NULL`.as("sale_id"),
          sql<null>`NULL`.as("actor_id"),
          eb.val(MEMBER.label).as("actor"),
          sql<null>`NULL`.as("reason"),
        ])
        .limit(1),
    )
    .returning("grant_id")
    .executeTakeFirst();
  return taken?.grant_id ?? null;
}

/**
 * A credit given back to its grant, when the grant is valid after `validAfter` and its sale
 * not refunded: the `return` row, checked and written in one statement. False, writing
 * nothing, otherwise (the caller decides what else happens to it).
 */
export async function returnToValidGrant(
  trx: Trx,
  back: { grantId: string; validAfter: string; at: Date; bookingId: string; actor: LedgerActor; reason: string },
): Promise<boolean> {
  const returned = await trx
    .insertInto("credit_ledger")
    .columns(LEDGER_COLUMNS)
    .expression(
      trx
        .selectFrom("credit_grants")
        .leftJoin("sales", "sales.id", "credit_grants.sale_id")
        .select((eb) => [
          "credit_grants.user_id",
          "credit_grants.id as grant_id",
          eb.val("return").as("kind"),
          sql<number>`1`.as("credits"),
          eb.val(back.at.toISOString()).as("at"),
          eb.val(back.bookingId).as("booking_id"),
          sql<null>`NULL`.as("sale_id"),
          sql<string | null>`${back.actor.id}`.as("actor_id"),
          eb.val(back.actor.label).as("actor"),
          eb.val(back.reason).as("reason"),
        ])
        .where("credit_grants.id", "=", back.grantId)
        .where("credit_grants.expires_at", ">", back.validAfter)
        .where("sales.refunded_at", "is", null),
    )
    .returning("grant_id")
    .executeTakeFirst();
  return returned !== undefined;
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
async function takeCredits(
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

/** The member whose grants a sale bought, or null when it bought no credits. */
async function saleHolder(trx: Trx, saleId: string): Promise<string | null> {
  const row = await trx.selectFrom("credit_grants").select("user_id").where("sale_id", "=", saleId).executeTakeFirst();
  return row?.user_id ?? null;
}

/**
 * For refunds: the credits the sale's grants have left and may still be used (unexpired at
 * `now`). 0 for a sale that bought none (a membership).
 */
export async function saleCreditsLeft(trx: Trx, saleId: string, now: Date): Promise<number> {
  const rows = await trx
    .selectFrom("credit_grants")
    .select((eb) => creditsLeftOf(eb).as("left"))
    .where("sale_id", "=", saleId)
    .where("expires_at", ">", now.toISOString())
    .execute();
  return rows.reduce((sum, row) => sum + Number(row.left), 0);
}

/**
 * For refunds: withdraws `credits` of what the sale bought (a `withdraw` row per grant of
 * the sale touched, naming the sale), inside the caller's write transaction; refused
 * (NotEnoughCredits) when the sale's unexpired grants have fewer left. Holds the member's
 * row lock (take it first if the caller locks other rows of theirs: member, then grant).
 */
export async function withdrawSaleCredits(
  database: Kind,
  trx: Trx,
  {
    saleId,
    credits,
    now,
    actor,
    reason,
  }: { saleId: string; credits: number; now: Date; actor: LedgerActor; reason: string },
): Promise<number> {
  if (!Number.isInteger(credits) || credits < 0) throw new RangeError("credits: a whole number from 0");
  if (credits === 0) return 0;
  const userId = await saleHolder(trx, saleId);
  if (userId === null) throw new NotEnoughCredits(credits, 0);
  const taken = await takeCredits(database, trx, { userId, credits, now, kind: "withdraw", actor, reason, saleId });
  return taken.reduce((sum, row) => sum + row.credits, 0);
}

/**
 * For refunds: the bookings holding a credit of the sale's grants that has not been given
 * back (upcoming or past), soonest first: what the desk may choose to cancel with a refund.
 */
export async function bookingsUsingSaleCredits(
  trx: Trx,
  saleId: string,
): Promise<{ bookingId: string; startsAt: string }[]> {
  const rows = await trx
    .selectFrom("booking_entitlements")
    .innerJoin("credit_grants", "credit_grants.id", "booking_entitlements.credit_grant_id")
    .select(["booking_entitlements.booking_id", "booking_entitlements.starts_at"])
    .where("credit_grants.sale_id", "=", saleId)
    .where("booking_entitlements.returned_at", "is", null)
    .orderBy("booking_entitlements.starts_at")
    .orderBy("booking_entitlements.booking_id")
    .execute();
  return rows.map((row) => ({ bookingId: row.booking_id, startsAt: row.starts_at }));
}

/** How long a credit the gym gives back stays valid at least (decision 0151). */
export const RETURNED_CREDIT_DAYS = 7;

export function returnedCreditExpiry(now: Date): Date {
  return new Date(now.getTime() + RETURNED_CREDIT_DAYS * DAY);
}
