import { randomUUID } from "node:crypto";
import { saleCreditsLeft } from "#app/features/memberships/credit-refunds.server.ts";
import { type Database, forUpdate, joinTransaction } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { openDisputeOf } from "./dispute-rows.server.ts";
import { bookingsPaidBy } from "./paid-bookings.server.ts";
import { type RecordedRefund, type RefundEffects, recordRefund } from "./record-refund.server.ts";
import { insertPendingRefund, type RefundRecord, refundById, refundedSoFar } from "./refund-rows.server.ts";

/**
 * A refund asked for by the desk (the member's record, or `POST /api/staff/sales/:id/refunds`;
 * decision 0153): full or partial, with the bookings the payment paid for that the desk
 * chose to cancel and the unused credits to withdraw. A payment made at the desk is refunded
 * at once, in one transaction. A payment made online is claimed here (a pending row holding
 * the desk's choices, so that two refunds never ask Stripe for more than was paid) and then
 * sent to Stripe (features/payments), and recorded by whichever of the desk and Stripe's
 * webhook comes first.
 */

export type RefundRefusal =
  | "SALE_NOT_FOUND"
  | "ALREADY_REFUNDED"
  | "AMOUNT_TOO_LARGE"
  | "NOT_PAID_BY_SALE"
  | "NOT_ENOUGH_CREDITS"
  | "DISPUTED"
  | "PAYMENTS_OFF"
  | "STRIPE_REFUSED";

export class RefundRefused extends Error {
  override name = "RefundRefused";
  readonly code: RefundRefusal;
  constructor(code: RefundRefusal, message: string) {
    super(message);
    this.code = code;
  }
}

export interface RefundRequest {
  saleId: string;
  /** The member whose record the desk has open; the API names the sale alone. */
  userId?: string;
  /** Minor units of the sale's currency, tax included. */
  amount: number;
  /** The sale's unused credits to take back: a number, or all there are when it is recorded. */
  withdrawCredits: number | "all";
  /** Bookings the payment paid for (bookingsPaidBy) to cancel with it, or all of them. */
  cancelBookings: readonly string[] | "all";
  reason: string;
  /** The staff member refunding. */
  actor: { id: string; label: string };
  now?: Date;
}

export type RequestedRefund =
  | { recorded: RecordedRefund; pending?: never }
  | { pending: RefundRecord; recorded?: never };

export async function requestRefund(
  database: Database,
  request: RefundRequest,
  effects: RefundEffects,
): Promise<RequestedRefund> {
  const now = request.now ?? clock.now();
  return database.writeTransaction(async (trx) => {
    let query = trx
      .selectFrom("sales")
      .select(["id", "user_id", "product_id", "amount", "currency", "method", "created_at"])
      .where("id", "=", request.saleId);
    if (request.userId) query = query.where("user_id", "=", request.userId);
    const sale = await query.executeTakeFirst();
    if (!sale?.user_id) throw new RefundRefused("SALE_NOT_FOUND", "There is no such payment of a member's.");
    const userId = sale.user_id;
    const paid = await bookingsPaidBy(
      trx,
      { id: sale.id, userId, productId: sale.product_id, createdAt: sale.created_at },
      now,
    );
    const cancelBookings =
      request.cancelBookings === "all" ? paid.map((booking) => booking.bookingId) : request.cancelBookings;
    const unknown = cancelBookings.filter((id) => !paid.some((booking) => booking.bookingId === id));
    if (unknown.length > 0) {
      throw new RefundRefused(
        "NOT_PAID_BY_SALE",
        "Choose only upcoming bookings this payment pays for: reload the page to see them as they are now.",
      );
    }
    // Two refunds of one sale at once: the second waits here and sees the first.
    await forUpdate(database, trx.selectFrom("sales").select("id").where("id", "=", sale.id)).executeTakeFirst();
    const { recorded, pending } = await refundedSoFar(trx, sale.id);
    const left = Number(sale.amount) - recorded - pending;
    if (left <= 0) throw new RefundRefused("ALREADY_REFUNDED", "This payment has been refunded in full already.");
    if (request.amount > left) {
      throw new RefundRefused("AMOUNT_TOO_LARGE", `At most ${left} (minor units) is left to refund of this payment.`);
    }
    if (typeof request.withdrawCredits === "number" && request.withdrawCredits > 0) {
      // The credits left now, and those the cancelled places give back to the sale's grants.
      const returning = paid.filter(
        (booking) => booking.paidWith === "credit" && cancelBookings.includes(booking.bookingId),
      ).length;
      const available = (await saleCreditsLeft(trx, sale.id, now)) + returning;
      if (request.withdrawCredits > available) {
        throw new RefundRefused("NOT_ENOUGH_CREDITS", `This payment has ${available} unused credits to take back.`);
      }
    }
    if (sale.method === "stripe" && (await openDisputeOf(trx, sale.id))) {
      throw new RefundRefused(
        "DISPUTED",
        "The member's bank is disputing this payment: answer the dispute in Stripe's Dashboard instead of refunding.",
      );
    }
    const id = randomUUID();
    await insertPendingRefund(trx, {
      id,
      saleId: sale.id,
      kind: "refund",
      amount: request.amount,
      currency: sale.currency,
      method: sale.method,
      reason: request.reason,
      at: now,
      by: request.actor,
      withdrawCredits: request.withdrawCredits === "all" ? null : request.withdrawCredits,
      cancelBookings,
    });
    if (sale.method === "stripe") {
      const claimed = await refundById(trx, id);
      if (!claimed) throw new Error("the refund's row went missing");
      return { pending: claimed };
    }
    return { recorded: await recordRefund(joinTransaction(database, trx), trx, id, effects, now) };
  });
}

/** Records a pending refund (the desk's own, once Stripe has it), in a transaction of its own. */
export function recordPendingRefund(
  database: Database,
  refundId: string,
  { stripeRefundId, effects, now = clock.now() }: { stripeRefundId: string | null; effects: RefundEffects; now?: Date },
): Promise<RecordedRefund> {
  return database.writeTransaction(async (trx) => {
    if (stripeRefundId) {
      await trx
        .updateTable("refunds")
        .set({ stripe_refund_id: stripeRefundId })
        .where("id", "=", refundId)
        .where("stripe_refund_id", "is", null)
        .execute();
    }
    return recordRefund(joinTransaction(database, trx), trx, refundId, effects, now);
  });
}

/** Stripe refused a refund the desk asked for: its claim goes, nothing was refunded. */
export async function dropPendingRefund(database: Database, refundId: string): Promise<void> {
  await database.writeTransaction((trx) =>
    trx.deleteFrom("refunds").where("id", "=", refundId).where("status", "=", "pending").execute(),
  );
}
