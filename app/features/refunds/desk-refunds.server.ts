import { z } from "zod";
import { bookingMailer } from "#app/features/booking/booking-mail.server.ts";
import type { MailContext } from "#app/features/mail/templates/mail-context.ts";
import { sendRefundToStripe } from "#app/features/payments/refund-online.server.ts";
import type { Payments } from "#app/features/payments/stripe.server.ts";
import { deskReason } from "#app/features/staff/desk-reason.ts";
import { StaffRefused } from "#app/features/staff/errors.ts";
import { STAFF_LIMITS } from "#app/features/staff/limits.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { RecordedRefund } from "./record-refund.server.ts";
import type { RefundRecord } from "./refund-rows.server.ts";
import { RefundRefused, type RequestedRefund, requestRefund } from "./refunds.server.ts";

/**
 * The desk's refund, from the member's record and from `POST /api/staff/sales/:id/refunds`
 * alike (owner only: the callers check): what the desk typed is checked here, in the
 * desk's words; the refund is asked in the caller's transaction (an idempotency key's, so a
 * form or request sent twice refunds once); a payment made online is then sent to Stripe
 * (`settleDeskRefund`, outside any transaction: Stripe's answer may take a while, and its
 * webhook may come first).
 */

export interface DeskRefundInput {
  saleId: string;
  userId?: string;
  amount: number;
  withdrawCredits: number | "all";
  cancelBookings: string[] | "all";
  reason: string;
  actor: { id: string; label: string };
  now?: Date;
}

export interface DeskRefundServices {
  database: Database;
  mail: { context: MailContext };
  payments: Payments | null;
}

/** Most bookings one refund may cancel: a pack's worth and more. */
export const REFUND_BOOKINGS_MAX = 100;
/** The largest amount a refund may name (minor units): far above any sale, well inside every integer column. */
export const REFUND_AMOUNT_MAX = 100_000_000;

const refusals: Record<RefundRefused["code"], StaffRefused["code"]> = {
  SALE_NOT_FOUND: "SALE_NOT_FOUND",
  ALREADY_REFUNDED: "ALREADY_REFUNDED",
  AMOUNT_TOO_LARGE: "AMOUNT_TOO_LARGE",
  NOT_PAID_BY_SALE: "NOT_PAID_BY_SALE",
  NOT_ENOUGH_CREDITS: "NOT_ENOUGH_CREDITS",
  DISPUTED: "DISPUTED",
  PAYMENTS_OFF: "PAYMENTS_OFF",
  STRIPE_REFUSED: "STRIPE_REFUSED",
};

/** The refunds feature's refusal in the desk's words; anything else goes on up. */
export async function inDeskWords<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RefundRefused) throw new StaffRefused(refusals[error.code], error.message);
    throw error;
  }
}

const checked = z.object({
  amount: z.number().int().min(1).max(REFUND_AMOUNT_MAX),
  withdrawCredits: z.union([z.literal("all"), z.number().int().min(0).max(REFUND_AMOUNT_MAX)]),
  cancelBookings: z.union([z.literal("all"), z.array(z.string().min(1).max(200)).max(REFUND_BOOKINGS_MAX)]),
});

/** Step one, in the caller's transaction: checked, then recorded (at the desk) or claimed (online). */
export async function requestDeskRefund(
  services: DeskRefundServices,
  input: DeskRefundInput,
): Promise<RequestedRefund> {
  const reason = deskReason(
    input.reason,
    `Say why, in ${STAFF_LIMITS.reasonMin} to ${STAFF_LIMITS.reasonMax} characters.`,
  );
  const parsed = checked.safeParse(input);
  if (!parsed.success) {
    throw new StaffRefused(
      "INVALID_INPUT",
      "Refund a whole amount of at least one cent, and credits as a whole number.",
    );
  }
  const sale = await services.database.db
    .selectFrom("sales")
    .select("method")
    .where("id", "=", input.saleId)
    .executeTakeFirst();
  if (sale?.method === "stripe" && !services.payments) {
    throw new StaffRefused(
      "PAYMENTS_OFF",
      "This payment was made online, and online payment is not set up on this server: refund it in Stripe's Dashboard.",
    );
  }
  return inDeskWords(() =>
    requestRefund(
      services.database,
      {
        saleId: input.saleId,
        ...(input.userId ? { userId: input.userId } : {}),
        amount: parsed.data.amount,
        withdrawCredits: parsed.data.withdrawCredits,
        cancelBookings: parsed.data.cancelBookings === "all" ? "all" : [...new Set(parsed.data.cancelBookings)],
        reason,
        actor: input.actor,
        now: input.now ?? clock.now(),
      },
      { mail: services.mail.context, notify: bookingMailer(services.mail) },
    ),
  );
}

/** Step two, outside any transaction: a refund claimed for an online payment, sent to Stripe and recorded. */
export async function settleDeskRefund(
  services: DeskRefundServices,
  refundId: string,
  now: Date = clock.now(),
): Promise<RecordedRefund> {
  const payments = services.payments;
  if (!payments) throw new StaffRefused("PAYMENTS_OFF", "Online payment is not set up on this server.");
  return inDeskWords(() =>
    sendRefundToStripe({ database: services.database, payments, mail: services.mail }, refundId, now),
  );
}

/** A refund as the API answers it (docs/api.md). */
export function refundJson(refund: RecordedRefund | RefundRecord) {
  return {
    id: refund.id,
    saleId: refund.saleId,
    status: refund.status,
    amount: refund.amount,
    currency: refund.currency,
    method: refund.method,
    reason: refund.reason,
    refundedAt: refund.refundedAt,
    refundedBy: refund.refundedBy,
    creditsWithdrawn: refund.creditsWithdrawn,
    bookingsCancelled: refund.bookingsCancelled,
    membershipRolledBack: refund.membershipRolledBack,
    stripeRefundId: refund.stripeRefundId,
    creditNote: "creditNote" in refund ? refund.creditNote : null,
    netPaid: "netPaid" in refund ? refund.netPaid : null,
  };
}
