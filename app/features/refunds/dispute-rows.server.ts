import type { Kysely } from "kysely";
import type { Tables } from "#app/platform/data/database.server.ts";

/** Stripe's disputes of our online sales (migration 0105), as Stripe last said. */

type Trx = Kysely<Tables>;

/** Statuses after which a dispute moves no more money: won, lost, or an inquiry closed. */
export const CLOSED_DISPUTE_STATUSES = ["won", "lost", "warning_closed"] as const;

export interface DisputeState {
  id: string;
  saleId: string;
  chargeId: string;
  amount: number;
  currency: string;
  status: string;
  reason: string;
  openedAt: string;
}

/** The dispute as Stripe says it is now: one row per dispute, written again with every event about it. */
export async function saveDispute(trx: Trx, dispute: DisputeState, now: Date): Promise<void> {
  const closed = (CLOSED_DISPUTE_STATUSES as readonly string[]).includes(dispute.status);
  await trx
    .insertInto("disputes")
    .values({
      id: dispute.id,
      sale_id: dispute.saleId,
      charge_id: dispute.chargeId,
      amount: dispute.amount,
      currency: dispute.currency,
      status: dispute.status,
      reason: dispute.reason,
      opened_at: dispute.openedAt,
      updated_at: now.toISOString(),
      closed_at: closed ? now.toISOString() : null,
    })
    .onConflict((conflict) =>
      conflict.column("id").doUpdateSet({
        status: dispute.status,
        amount: dispute.amount,
        reason: dispute.reason,
        updated_at: now.toISOString(),
        // The moment it first closed stays.
        closed_at: (eb) => eb.fn.coalesce("disputes.closed_at", eb.val(closed ? now.toISOString() : null)),
      }),
    )
    .execute();
}

/** A dispute of the sale still open: its money may yet go, so the desk does not refund it meanwhile. */
export async function openDisputeOf(trx: Trx, saleId: string): Promise<boolean> {
  const row = await trx
    .selectFrom("disputes")
    .select("id")
    .where("sale_id", "=", saleId)
    .where("status", "not in", [...CLOSED_DISPUTE_STATUSES])
    .executeTakeFirst();
  return row !== undefined;
}

/** The disputes of these sales as their payment's history shows them. */
export async function disputesOfSales(
  db: Trx,
  saleIds: readonly string[],
): Promise<Map<string, { id: string; status: string; amount: number; currency: string }[]>> {
  const found = new Map<string, { id: string; status: string; amount: number; currency: string }[]>();
  if (saleIds.length === 0) return found;
  const rows = await db
    .selectFrom("disputes")
    .select(["id", "sale_id", "status", "amount", "currency"])
    .where("sale_id", "in", [...saleIds])
    .orderBy("opened_at")
    .execute();
  for (const row of rows) {
    found.set(row.sale_id, [
      ...(found.get(row.sale_id) ?? []),
      { id: row.id, status: row.status, amount: Number(row.amount), currency: row.currency },
    ]);
  }
  return found;
}
