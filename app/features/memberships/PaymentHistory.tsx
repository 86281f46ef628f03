import type { ReactNode } from "react";
import type { Payment } from "./payments.server.ts";

const cell = "border-b border-white/10 py-3 pr-4 align-top";

/**
 * Payments, newest first: what, when, how much and how; `action` adds each row's receipt
 * link (the member) or the desk's refund (the owner). On a phone each row stacks.
 */
export function PaymentHistory({
  payments,
  caption,
  action,
  documentsAt,
}: {
  payments: Payment[];
  caption: string;
  action?: (payment: Payment) => ReactNode;
  /** Where the payment's invoice and credit notes open: the member's /account or the desk's /staff. */
  documentsAt?: "/account" | "/staff";
}) {
  if (payments.length === 0) return <p className="text-muted">No payments yet.</p>;
  return (
    <table className="w-full text-left max-md:block">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-sm uppercase tracking-[0.15em] text-muted max-md:sr-only">
        <tr>
          <th scope="col" className="border-b border-white/10 py-3 pr-4 font-medium">
            Date
          </th>
          <th scope="col" className="border-b border-white/10 py-3 pr-4 font-medium">
            Item
          </th>
          <th scope="col" className="border-b border-white/10 py-3 pr-4 font-medium">
            Amount
          </th>
          <th scope="col" className="border-b border-white/10 py-3 pr-4 font-medium">
            Paid by
          </th>
          {action ? (
            <th scope="col" className="border-b border-white/10 py-3 font-medium">
              <span className="sr-only">Receipt</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody className="max-md:block">
        {payments.map((payment) => (
          <tr
            key={payment.id}
            className="max-md:grid max-md:grid-cols-2 max-md:border-b max-md:border-white/10 max-md:py-3"
          >
            <td className={`${cell} max-md:border-0 max-md:py-1`}>{payment.dateLabel}</td>
            <th scope="row" className={`${cell} font-medium max-md:border-0 max-md:py-1`}>
              {payment.item}
              <RefundLines payment={payment} />
              {documentsAt ? <DocumentLinks payment={payment} at={documentsAt} /> : null}
            </th>
            <td className={`${cell} max-md:border-0 max-md:py-1`}>{payment.amountLabel}</td>
            <td className={`${cell} max-md:border-0 max-md:py-1`}>{payment.methodLabel}</td>
            {action ? (
              <td className={`${cell} max-md:col-span-2 max-md:border-0 max-md:py-1`}>{action(payment)}</td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The payment's invoice and credit notes: documents of their own (printable), so plain links. */
function DocumentLinks({ payment, at }: { payment: Payment; at: "/account" | "/staff" }) {
  if (!payment.invoiceNumber && payment.creditNoteNumbers.length === 0) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-x-3 text-sm font-normal">
      {payment.invoiceNumber ? (
        <a href={`${at}/invoices/${payment.invoiceNumber}`} className="link whitespace-nowrap text-paper">
          Invoice {payment.invoiceNumber}
        </a>
      ) : null}
      {payment.creditNoteNumbers.map((number) => (
        <a key={number} href={`${at}/credit-notes/${number}`} className="link whitespace-nowrap text-paper">
          Credit note {number}
        </a>
      ))}
    </span>
  );
}

/** Its refunds (each with its date; one on its way through Stripe says so) and an open card dispute. */
function RefundLines({ payment }: { payment: Payment }) {
  if (payment.refunds.length === 0 && !payment.disputed) {
    return payment.refundedAt ? <span className="block text-sm font-normal text-accent">Refunded</span> : null;
  }
  return (
    <span className="block text-sm font-normal text-accent">
      {payment.refunds.map((line) => (
        <span key={line.id} className="block">
          {line.kind === "dispute" ? "Lost in a card dispute" : line.pending ? "Refund on its way" : "Refunded"}{" "}
          {line.amountLabel}, {line.dateLabel}
        </span>
      ))}
      {payment.disputed ? <span className="block">Disputed at the member's bank</span> : null}
    </span>
  );
}
