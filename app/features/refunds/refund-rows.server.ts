import type { Kysely } from "kysely";
import { type Database, forUpdate, type Tables } from "#app/platform/data/database.server.ts";
import type { RefundsTable } from "#app/platform/data/tables.ts";

/**
 * The refunds table (migration 0105): one row per refund, full or partial, at the desk or in
 * Stripe, and per card dispute lost. The refunds feature owns it; others read it through
 * here (a payment's history, the books, the reports read their own aggregates).
 */

type Trx = Kysely<Tables>;

export type RefundMethod = RefundsTable["method"];

export interface RefundRecord {
  id: string;
  saleId: string;
  kind: RefundsTable["kind"];
  status: RefundsTable["status"];
  amount: number;
  currency: string;
  method: RefundMethod;
  reason: string;
  requestedAt: string;
  refundedAt: string | null;
  refundedById: string | null;
  refundedBy: string;
  /** The credits asked to be withdrawn; null: all there are. */
  withdrawCredits: number | null;
  cancelBookings: string[];
  creditsWithdrawn: number;
  bookingsCancelled: number;
  membershipRolledBack: boolean;
  stripeRefundId: string | null;
  stripeDisputeId: string | null;
}

export function refundOfRow(row: RefundsTable): RefundRecord {
  return {
    id: row.id,
    saleId: row.sale_id,
    kind: row.kind,
    status: row.status,
    amount: Number(row.amount),
    currency: row.currency,
    method: row.method,
    reason: row.reason,
    requestedAt: row.requested_at,
    refundedAt: row.refunded_at,
    refundedById: row.refunded_by_id,
    refundedBy: row.refunded_by,
    withdrawCredits: row.withdraw_credits === null ? null : Number(row.withdraw_credits),
    cancelBookings: JSON.parse(row.cancel_bookings) as string[],
    creditsWithdrawn: Number(row.credits_withdrawn),
    bookingsCancelled: Number(row.bookings_cancelled),
    membershipRolledBack: Number(row.membership_rolled_back) === 1,
    stripeRefundId: row.stripe_refund_id,
    stripeDisputeId: row.stripe_dispute_id,
  };
}

export async function refundById(db: Kysely<Tables>, id: string): Promise<RefundRecord | undefined> {
  const row = await db.selectFrom("refunds").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? refundOfRow(row) : undefined;
}

/** The refund's row, locked for the rest of the transaction: whoever records a pending refund does so once. */
export async function lockRefund(database: Pick<Database, "kind">, trx: Trx, id: string) {
  const row = await forUpdate(database, trx.selectFrom("refunds").selectAll().where("id", "=", id)).executeTakeFirst();
  return row ? refundOfRow(row) : undefined;
}

export async function refundByStripeId(db: Kysely<Tables>, stripeRefundId: string) {
  const row = await db
    .selectFrom("refunds")
    .selectAll()
    .where("stripe_refund_id", "=", stripeRefundId)
    .executeTakeFirst();
  return row ? refundOfRow(row) : undefined;
}

/** What of a sale has gone back (recorded) and is on its way back through Stripe (pending). */
export async function refundedSoFar(
  db: Kysely<Tables>,
  saleId: string,
  except?: string,
): Promise<{ recorded: number; pending: number }> {
  let query = db
    .selectFrom("refunds")
    .select(["status", (eb) => eb.fn.sum<number | string>("amount").as("amount")])
    .where("sale_id", "=", saleId)
    .groupBy("status");
  if (except) query = query.where("id", "!=", except);
  const rows = await query.execute();
  const of = (status: string) => Number(rows.find((row) => row.status === status)?.amount ?? 0);
  return { recorded: of("recorded"), pending: of("pending") };
}

export interface NewRefund {
  id: string;
  saleId: string;
  kind: RefundsTable["kind"];
  amount: number;
  currency: string;
  method: RefundMethod;
  reason: string;
  at: Date;
  by: { id: string | null; label: string };
  withdrawCredits: number | null;
  cancelBookings: readonly string[];
  stripeRefundId?: string | null;
  stripeDisputeId?: string | null;
}

/** A refund's row as it is asked: pending until `recordRefund` applies it (in the same transaction at the desk). */
export async function insertPendingRefund(trx: Trx, refund: NewRefund): Promise<void> {
  await trx
    .insertInto("refunds")
    .values({
      id: refund.id,
      sale_id: refund.saleId,
      kind: refund.kind,
      status: "pending",
      amount: refund.amount,
      currency: refund.currency,
      method: refund.method,
      reason: refund.reason,
      requested_at: refund.at.toISOString(),
      refunded_at: null,
      refunded_by_id: refund.by.id,
      refunded_by: refund.by.label,
      withdraw_credits: refund.withdrawCredits,
      cancel_bookings: JSON.stringify(refund.cancelBookings),
      credits_withdrawn: 0,
      bookings_cancelled: 0,
      membership_rolled_back: 0,
      stripe_refund_id: refund.stripeRefundId ?? null,
      stripe_dispute_id: refund.stripeDisputeId ?? null,
    })
    .execute();
}

/** A refund's lines as a payment's history shows them: recorded ones with their credit note, oldest first. */
export interface RefundLine {
  id: string;
  saleId: string;
  kind: RefundsTable["kind"];
  status: RefundsTable["status"];
  amount: number;
  currency: string;
  method: RefundMethod;
  reason: string;
  /** When it was recorded, or asked (pending). */
  at: string;
  creditNoteNumber: string | null;
}

/** The refunds of these sales, recorded and pending, with their credit notes, oldest first per sale. */
export async function refundsOfSales(
  db: Kysely<Tables>,
  saleIds: readonly string[],
): Promise<Map<string, RefundLine[]>> {
  const found = new Map<string, RefundLine[]>();
  if (saleIds.length === 0) return found;
  const rows = await db
    .selectFrom("refunds")
    .leftJoin("credit_notes", "credit_notes.refund_id", "refunds.id")
    .select([
      "refunds.id",
      "refunds.sale_id",
      "refunds.kind",
      "refunds.status",
      "refunds.amount",
      "refunds.currency",
      "refunds.method",
      "refunds.reason",
      "refunds.requested_at",
      "refunds.refunded_at",
      "credit_notes.number",
    ])
    .where("refunds.sale_id", "in", [...saleIds])
    .orderBy("refunds.requested_at")
    .orderBy("refunds.id")
    .execute();
  for (const row of rows) {
    const lines = found.get(row.sale_id) ?? [];
    lines.push({
      id: row.id,
      saleId: row.sale_id,
      kind: row.kind,
      status: row.status,
      amount: Number(row.amount),
      currency: row.currency,
      method: row.method,
      reason: row.reason,
      at: row.refunded_at ?? row.requested_at,
      creditNoteNumber: row.number,
    });
    found.set(row.sale_id, lines);
  }
  return found;
}

/** What is left of a sale to refund: its amount less what has gone back or is on its way (0 for no such sale). */
export async function amountLeftToRefund(database: Pick<Database, "db">, saleId: string): Promise<number> {
  const sale = await database.db.selectFrom("sales").select("amount").where("id", "=", saleId).executeTakeFirst();
  if (!sale) return 0;
  const { recorded, pending } = await refundedSoFar(database.db, saleId);
  return Math.max(Number(sale.amount) - recorded - pending, 0);
}

/** Refunds sent through Stripe (its refund id known), by that id: what the payments sync compares with Stripe's. */
export async function stripeRefundsByIds(
  db: Kysely<Tables>,
  stripeRefundIds: readonly string[],
): Promise<Map<string, { saleId: string; amount: number; status: RefundsTable["status"] }>> {
  const found = new Map<string, { saleId: string; amount: number; status: RefundsTable["status"] }>();
  for (let at = 0; at < stripeRefundIds.length; at += 500) {
    const rows = await db
      .selectFrom("refunds")
      .select(["stripe_refund_id", "sale_id", "amount", "status"])
      .where("stripe_refund_id", "in", stripeRefundIds.slice(at, at + 500))
      .execute();
    for (const row of rows) {
      if (row.stripe_refund_id)
        found.set(row.stripe_refund_id, { saleId: row.sale_id, amount: Number(row.amount), status: row.status });
    }
  }
  return found;
}

/** Refunds through Stripe recorded from `from` to `to` (both included): those the sync checks Stripe still has. */
export async function stripeRefundsBetween(db: Kysely<Tables>, from: Date, to: Date) {
  return db
    .selectFrom("refunds")
    .select(["id", "sale_id", "amount", "currency", "stripe_refund_id"])
    .where("method", "=", "stripe")
    .where("kind", "=", "refund")
    .where("status", "=", "recorded")
    .where("refunded_at", ">=", from.toISOString())
    .where("refunded_at", "<=", to.toISOString())
    .execute();
}
