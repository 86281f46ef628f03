import { formatMoney } from "#app/content/products.ts";
import { currencyDigits, parseMoneyInput } from "#app/features/books/money-input.ts";
import { outcomeOnce } from "#app/features/staff/form-once.server.ts";
import { STAFF_LIMITS } from "#app/features/staff/limits.ts";
import { field, outcomeOf, type StaffOutcome } from "#app/features/staff/outcome.server.ts";
import { parseWholeNumber } from "#app/platform/http/whole-number.ts";
import {
  type DeskRefundServices,
  REFUND_BOOKINGS_MAX,
  requestDeskRefund,
  settleDeskRefund,
} from "./desk-refunds.server.ts";
import type { RecordedRefund } from "./record-refund.server.ts";

/**
 * The refund form of the desk (a payment's refund page, and the member record's older form):
 * the amount as typed in the sale's currency, why, the unused credits to take back, the
 * bookings to cancel. Made once per rendered form (decision 0130): the refund is asked in the
 * form key's transaction; one for an online payment is then sent to Stripe, and a form sent
 * again finds it recorded (or sends the same claim again, under the same Stripe key).
 */

export type RefundOutcome = StaffOutcome & { refundId?: string; pending?: boolean };

export interface RefundForm {
  saleId: string;
  amount: number;
  reason: string;
  withdrawCredits: number | "all";
  cancelBookings: string[];
}

/** The form as read: an amount that is not one is NaN (refused by the refund's checks, in the desk's words). */
export async function readRefundForm(
  services: Pick<DeskRefundServices, "database">,
  form: FormData,
): Promise<RefundForm> {
  const saleId = field(form, "saleId", 100);
  const sale = await services.database.db
    .selectFrom("sales")
    .select("currency")
    .where("id", "=", saleId)
    .executeTakeFirst();
  const amount = parseMoneyInput(field(form, "amount", 30), currencyDigits(sale?.currency ?? "USD"));
  const credits = field(form, "withdrawCredits", 10);
  return {
    saleId,
    amount: amount ?? Number.NaN,
    reason: field(form, "reason", STAFF_LIMITS.reasonMax * 2),
    withdrawCredits: credits === "all" ? "all" : (parseWholeNumber(credits || "0") ?? Number.NaN),
    cancelBookings: form
      .getAll("cancelBooking")
      .filter((value): value is string => typeof value === "string")
      .slice(0, REFUND_BOOKINGS_MAX + 1),
  };
}

/** What the desk reads once a refund is recorded. */
export function refundedMessage(refund: RecordedRefund): string {
  const money = (amount: number) => formatMoney(amount, refund.currency);
  const parts = [
    `Refunded ${money(refund.amount)} (credit note ${refund.creditNote.number}); ${money(refund.netPaid)} of the payment stays paid.`,
  ];
  if (refund.bookingsCancelled > 0)
    parts.push(`${refund.bookingsCancelled} booking${refund.bookingsCancelled === 1 ? "" : "s"} cancelled.`);
  if (refund.creditsWithdrawn > 0)
    parts.push(`${refund.creditsWithdrawn} unused credit${refund.creditsWithdrawn === 1 ? "" : "s"} taken back.`);
  if (refund.membership)
    parts.push(
      refund.membership.status === "ended"
        ? "The membership it paid for has ended."
        : "The membership it paid for runs one period less.",
    );
  parts.push("The member has the credit note by e-mail.");
  return parts.join(" ");
}

/**
 * The refund form's action: `userId` the member whose record it is, `actor` the owner (the
 * caller checked the role).
 */
export async function refundFormAction(
  services: DeskRefundServices,
  {
    form,
    url,
    userId,
    actor,
    subject,
  }: { form: FormData; url: URL; userId: string; actor: { id: string; label: string }; subject: string },
) {
  const fields = await readRefundForm(services, form);
  const done = (message: string, more: Partial<RefundOutcome> = {}): RefundOutcome => ({
    tone: "success",
    message,
    subject,
    ...more,
  });
  const answer = await outcomeOnce(
    services.database,
    { form, userId: actor.id, url, fields: { intent: "refund-sale", ...fields }, subject },
    async (database) => {
      const requested = await requestDeskRefund({ ...services, database }, { ...fields, userId, actor });
      return requested.recorded
        ? done(refundedMessage(requested.recorded), { refundId: requested.recorded.id })
        : done("Sent to Stripe.", { refundId: requested.pending.id, pending: true });
    },
  );
  const outcome = answer.data as RefundOutcome;
  if (!outcome.refundId || !outcome.pending) return answer;
  // An online payment's refund, claimed: Stripe makes it now (again, under the same key, for a form sent twice).
  const refundId = outcome.refundId;
  return outcomeOf<RefundOutcome>(
    async () => {
      const recorded = await settleDeskRefund(services, refundId);
      return done(refundedMessage(recorded), { refundId });
    },
    { subject },
  );
}
