import { HoldingsSummary } from "#app/features/memberships/HoldingsSummary.tsx";
import { PaymentHistory } from "#app/features/memberships/PaymentHistory.tsx";
import type { AccountData } from "./account.server.ts";

/** The member's membership and credits, then what they have paid, each payment with its printable receipt. */
export function MembershipAndPayments({ holdings }: { holdings: AccountData["holdings"] }) {
  return (
    <>
      <section aria-labelledby="membership-title" id="membership" className="scroll-mt-24">
        <h2 id="membership-title" className="mb-6 font-display text-3xl font-semibold uppercase tracking-tight">
          Membership and credits
        </h2>
        <HoldingsSummary holdings={holdings} who="member" />
      </section>
      <section aria-labelledby="payments-title" id="payments" className="scroll-mt-24">
        <h2 id="payments-title" className="mb-6 font-display text-3xl font-semibold uppercase tracking-tight">
          Payments
        </h2>
        <PaymentHistory
          payments={holdings.payments}
          caption="Your payments, newest first"
          action={(payment) => (
            // A document of its own (printable), not a page of the app: a plain link.
            <a
              href={`/account/receipts/${payment.id}`}
              className="link text-paper"
              aria-label={`Receipt: ${payment.item}, ${payment.dateLabel}`}
            >
              Receipt
            </a>
          )}
        />
      </section>
    </>
  );
}
