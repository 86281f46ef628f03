import type Stripe from "stripe";
import { formatMoney } from "#app/content/products.ts";
import { longDateLabel } from "#app/features/memberships/wording.ts";
import type { StoredProduct } from "#app/features/products/current-products.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { PRICE_NOTICE_DAYS } from "./price-notice.ts";
import { stripePriceFor } from "./stripe-catalog.server.ts";
import {
  type Candidate,
  claim,
  type MoveServices,
  messageOf,
  recordMoved,
  release,
} from "./subscription-move-rows.server.ts";

/**
 * The owner moves the members Stripe bills for a membership to the product's current Stripe
 * Price (decision 0213). Each subscription is changed through Stripe's API
 * (`POST /v1/subscriptions/:id`, its item's new price, `proration_behavior: none`: nothing
 * is charged now, the next renewal bills the new price), one at a time:
 * - claimed first on its membership row (a conditional UPDATE), so two presses or two
 *   servers move it once; a claim left by a server that stopped is taken over after
 *   `CLAIM_LEASE_MS`;
 * - the member is owed notice: a subscription that renews within `PRICE_NOTICE_DAYS` is not
 *   moved now (`waiting`), the owner presses again after that renewal;
 * - Stripe's answer is recorded on the row (`moved`, the Price, from which renewal) in the
 *   transaction that queues the member's e-mail, only by the claim that moved it: once;
 * - a refusal is kept on the row (`failed`, Stripe's message) and the others go on; pressing
 *   again retries only what is not moved, each try under an idempotency key of its own
 *   (a retry after a lost answer reuses the key: Stripe answers it once).
 * `customer.subscription.updated`, which follows, sets the row's Price from Stripe's
 * subscription read again (stripe-effects.server.ts), so whichever comes first the row ends right.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface MovedSubscription {
  membershipId: string;
  member: string;
  subscriptionId: string;
  /** The renewal from which the new price is billed (ISO-8601 UTC). */
  from: string;
}

export interface FailedSubscription {
  membershipId: string;
  member: string;
  subscriptionId: string;
  /** Stripe's message, or why it was not asked. */
  message: string;
}

export interface WaitingSubscription {
  membershipId: string;
  member: string;
  subscriptionId: string;
  /** Its next renewal (ISO-8601 UTC): moved when pressed again after it. */
  renewsAt: string;
}

export interface MoveResult {
  priceId: string;
  price: number;
  currency: string;
  moved: MovedSubscription[];
  failed: FailedSubscription[];
  waiting: WaitingSubscription[];
  /** Moved meanwhile by another press (another tab, another server). */
  elsewhere: number;
  /** Members still billed another Price after this press. */
  left: number;
}

/** Live subscriptions of the product not known to be billed at `priceId` (a row made before 0206 may not know its Price). */
function candidates(database: Database, productId: string, priceId: string) {
  return (
    database.db
      .selectFrom("memberships")
      .innerJoin("user", "user.id", "memberships.user_id")
      .select([
        "memberships.id",
        "user.email",
        "memberships.stripe_subscription_id",
        "memberships.price_move_to",
        "memberships.price_move_state",
        "memberships.price_move_attempts",
      ])
      .where("memberships.product_id", "=", productId)
      .where("memberships.stripe_subscription_id", "is not", null)
      .where("memberships.status", "!=", "ended")
      .where("memberships.cancels_at", "is", null)
      .where((eb) =>
        eb.or([eb("memberships.stripe_price_id", "is", null), eb("memberships.stripe_price_id", "!=", priceId)]),
      )
      // Not moved to it already (each test written out: a NULL compared is neither true nor false).
      .where((eb) =>
        eb.or([
          eb("memberships.price_move_to", "is", null),
          eb("memberships.price_move_to", "!=", priceId),
          eb("memberships.price_move_state", "is", null),
          eb("memberships.price_move_state", "!=", "moved"),
        ]),
      )
      .orderBy("memberships.started_at")
      .execute()
  );
}

type Outcome =
  | { kind: "moved"; from: string }
  | { kind: "failed"; message: string }
  | { kind: "waiting"; renewsAt: string }
  | { kind: "elsewhere" }
  | { kind: "not-a-move" };

/** The product's current Stripe Price, as stripe_prices has it. */
interface Target {
  id: string;
  amount: number;
  currency: string;
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

async function moveOne(
  services: MoveServices,
  candidate: Candidate,
  product: StoredProduct,
  target: Target,
): Promise<Outcome> {
  const claimedAt = clock.now();
  if (!(await claim(services.database, candidate, target.id, claimedAt))) return { kind: "elsewhere" };
  const attempts = candidate.moveTo === target.id ? candidate.attempts : 0;
  const { stripe } = services.payments;
  let subscription: Stripe.Subscription;
  try {
    subscription = await stripe.subscriptions.retrieve(candidate.subscriptionId);
  } catch (error) {
    const message = messageOf(error);
    await release(services.database, candidate.id, target.id, claimedAt, { state: "failed", error: message, attempts });
    return { kind: "failed", message };
  }
  const item = subscription.items.data[0];
  const priceNow = item?.price;
  if (item && priceNow?.id === target.id) {
    // Billed at it already: our earlier try whose answer was lost (told now), or a member who bought at it (nothing to tell).
    if (candidate.moveTo === target.id) {
      const moved = await recordMoved(services, candidate, claimedAt, {
        priceId: target.id,
        from: iso(item.current_period_end),
        product: product.name,
        oldPrice: formatMoney(product.price, product.currency),
        newPrice: formatMoney(target.amount, target.currency),
      });
      return moved ? { kind: "moved", from: iso(item.current_period_end) } : { kind: "elsewhere" };
    }
    await release(services.database, candidate.id, target.id, claimedAt, { state: null, moveTo: null });
    await services.database.db
      .updateTable("memberships")
      .set({ stripe_price_id: target.id })
      .where("id", "=", candidate.id)
      .execute();
    return { kind: "not-a-move" };
  }
  if (!item) {
    const message = "Stripe's subscription has no item to change.";
    await release(services.database, candidate.id, target.id, claimedAt, { state: "failed", error: message, attempts });
    return { kind: "failed", message };
  }
  if (subscription.cancel_at_period_end || subscription.cancel_at) {
    const message = `The member cancelled it: it ends on ${longDateLabel(iso(subscription.cancel_at ?? item.current_period_end))} and is not billed again.`;
    await release(services.database, candidate.id, target.id, claimedAt, { state: "failed", error: message, attempts });
    return { kind: "failed", message };
  }
  const renewsAt = iso(item.current_period_end);
  if (item.current_period_end * 1000 - claimedAt.getTime() < PRICE_NOTICE_DAYS * DAY_MS) {
    await release(services.database, candidate.id, target.id, claimedAt, { state: "waiting", attempts });
    return { kind: "waiting", renewsAt };
  }
  try {
    const updated = await stripe.subscriptions.update(
      subscription.id,
      { items: [{ id: item.id, price: target.id }], proration_behavior: "none" },
      // Named after the move and its try: a lost answer retried is the same request, a try after a refusal a new one.
      { idempotencyKey: `subscription-price-${subscription.id}-${target.id}-${attempts}` },
    );
    const from = iso(updated.items.data[0]?.current_period_end ?? item.current_period_end);
    const oldAmount = priceNow?.unit_amount;
    const moved = await recordMoved(services, candidate, claimedAt, {
      priceId: target.id,
      from,
      product: product.name,
      oldPrice: formatMoney(oldAmount ?? product.price, (priceNow?.currency ?? product.currency).toUpperCase()),
      newPrice: formatMoney(target.amount, target.currency),
    });
    return moved ? { kind: "moved", from } : { kind: "elsewhere" };
  } catch (error) {
    const message = messageOf(error);
    await release(services.database, candidate.id, target.id, claimedAt, {
      state: "failed",
      error: message,
      attempts: attempts + 1,
    });
    return { kind: "failed", message };
  }
}

/**
 * Moves every live subscription of `product` (a membership for sale) that is billed at
 * another Price to its current Stripe Price (made first if Stripe does not have it yet).
 */
export async function moveSubscriptionsToCurrentPrice(
  services: MoveServices,
  product: StoredProduct,
): Promise<MoveResult> {
  const priceId = await stripePriceFor(services, product);
  const row = await services.database.db
    .selectFrom("stripe_prices")
    .select(["unit_amount", "currency"])
    .where("stripe_price_id", "=", priceId)
    .executeTakeFirstOrThrow();
  const target: Target = { id: priceId, amount: Number(row.unit_amount), currency: row.currency.toUpperCase() };
  const result: MoveResult = {
    priceId,
    price: target.amount,
    currency: target.currency,
    moved: [],
    failed: [],
    waiting: [],
    elsewhere: 0,
    left: 0,
  };
  const rows = await candidates(services.database, product.id, priceId);
  for (const row of rows) {
    const candidate: Candidate = {
      id: row.id,
      email: row.email,
      subscriptionId: row.stripe_subscription_id ?? "",
      moveTo: row.price_move_to,
      state: row.price_move_state,
      attempts: Number(row.price_move_attempts),
    };
    const who = { membershipId: row.id, member: row.email, subscriptionId: candidate.subscriptionId };
    const outcome = await moveOne(services, candidate, product, target);
    if (outcome.kind === "moved") result.moved.push({ ...who, from: outcome.from });
    else if (outcome.kind === "failed") result.failed.push({ ...who, message: outcome.message });
    else if (outcome.kind === "waiting") result.waiting.push({ ...who, renewsAt: outcome.renewsAt });
    else if (outcome.kind === "elsewhere") result.elsewhere += 1;
  }
  result.left = (await candidates(services.database, product.id, priceId)).length;
  return result;
}
