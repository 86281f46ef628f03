import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { type Database, forUpdate, type Tables } from "#app/platform/data/database.server.ts";
import { type DisputeState, saveDispute } from "./dispute-rows.server.ts";
import { type RecordedRefund, type RefundEffects, recordRefund } from "./record-refund.server.ts";
import { insertPendingRefund, lockRefund, refundByStripeId, refundedSoFar } from "./refund-rows.server.ts";

/**
 * What Stripe tells of refunds and disputes, mirrored on our sales (decision 0154), inside the
 * event's transaction (features/payments), keyed by Stripe's ids so that every event may
 * come twice and in any order:
 * - a refund Stripe made: the desk's own pending refund when its metadata names one (the desk
 *   asked; whichever of the desk and the webhook comes first records it, with the desk's
 *   choices), else a refund of its own made in Stripe's Dashboard: recorded as Stripe's,
 *   money only, unless it completes the sale, when the unused credits go too;
 * - a dispute: kept as Stripe last said; lost, the money is gone: a 'dispute' refund row
 *   (the credit note keeps revenue right), every unused credit withdrawn. Won or an inquiry
 *   closed: nothing lost.
 */

type Trx = Kysely<Tables>;

export interface StripeRefundFacts {
  id: string;
  amount: number;
  /** Stripe's status: succeeded and pending are money on its way back; failed and canceled are not. */
  status: string | null;
  reason: string | null;
  /** `metadata.refundId`: the desk's pending refund it was made for. */
  deskRefundId: string | null;
}

export const STRIPE_ACTOR = { id: null, label: "Stripe" } as const;

const dashboardReasons: Record<string, string> = {
  duplicate: "Refunded in Stripe: a duplicate payment",
  fraudulent: "Refunded in Stripe: fraudulent",
  requested_by_customer: "Refunded in Stripe at the member's request",
  expired_uncaptured_charge: "Refunded in Stripe: never captured",
};

/** A Stripe refund of `saleId`'s payment, recorded once. Null when there is nothing to record (failed, canceled). */
export async function recordStripeRefund(
  database: Database,
  trx: Trx,
  { saleId, refund, effects, now }: { saleId: string; refund: StripeRefundFacts; effects: RefundEffects; now: Date },
): Promise<RecordedRefund | null> {
  if (refund.status !== "succeeded" && refund.status !== "pending") return null;
  const known = await refundByStripeId(trx, refund.id);
  if (known) return recordRefund(database, trx, known.id, effects, now);
  if (refund.deskRefundId) {
    const desk = await lockRefund(database, trx, refund.deskRefundId);
    if (desk && desk.saleId === saleId && (desk.stripeRefundId === null || desk.stripeRefundId === refund.id)) {
      // The desk asked for it: recorded with the desk's choices, by whichever of the two comes first.
      await trx
        .updateTable("refunds")
        .set({ stripe_refund_id: refund.id })
        .where("id", "=", desk.id)
        .where("stripe_refund_id", "is", null)
        .execute();
      return recordRefund(database, trx, desk.id, effects, now);
    }
  }
  const sale = await forUpdate(
    database,
    trx.selectFrom("sales").select(["id", "amount", "currency"]).where("id", "=", saleId),
  ).executeTakeFirstOrThrow();
  const { recorded } = await refundedSoFar(trx, saleId);
  const completes = recorded + refund.amount >= Number(sale.amount);
  const id = randomUUID();
  await insertPendingRefund(trx, {
    id,
    saleId,
    kind: "refund",
    amount: Math.min(refund.amount, Number(sale.amount) - recorded),
    currency: sale.currency,
    method: "stripe",
    reason: (refund.reason && dashboardReasons[refund.reason]) || "Refunded in Stripe",
    at: now,
    by: STRIPE_ACTOR,
    // Made in Stripe: the money alone, unless it leaves nothing paid for them.
    withdrawCredits: completes ? null : 0,
    cancelBookings: [],
    stripeRefundId: refund.id,
  });
  return recordRefund(database, trx, id, effects, now);
}

/**
 * A dispute as Stripe says it is now; lost, its money recorded as gone (once, by the
 * dispute's id), up to what is left of the sale.
 */
export async function recordDispute(
  database: Database,
  trx: Trx,
  { dispute, effects, now }: { dispute: DisputeState; effects: RefundEffects; now: Date },
): Promise<RecordedRefund | null> {
  await saveDispute(trx, dispute, now);
  if (dispute.status !== "lost") return null;
  const known = await trx
    .selectFrom("refunds")
    .select("id")
    .where("stripe_dispute_id", "=", dispute.id)
    .executeTakeFirst();
  if (known) return recordRefund(database, trx, known.id, effects, now);
  const sale = await forUpdate(
    database,
    trx.selectFrom("sales").select(["id", "amount", "currency"]).where("id", "=", dispute.saleId),
  ).executeTakeFirstOrThrow();
  const { recorded } = await refundedSoFar(trx, sale.id);
  const amount = Math.min(dispute.amount, Number(sale.amount) - recorded);
  if (amount <= 0) return null;
  const id = randomUUID();
  await insertPendingRefund(trx, {
    id,
    saleId: sale.id,
    kind: "dispute",
    amount,
    currency: sale.currency,
    method: "stripe",
    reason: dispute.reason.replaceAll("_", " "),
    at: now,
    by: STRIPE_ACTOR,
    withdrawCredits: null,
    cancelBookings: [],
    stripeDisputeId: dispute.id,
  });
  return recordRefund(database, trx, id, effects, now);
}
