import { Form, useNavigation } from "react-router";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import { ONE_TIME_KEY_FIELD } from "#app/features/staff/intents.ts";
import type { StaffOutcome } from "#app/features/staff/outcome.server.ts";
import type { RefundPageData } from "./refund-page.server.ts";

const label = "block text-sm font-semibold";

/**
 * The refund: how much, why, the bookings to cancel (each listed, kept unless ticked; the
 * member is told of each cancelled) and the unused credits to take back. A plain post: it
 * works without JavaScript; posted twice, it refunds once (decision 0130).
 */
export function RefundForm({ page, outcome }: { page: RefundPageData; outcome: StaffOutcome | undefined }) {
  const sending = useNavigation().state === "submitting";
  const closed = page.left === 0 || page.disputed;
  return (
    <section aria-labelledby="refund-form" className="space-y-4 rounded-card border border-white/8 bg-surface p-6">
      <h2 id="refund-form" className="font-display text-2xl font-semibold uppercase tracking-tight">
        Refund
      </h2>
      {outcome ? <OutcomeMessage outcome={outcome} /> : null}
      {page.disputed ? (
        <p>The member's bank is deciding a dispute of this payment: it cannot be refunded meanwhile.</p>
      ) : page.left === 0 ? (
        <p>Nothing of this payment is left to refund.</p>
      ) : null}
      {closed ? null : (
        // A new key comes with the page that answers: the form starts afresh (what is left now, nothing ticked).
        <Form key={page.oneTimeKey} method="post" className="space-y-5">
          <input type="hidden" name={ONE_TIME_KEY_FIELD} value={page.oneTimeKey} />
          <div>
            <label htmlFor="refund-amount" className={label}>
              Amount ({page.sale.currency}, at most {page.leftLabel})
            </label>
            <input
              id="refund-amount"
              name="amount"
              type="text"
              inputMode="decimal"
              required
              defaultValue={page.leftText}
              className="field mt-1"
            />
          </div>
          <div>
            <label htmlFor="refund-reason" className={label}>
              Reason
            </label>
            <input
              id="refund-reason"
              name="reason"
              type="text"
              required
              minLength={page.reasonMin}
              maxLength={page.reasonMax}
              className="field mt-1"
            />
          </div>
          <fieldset>
            <legend className={label}>Bookings it pays for</legend>
            {page.bookings.length === 0 ? (
              <p className="mt-1 text-sm text-muted">None coming up.</p>
            ) : (
              <ul className="mt-2 space-y-2">
                {page.bookings.map((booking) => (
                  <li key={booking.id}>
                    <label className="flex items-start gap-3">
                      <input
                        type="checkbox"
                        name="cancelBooking"
                        value={booking.id}
                        className="mt-1 size-5 accent-accent"
                      />
                      <span>
                        Cancel {booking.label}
                        {booking.waitlisted ? " (waitlisted)" : ""}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-2 text-sm text-muted">Ticked bookings are cancelled and the member told by e-mail.</p>
          </fieldset>
          {page.creditsLeft > 0 || page.bookings.some((booking) => booking.paidWith === "credit") ? (
            <div>
              <label htmlFor="refund-credits" className={label}>
                Unused credits to take back
              </label>
              <input
                id="refund-credits"
                name="withdrawCredits"
                type="number"
                inputMode="numeric"
                min={0}
                defaultValue={0}
                className="field mt-1"
              />
              <p className="mt-1 text-sm text-muted">
                {page.creditsLeft} unused now; a cancelled booking gives its credit back first.
              </p>
            </div>
          ) : null}
          <button type="submit" className="button-primary" disabled={sending}>
            {page.online ? "Refund to the card through Stripe" : "Refund"}
          </button>
          <p className="text-sm text-muted">The member gets the credit note by e-mail.</p>
        </Form>
      )}
    </section>
  );
}
