import type { RefundPageData } from "./refund-page.server.ts";

const term = "text-sm uppercase tracking-[0.15em] text-muted";

/** What the payment is now: refunded so far, what is left, its refunds, its credits, its membership. */
export function RefundSummary({ page }: { page: RefundPageData }) {
  return (
    <section aria-labelledby="refund-summary" className="space-y-6">
      <h2 id="refund-summary" className="font-display text-2xl font-semibold uppercase tracking-tight">
        The payment
      </h2>
      <dl className="grid grid-cols-2 gap-4">
        <div>
          <dt className={term}>Paid</dt>
          <dd className="font-display text-3xl">{page.sale.paidLabel}</dd>
        </div>
        <div>
          <dt className={term}>Left to refund</dt>
          <dd className="font-display text-3xl text-accent">{page.leftLabel}</dd>
        </div>
        <div>
          <dt className={term}>Refunded</dt>
          <dd>
            {page.refundedLabel}
            {page.pendingLabel ? ` (${page.pendingLabel} on its way through Stripe)` : ""}
          </dd>
        </div>
        <div>
          <dt className={term}>Unused credits</dt>
          <dd>{page.creditsLeft}</dd>
        </div>
        {page.membership ? (
          <div className="col-span-2">
            <dt className={term}>Membership it paid for</dt>
            <dd>
              Now {page.membership.before}; refunded in full: {page.membership.after}.
            </dd>
          </div>
        ) : null}
      </dl>
      {page.refunds.length > 0 ? (
        <>
          <h3 className="font-display text-xl uppercase tracking-wide">Refunds so far</h3>
          <ul className="space-y-2">
            {page.refunds.map((line) => (
              <li key={line.id} className="border-b border-white/10 pb-2">
                <span className="font-semibold">{line.amountLabel}</span> on {line.dateLabel}
                {line.kind === "dispute" ? " (card dispute lost)" : ""}
                {line.pending ? " (on its way through Stripe)" : ""}: {line.reason}
                {line.creditNoteNumber ? (
                  <a href={`/staff/credit-notes/${line.creditNoteNumber}`} className="link ml-2 whitespace-nowrap">
                    Credit note {line.creditNoteNumber}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
