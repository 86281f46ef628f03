import { Form, Link, useNavigation } from "react-router";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import { CreditHistory } from "#app/features/memberships/CreditHistory.tsx";
import { HoldingsSummary } from "#app/features/memberships/HoldingsSummary.tsx";
import { PaymentHistory } from "#app/features/memberships/PaymentHistory.tsx";
import { ONE_TIME_KEY_FIELD } from "#app/features/staff/intents.ts";
import type { StaffOutcome } from "#app/features/staff/outcome.server.ts";
import type { DeskData } from "./sales-desk.server.ts";

const card = "space-y-4 rounded-card border border-white/8 bg-surface p-6";
const label = "block text-sm font-semibold";

/**
 * The desk's part of a member's record: what they hold, the sale form, the membership's
 * pause / resume / end, and for owners, credit adjustments and refunds; every change of the
 * member's credits and their payments. Every form is a
 * plain post (it works before and without JavaScript); the server checks who may. The forms
 * that record money or credits carry the one-time key the page was rendered with: posted
 * twice (a reload that resends, Back), they record once (decision 0130).
 */
export function DeskSales({ desk, outcome }: { desk: DeskData; outcome: StaffOutcome | undefined }) {
  const { holdings, owner } = desk;
  const membership = holdings.membership;
  return (
    <section aria-labelledby="desk-sales" className="mt-12 space-y-6">
      <h2 id="desk-sales" className="font-display text-3xl font-semibold uppercase tracking-tight">
        Membership and payments
      </h2>
      {outcome ? <OutcomeMessage outcome={outcome} /> : null}
      <HoldingsSummary
        holdings={holdings}
        who="staff"
        membershipActions={
          membership && !membership.online ? (
            <MembershipButtons paused={membership.status === "paused"} product={membership.product} />
          ) : membership?.online ? (
            <p className="text-sm text-muted">
              Paid online: the member changes it in their billing portal, the gym in its Stripe Dashboard.
            </p>
          ) : null
        }
      />
      <div className="grid gap-4 md:grid-cols-2">
        <SellForm desk={desk} />
        {owner ? (
          <AdjustCreditsForm limits={desk.limits} oneTimeKey={desk.keys.adjust} />
        ) : (
          <p className="text-sm text-muted">Refunds and credit adjustments are made by an owner.</p>
        )}
      </div>
      {holdings.creditHistory.length > 0 ? (
        <>
          <h3 className="font-display text-2xl font-semibold uppercase tracking-tight">Credit history</h3>
          <CreditHistory lines={holdings.creditHistory} caption="The member's class credits, newest change first" />
        </>
      ) : null}
      <h3 className="font-display text-2xl font-semibold uppercase tracking-tight">Payments</h3>
      <PaymentHistory
        payments={holdings.payments}
        caption="The member's payments, newest first"
        documentsAt="/staff"
        {...(owner
          ? {
              action: (payment) =>
                desk.refundable.includes(payment.id) ? (
                  <Link
                    to={`/staff/members/${desk.memberId}/payments/${payment.id}/refund`}
                    className="link text-sm"
                    aria-label={`Refund: ${payment.item}, ${payment.amountLabel}, ${payment.dateLabel}`}
                  >
                    Refund…
                  </Link>
                ) : null,
            }
          : {})}
      />
    </section>
  );
}

/** Made when the page was rendered; a new one comes with the page that answers the post. */
function OneTimeKey({ value }: { value: string | undefined }) {
  return <input type="hidden" name={ONE_TIME_KEY_FIELD} value={value} />;
}

function MembershipButtons({ paused, product }: { paused: boolean; product: string }) {
  const intent = paused ? "resume-membership" : "pause-membership";
  return (
    <>
      <Form method="post">
        <input type="hidden" name="intent" value={intent} />
        <button
          type="submit"
          className="button-outline"
          aria-label={`${paused ? "Resume" : "Pause"} membership: ${product}`}
        >
          {paused ? "Resume" : "Pause"}
        </button>
      </Form>
      <details>
        <summary className="cursor-pointer py-3 text-sm underline">End membership…</summary>
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="end-membership" />
          <button type="submit" className="button-outline" aria-label={`End membership now: ${product}`}>
            End it now
          </button>
        </Form>
      </details>
    </>
  );
}

function SellForm({ desk }: { desk: DeskData }) {
  // One sale per press: a second press while the first is on its way would record it twice.
  const sending = useNavigation().formData?.get("intent");
  return (
    <Form method="post" className={card} aria-labelledby="sell-title">
      <h3 id="sell-title" className="font-display text-xl uppercase tracking-wide">
        Sell
      </h3>
      <input type="hidden" name="intent" value="sell-product" />
      <OneTimeKey value={desk.keys.sell} />
      <div>
        <label htmlFor="sell-product" className={label}>
          Product
        </label>
        <select id="sell-product" name="productId" required className="field mt-1">
          {desk.products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="sell-offer" className={label}>
          Promo code <span className="normal-case">(optional)</span>
        </label>
        <input
          id="sell-offer"
          name="offerCode"
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="field mt-1 uppercase"
        />
      </div>
      <fieldset>
        <legend className={label}>Paid by</legend>
        <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
          {desk.methods.map((method, index) => (
            <label key={method.value} className="flex items-center gap-2">
              <input
                type="radio"
                name="method"
                value={method.value}
                defaultChecked={index === 0}
                required
                className="size-5 accent-accent"
              />
              {method.label}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="button-primary" disabled={sending === "sell-product"}>
        Record sale
      </button>
      <p className="text-sm text-muted">The member gets the receipt by e-mail.</p>
    </Form>
  );
}

function AdjustCreditsForm({ limits, oneTimeKey }: { limits: DeskData["limits"]; oneTimeKey: string }) {
  const sending = useNavigation().formData?.get("intent");
  return (
    <Form method="post" className={card} aria-labelledby="adjust-title">
      <h3 id="adjust-title" className="font-display text-xl uppercase tracking-wide">
        Adjust credits
      </h3>
      <input type="hidden" name="intent" value="adjust-credits" />
      <OneTimeKey value={oneTimeKey} />
      <fieldset>
        <legend className={label}>Change</legend>
        <div className="mt-1 flex gap-6">
          <label className="flex items-center gap-2">
            <input type="radio" name="direction" value="add" defaultChecked required className="size-5 accent-accent" />{" "}
            Add
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="direction" value="remove" required className="size-5 accent-accent" /> Take away
          </label>
        </div>
      </fieldset>
      <div className="grid grid-cols-2 gap-4">
        <WholeNumberField
          id="adjust-credits"
          name="credits"
          label="Credits"
          max={limits.creditAdjustmentMax}
          value={1}
        />
        <WholeNumberField
          id="adjust-valid-days"
          name="validDays"
          label="Valid for (days)"
          max={limits.creditValidDaysMax}
          value={limits.creditValidDaysDefault}
        />
      </div>
      <div>
        <label htmlFor="adjust-reason" className={label}>
          Reason
        </label>
        <input
          id="adjust-reason"
          name="reason"
          type="text"
          minLength={limits.reasonMin}
          maxLength={limits.reasonMax}
          required
          className="field mt-1"
        />
      </div>
      <button type="submit" className="button-outline" disabled={sending === "adjust-credits"}>
        Adjust credits
      </button>
    </Form>
  );
}

function WholeNumberField({
  id,
  name,
  label: text,
  max,
  value,
}: {
  id: string;
  name: string;
  label: string;
  max: number;
  value: number;
}) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        defaultValue={value}
        required
        className="field mt-1"
      />
    </div>
  );
}
