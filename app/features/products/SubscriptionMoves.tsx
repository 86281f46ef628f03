import { Form, Link } from "react-router";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import { PRICE_NOTICE_DAYS } from "#app/features/payments/price-notice.ts";
import type { ShopAnswer } from "./product-answer.ts";

const members = (count: number) => (count === 1 ? "1 member" : `${count} members`);

/**
 * A membership's members who pay online, on its page at /staff/products: how many Stripe
 * bills at an older price, and the owner's way to move them to the current one (decision
 * 0213). "Move them…" is a link to the confirm step (`?move=confirm`), which says what will
 * happen before anything does; the answer says how many moved, who could not be and why.
 * Plain links and a form post: it works without JavaScript.
 */
export function SubscriptionMoves({
  onlineMembers,
  onOldPrice,
  price,
  version,
  confirming,
  canChange,
  answer,
  sending,
}: {
  onlineMembers: number;
  onOldPrice: number;
  /** The product's price now ("$45.00 a month"). */
  price: string;
  version: number;
  confirming: boolean;
  canChange: boolean;
  answer: ShopAnswer | undefined;
  sending: boolean;
}) {
  const move = answer?.move;
  return (
    <section aria-labelledby="online-title" className="mb-6 rounded-card border border-white/8 bg-surface p-5 sm:p-6">
      <h2 id="online-title" className="font-display text-2xl font-semibold uppercase tracking-tight">
        Members who pay online
      </h2>
      <p className="mt-2 text-muted">
        {onlineMembers === 0
          ? "No one pays for it online."
          : `${onlineMembers === 1 ? "1 member pays" : `${onlineMembers} members pay`} for it online. Stripe keeps billing each the price they signed up at, until you move them.`}
      </p>
      <p className="mt-2 font-medium">
        {onOldPrice === 0
          ? `Everyone who pays online pays ${price}.`
          : `${onOldPrice === 1 ? "1 member pays" : `${onOldPrice} members pay`} an older price than ${price}.`}
      </p>
      {answer ? (
        <div className="mt-4 space-y-3">
          <OutcomeMessage outcome={{ tone: answer.tone, message: answer.message }} />
          {move && move.failed.length > 0 ? (
            <div>
              <h3 className="font-semibold text-accent">Not moved</h3>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                {move.failed.map((failed) => (
                  <li key={failed.member} className="break-words">
                    {failed.member}: {failed.message}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {move && move.waiting.length > 0 ? (
            <div>
              <h3 className="font-semibold">Waiting for their renewal</h3>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                {move.waiting.map((waiting) => (
                  <li key={waiting.member} className="break-words">
                    {waiting.member}, renews {waiting.renewsOn}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
      {canChange && onOldPrice > 0 && !confirming ? (
        <p className="mt-4">
          <Link to="?move=confirm#online-title" className="button-outline inline-flex min-h-11 items-center px-4">
            Move them to {price}…
          </Link>
        </p>
      ) : null}
      {canChange && confirming && onOldPrice > 0 ? (
        <div className="mt-4 rounded-card border border-accent/40 p-4 sm:p-5">
          <h3 className="font-display text-xl font-semibold uppercase tracking-tight">
            Move {members(onOldPrice)} to {price}?
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            <li>Stripe changes each subscription to {price}. Nothing is charged now.</li>
            <li>The new price is billed from each member's next renewal; until then they keep what they paid for.</li>
            <li>Each member is e-mailed the new price and the date it starts, and may cancel before then.</li>
            <li>
              A member whose renewal is less than {PRICE_NOTICE_DAYS} days away keeps the old price for that renewal:
              press again after it.
            </li>
          </ul>
          <Form method="post" action="?" className="mt-4 flex flex-wrap items-center gap-4">
            <input type="hidden" name="version" value={version} />
            <button
              type="submit"
              name="intent"
              value="move-subscriptions"
              className="button-primary"
              disabled={sending}
            >
              Move {members(onOldPrice)}
            </button>
            <Link to="?" className="link">
              Keep their price
            </Link>
          </Form>
        </div>
      ) : null}
    </section>
  );
}
