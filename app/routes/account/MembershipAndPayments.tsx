import { Form } from "react-router";
import { CreditHistory } from "#app/features/memberships/CreditHistory.tsx";
import { HoldingsSummary } from "#app/features/memberships/HoldingsSummary.tsx";
import { PaymentHistory } from "#app/features/memberships/PaymentHistory.tsx";
import type { AccountData } from "./account.server.ts";

/**
 * The member's membership and credits (with Stripe's billing portal for a member who paid
 * online), every change of their credits, then what they have paid, each payment with its
 * printable receipt.
 */
export function MembershipAndPayments({
  holdings,
  billingPortal,
  checkedOut,
}: Pick<AccountData, "holdings" | "billingPortal" | "checkedOut">) {
  return (
    <>
      <section aria-labelledby="membership-title" id="membership" className="scroll-mt-24">
        <h2 id="membership-title" className="mb-6 font-display text-3xl font-semibold uppercase tracking-tight">
          Membership and credits
        </h2>
        {checkedOut ? (
          <p role="status" className="mb-6 rounded-card border border-accent/40 bg-accent/10 px-5 py-4 font-medium">
            Thank you for your payment. Your receipt is on its way by e-mail; if your purchase is not shown below yet,
            it will be in a moment.
          </p>
        ) : null}
        <HoldingsSummary
          holdings={holdings}
          who="member"
          membershipActions={billingPortal && holdings.membership?.online ? <BillingPortalButton /> : null}
        />
        {billingPortal && !holdings.membership?.online ? (
          <div className="mt-4">
            <BillingPortalButton />
          </div>
        ) : null}
      </section>
      {holdings.creditHistory.length > 0 ? (
        <section aria-labelledby="credit-history-title" id="credit-history" className="scroll-mt-24">
          <h2 id="credit-history-title" className="mb-6 font-display text-3xl font-semibold uppercase tracking-tight">
            Credit history
          </h2>
          <CreditHistory lines={holdings.creditHistory} caption="Your class credits, newest change first" />
        </section>
      ) : null}
      <section aria-labelledby="payments-title" id="payments" className="scroll-mt-24">
        <h2 id="payments-title" className="mb-6 font-display text-3xl font-semibold uppercase tracking-tight">
          Payments
        </h2>
        <PaymentHistory
          payments={holdings.payments}
          caption="Your payments, newest first"
          documentsAt="/account"
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

/** To Stripe's Customer Portal: card, invoices, cancelling an online membership. */
function BillingPortalButton() {
  return (
    <Form method="post" reloadDocument>
      <input type="hidden" name="intent" value="billing-portal" />
      <button type="submit" className="button-outline">
        Manage card and billing
      </button>
    </Form>
  );
}
