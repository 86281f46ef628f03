import { saleCreditsLeft } from "#app/features/memberships/credit-refunds.server.ts";
import { isMembershipSale, planRollBack } from "#app/features/memberships/membership-periods.server.ts";
import type { PaymentMethod } from "#app/features/memberships/payment-methods.ts";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { openDisputeOf } from "./dispute-rows.server.ts";
import { bookingsPaidBy, type PaidBooking } from "./paid-bookings.server.ts";
import { type RefundLine, refundedSoFar, refundsOfSales } from "./refund-rows.server.ts";

/**
 * What the desk sees before it confirms a refund (the refund page, `GET
 * /api/staff/sales/:id/refunds`): the payment, what of it has gone back and what is left,
 * the bookings it pays for (to cancel or keep), its unused credits, and what a refund in full
 * would do to the membership it paid for. Reads only.
 */

export interface RefundPreview {
  sale: {
    id: string;
    userId: string;
    productId: string;
    item: string;
    method: PaymentMethod;
    amount: number;
    currency: string;
    createdAt: string;
  };
  refunds: RefundLine[];
  /** Recorded refunds; `pending`: sent to Stripe and not yet known to be made. */
  refunded: number;
  pending: number;
  /** What may still be refunded. */
  left: number;
  online: boolean;
  /** A dispute of the payment is open: the bank decides, the desk does not refund meanwhile. */
  disputed: boolean;
  creditsLeft: number;
  bookings: PaidBooking[];
  /** A membership sale: what a refund of all that is left does to it. */
  membership: { before: { status: string; runsUntil: string }; after: { status: string; runsUntil: string } } | null;
}

export async function previewRefund(
  database: Database,
  { saleId, userId, now = clock.now() }: { saleId: string; userId?: string; now?: Date },
): Promise<RefundPreview | undefined> {
  const { db } = database;
  let query = db
    .selectFrom("sales")
    .select(["id", "user_id", "product_id", "method", "amount", "currency", "created_at"])
    .where("id", "=", saleId);
  if (userId) query = query.where("user_id", "=", userId);
  const row = await query.executeTakeFirst();
  if (!row?.user_id) return undefined;
  const sale = {
    id: row.id,
    userId: row.user_id,
    productId: row.product_id,
    item: currentProducts().find(row.product_id)?.name ?? row.product_id,
    method: row.method,
    amount: Number(row.amount),
    currency: row.currency,
    createdAt: row.created_at,
  };
  const { recorded, pending } = await refundedSoFar(db, sale.id);
  const plan = (await isMembershipSale(db, sale))
    ? await planRollBack(database, db, { saleId: sale.id, userId: sale.userId, saleAt: sale.createdAt, now })
    : undefined;
  return {
    sale,
    refunds: (await refundsOfSales(db, [sale.id])).get(sale.id) ?? [],
    refunded: recorded,
    pending,
    left: Math.max(sale.amount - recorded - pending, 0),
    online: sale.method === "stripe",
    disputed: await openDisputeOf(db, sale.id),
    creditsLeft: await saleCreditsLeft(db, sale.id, now),
    bookings: await bookingsPaidBy(db, sale, now),
    membership: plan ? { before: plan.before, after: plan.after } : null,
  };
}
