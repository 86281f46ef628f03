import type { Kysely } from "kysely";
import { formatMoney } from "#app/content/products.ts";
import type { BookingNotifier } from "#app/features/booking/booking-rows.server.ts";
import { cancelPlacesForRefund } from "#app/features/booking/refund-cancellations.server.ts";
import { issueCreditNote } from "#app/features/books/credit-notes.server.ts";
import { creditNoteAttachment } from "#app/features/books/invoice-attachment.server.ts";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import type { MailContext } from "#app/features/mail/templates/mail-context.ts";
import { refundEmail } from "#app/features/mail/templates/refund.ts";
import { lockMemberCredits, SYSTEM } from "#app/features/memberships/credit-ledger.server.ts";
import { saleCreditsLeft, withdrawSaleCredits } from "#app/features/memberships/credit-refunds.server.ts";
import { isMembershipSale, rollBackMembershipSale } from "#app/features/memberships/membership-periods.server.ts";
import { paymentMethodLabels } from "#app/features/memberships/payment-methods.ts";
import { longDateLabel } from "#app/features/memberships/wording.ts";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import { recordStaffAction } from "#app/features/staff/audit.server.ts";
import { type Database, forUpdate, type Tables } from "#app/platform/data/database.server.ts";
import { lockRefund, type RefundRecord, refundedSoFar } from "./refund-rows.server.ts";

/**
 * A refund's row made true (decision 0153), in one transaction, whoever records it: the desk
 * at once (cash, card terminal, transfer), or for a payment made online whichever of the
 * desk and Stripe's webhook comes first. In booking's lock order: the places the desk chose
 * are cancelled first (sessions), then the member's row, then the sale's. Then the sale's
 * unused credits the desk chose are withdrawn, a refund that completes the sale rolls its
 * membership back by the period it paid for, the credit note is issued (numbered in this
 * transaction), the member is e-mailed it, and a desk refund is audited.
 */

type Trx = Kysely<Tables>;

export interface RefundEffects {
  mail: MailContext;
  /** Tells the members whose places a refund cancels (booking's notifier). */
  notify: BookingNotifier;
}

export interface RecordedRefund extends RefundRecord {
  creditNote: { number: string };
  /** The sale is refunded in full with it. */
  completesSale: boolean;
  membership: { runsUntil: string; status: string } | null;
  /** What the member paid less everything refunded, this one included. */
  netPaid: number;
}

/** More than is left of the sale to refund (another refund got there first). */
export class RefundExceedsSale extends Error {
  override name = "RefundExceedsSale";
  readonly left: number;
  constructor(left: number) {
    super(`only ${left} is left to refund`);
    this.left = left;
  }
}

/**
 * Records the pending refund `refundId` inside `trx`; a refund recorded already is answered
 * as it is (the second of the desk and the webhook changes nothing).
 */
export async function recordRefund(
  database: Database,
  trx: Trx,
  refundId: string,
  effects: RefundEffects,
  now: Date,
): Promise<RecordedRefund> {
  const pending = await lockRefund(database, trx, refundId);
  if (!pending) throw new Error(`no refund ${refundId}`);
  if (pending.status === "recorded") return recordedAsItIs(trx, pending);
  const sale = await trx
    .selectFrom("sales")
    .select(["id", "user_id", "product_id", "amount", "currency", "method", "created_at"])
    .where("id", "=", pending.saleId)
    .executeTakeFirstOrThrow();
  const userId = sale.user_id;
  const cancelled =
    userId && pending.cancelBookings.length > 0
      ? await cancelPlacesForRefund(database, trx, { userId, bookingIds: pending.cancelBookings, now }, effects.notify)
      : [];
  if (userId) await lockMemberCredits(database, trx, userId);
  await forUpdate(database, trx.selectFrom("sales").select("id").where("id", "=", sale.id)).executeTakeFirst();
  const amount = Number(sale.amount);
  const { recorded } = await refundedSoFar(trx, sale.id, pending.id);
  if (recorded + pending.amount > amount) throw new RefundExceedsSale(amount - recorded);

  const creditsLeft = await saleCreditsLeft(trx, sale.id, now);
  const toWithdraw = Math.min(pending.withdrawCredits ?? creditsLeft, creditsLeft);
  const creditsWithdrawn = await withdrawSaleCredits(database, trx, {
    saleId: sale.id,
    credits: toWithdraw,
    now,
    actor: pending.refundedById ? { id: pending.refundedById, label: pending.refundedBy } : SYSTEM,
    reason: pending.kind === "dispute" ? "Card dispute lost" : `Refunded: ${pending.reason}`,
  });
  const completesSale = recorded + pending.amount === amount;
  let membership: RecordedRefund["membership"] = null;
  if (completesSale) {
    await trx
      .updateTable("sales")
      .set({ refunded_at: now.toISOString() })
      .where("id", "=", sale.id)
      .where("refunded_at", "is", null)
      .execute();
    if (userId && (await isMembershipSale(trx, { id: sale.id, productId: sale.product_id }))) {
      const rolled = await rollBackMembershipSale(database, trx, {
        saleId: sale.id,
        userId,
        saleAt: sale.created_at,
        now,
      });
      membership = rolled ? rolled.after : null;
    }
  }
  const note = await issueCreditNote(database, trx, {
    saleId: sale.id,
    amount: pending.amount,
    reason: pending.kind === "dispute" ? `Card dispute lost: ${pending.reason}` : pending.reason,
    method: pending.method,
    refundId: pending.id,
    at: now,
  });
  await trx
    .updateTable("refunds")
    .set({
      status: "recorded",
      refunded_at: now.toISOString(),
      credits_withdrawn: creditsWithdrawn,
      bookings_cancelled: cancelled.length,
      membership_rolled_back: membership ? 1 : 0,
    })
    .where("id", "=", pending.id)
    .execute();
  const refund: RecordedRefund = {
    ...pending,
    status: "recorded",
    refundedAt: now.toISOString(),
    creditsWithdrawn,
    bookingsCancelled: cancelled.length,
    membershipRolledBack: membership !== null,
    creditNote: { number: note.number },
    completesSale,
    membership,
    netPaid: amount - recorded - pending.amount,
  };
  const item = currentProducts().find(sale.product_id)?.name ?? sale.product_id;
  if (userId && refund.kind === "refund") {
    await mailRefund(trx, userId, { refund, item, total: amount }, effects.mail);
  }
  if (userId && pending.refundedById) {
    await auditRefund(trx, { userId, refund, item, total: amount, now });
  }
  return refund;
}

/** A refund recorded before (the desk's or the webhook's, whichever came first), as the first answered it. */
async function recordedAsItIs(trx: Trx, refund: RefundRecord): Promise<RecordedRefund> {
  const note = await trx
    .selectFrom("credit_notes")
    .select("number")
    .where("refund_id", "=", refund.id)
    .executeTakeFirst();
  const sale = await trx.selectFrom("sales").select("amount").where("id", "=", refund.saleId).executeTakeFirstOrThrow();
  const { recorded } = await refundedSoFar(trx, refund.saleId);
  return {
    ...refund,
    creditNote: { number: note?.number ?? "" },
    completesSale: recorded === Number(sale.amount),
    membership: null,
    netPaid: Number(sale.amount) - recorded,
  };
}

/** The refund's e-mail with its credit note as a PDF, queued in the refund's transaction. */
async function mailRefund(
  trx: Trx,
  userId: string,
  { refund, item, total }: { refund: RecordedRefund; item: string; total: number },
  context: MailContext,
): Promise<void> {
  const member = await trx.selectFrom("user").select("email").where("id", "=", userId).executeTakeFirst();
  if (!member) return;
  await enqueueMail(
    trx,
    refundEmail(
      {
        to: member.email,
        item,
        amount: formatMoney(refund.amount, refund.currency),
        method: paymentMethodLabels[refund.method],
        date: longDateLabel(refund.refundedAt ?? refund.requestedAt),
        reason: refund.reason,
        creditNoteNumber: refund.creditNote.number,
        netPaid: `${formatMoney(refund.netPaid, refund.currency)} of ${formatMoney(total, refund.currency)}`,
        attachment: await creditNoteAttachment(trx, refund.creditNote.number),
      },
      context,
    ),
  );
}

/** The audit entry of a refund a member of staff made, written when it is recorded (by the desk or the webhook). */
async function auditRefund(
  trx: Trx,
  {
    userId,
    refund,
    item,
    total,
    now,
  }: { userId: string; refund: RecordedRefund; item: string; total: number; now: Date },
): Promise<void> {
  const member = await trx.selectFrom("user").select("email").where("id", "=", userId).executeTakeFirst();
  if (!member) return;
  await recordStaffAction(
    trx,
    {
      actor: { id: refund.refundedById, label: refund.refundedBy },
      action: "sale.refunded",
      subject: { type: "account", id: userId, label: member.email },
      before: { payment: item, amount: formatMoney(total, refund.currency), sale: refund.saleId },
      after: {
        refunded: formatMoney(refund.amount, refund.currency),
        netPaid: formatMoney(refund.netPaid, refund.currency),
        reason: refund.reason,
        creditNote: refund.creditNote.number,
        creditsTakenBack: refund.creditsWithdrawn,
        bookingsCancelled: refund.bookingsCancelled,
        membershipRunsUntil: refund.membership?.runsUntil ?? null,
        ...(refund.stripeRefundId ? { stripeRefund: refund.stripeRefundId } : {}),
      },
    },
    now,
  );
}
