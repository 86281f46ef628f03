import { randomUUID } from "node:crypto";
import { data } from "react-router";
import { formatMoney } from "#app/content/products.ts";
import { currencyDigits } from "#app/features/books/money-input.ts";
import { paymentMethodLabels } from "#app/features/memberships/payment-methods.ts";
import { longDateLabel } from "#app/features/memberships/wording.ts";
import { refundFormAction } from "#app/features/refunds/refund-form.server.ts";
import { previewRefund } from "#app/features/refunds/refund-preview.server.ts";
import { requireStaffViewer, requireStaffWriter } from "#app/features/staff/access.server.ts";
import { STAFF_LIMITS } from "#app/features/staff/limits.ts";
import { memberRecord } from "#app/features/staff/members.server.ts";
import { localDateTimeLabel } from "#app/features/timetable/sessions.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";

/**
 * A payment's refund page (owners): before anything is refunded, the desk reads what was
 * paid and what has gone back, the bookings the payment pays for (each to cancel or keep),
 * its unused credits and what a refund of the rest does to the membership it paid for; then
 * it confirms an amount, a reason, the credits to take back and the bookings to cancel.
 */

const amountText = (minor: number, currency: string) => {
  const digits = currencyDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
};

export async function loadRefundPage(request: Request, memberId: string, saleId: string, services: Services) {
  await requireStaffViewer(request, services, "owner");
  const now = clock.now();
  const [record, preview] = await Promise.all([
    memberRecord(services.database, memberId, now),
    previewRefund(services.database, { saleId, userId: memberId, now }),
  ]);
  if (!record || !preview) throw data(null, { status: 404, statusText: "Not Found" });
  const { sale } = preview;
  const money = (amount: number) => formatMoney(amount, sale.currency);
  return {
    member: { id: memberId, name: record.name || record.email },
    sale: {
      id: sale.id,
      item: sale.item,
      paidLabel: money(sale.amount),
      dateLabel: longDateLabel(sale.createdAt),
      methodLabel: paymentMethodLabels[sale.method],
      currency: sale.currency,
    },
    online: preview.online,
    disputed: preview.disputed,
    refundedLabel: money(preview.refunded),
    pendingLabel: preview.pending > 0 ? money(preview.pending) : null,
    left: preview.left,
    leftLabel: money(preview.left),
    leftText: amountText(preview.left, sale.currency),
    refunds: preview.refunds.map((line) => ({
      id: line.id,
      amountLabel: money(line.amount),
      dateLabel: longDateLabel(line.at),
      reason: line.reason,
      kind: line.kind,
      pending: line.status === "pending",
      creditNoteNumber: line.creditNoteNumber,
    })),
    creditsLeft: preview.creditsLeft,
    bookings: preview.bookings.map((booking) => ({
      id: booking.bookingId,
      label: `${booking.className}, ${localDateTimeLabel(Date.parse(booking.startsAt))}`,
      waitlisted: booking.status === "waitlisted",
      paidWith: booking.paidWith,
    })),
    membership: preview.membership
      ? {
          before: `${preview.membership.before.status}, until ${longDateLabel(preview.membership.before.runsUntil)}`,
          after:
            preview.membership.after.status === "ended"
              ? "ended at once"
              : `${preview.membership.after.status}, until ${longDateLabel(preview.membership.after.runsUntil)}`,
        }
      : null,
    oneTimeKey: randomUUID(),
    reasonMin: STAFF_LIMITS.reasonMin,
    reasonMax: STAFF_LIMITS.reasonMax,
  };
}

export type RefundPageData = Awaited<ReturnType<typeof loadRefundPage>>;

/** The refund, once per rendered form (decision 0130); an online payment's through Stripe. */
export async function refundPageAction(
  request: Request,
  url: URL,
  memberId: string,
  saleId: string,
  services: Services,
) {
  const staff = await requireStaffWriter(request, services, "owner");
  const form = await request.formData();
  form.set("saleId", saleId);
  return refundFormAction(
    { database: services.database, mail: services.mail, payments: services.payments },
    { form, url, userId: memberId, actor: { id: staff.id, label: staff.email }, subject: "refund" },
  );
}
