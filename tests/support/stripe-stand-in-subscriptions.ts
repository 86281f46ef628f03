import { nowSeconds, refusal, StripeRefusal } from "./stripe-stand-in-basics.ts";

/**
 * The stand-in's `POST /v1/subscriptions/:id` (stripe-stand-in.ts), as far as the site uses
 * it: changing an item's Price (decision 0213), as Stripe answers and refuses it (its API
 * reference, "Update a subscription", and "Changing prices" in its Billing guides):
 * - the answer is the whole subscription, its item now on the new Price (quantity 1 unless
 *   given), the period unchanged: with `proration_behavior=none` nothing is invoiced now,
 *   the next renewal bills the new Price;
 * - refused: an unknown subscription (404), a canceled one ("can only update its
 *   cancellation_details and metadata"), an item that is not the subscription's, an unknown,
 *   archived or one-time Price, a `proration_behavior` Stripe does not know, any parameter
 *   the stand-in does not model (Stripe's "unknown parameter", so a new one is noticed).
 */

type Json = Record<string, unknown>;

interface Item extends Json {
  id: string;
  price?: Json | null;
  quantity?: number;
}

interface Subscription extends Json {
  id: string;
  status: string;
  items: { data: Item[] };
}

const PRORATIONS = ["create_prorations", "none", "always_invoice"];
const UPDATABLE = ["items", "proration_behavior", "metadata", "cancel_at_period_end", "expand"];

export function updateSubscription(objects: Map<string, Json>, id: string, form: Json): Subscription {
  const subscription = objects.get(id) as Subscription | undefined;
  if (subscription?.object !== "subscription") {
    throw new StripeRefusal(`No such subscription: '${id}'`, 404, "invalid_request_error", "resource_missing", "id");
  }
  const unknown = Object.keys(form).filter((key) => !UPDATABLE.includes(key));
  if (unknown.length > 0) throw new StripeRefusal(`Received unknown parameter: ${unknown[0]}`);
  if (subscription.status === "canceled" || subscription.status === "incomplete_expired") {
    throw new StripeRefusal("A canceled subscription can only update its cancellation_details and metadata.");
  }
  const proration = form.proration_behavior as string | undefined;
  if (proration !== undefined && !PRORATIONS.includes(proration)) {
    throw refusal(
      "parameter_invalid_string",
      `Invalid proration_behavior: must be one of ${PRORATIONS.join(", ")}`,
      "proration_behavior",
    );
  }
  const items = (form.items as Json[] | undefined) ?? [];
  const changes = items.map((item, index) => {
    const param = `items[${index}]`;
    const own = subscription.items.data.find((each) => each.id === item.id);
    if (item.id !== undefined && !own) {
      throw refusal("resource_missing", `No such subscription item: '${String(item.id)}'`, `${param}[id]`);
    }
    if (!own) throw new StripeRefusal("The stand-in changes only the subscription's own items: give items[][id].");
    const price = item.price === undefined ? null : objects.get(String(item.price));
    if (item.price !== undefined) {
      if (price?.object !== "price") {
        throw refusal("resource_missing", `No such price: '${String(item.price)}'`, `${param}[price]`);
      }
      if (!price.active) {
        throw new StripeRefusal("The price specified is inactive. This field only accepts active prices.");
      }
      if (price.recurring === null) {
        throw new StripeRefusal(
          "The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.",
        );
      }
    }
    return { own, price, quantity: item.quantity === undefined ? undefined : Number(item.quantity) };
  });
  // Stripe checks every item before it changes any: a refusal changes nothing.
  for (const { own, price, quantity } of changes) {
    if (price) Object.assign(own, { price, quantity: quantity ?? 1 });
    else if (quantity !== undefined) own.quantity = quantity;
  }
  if (form.metadata !== undefined) subscription.metadata = form.metadata;
  if (form.cancel_at_period_end !== undefined) {
    subscription.cancel_at_period_end = form.cancel_at_period_end === "true";
  }
  subscription.updated = nowSeconds();
  return subscription;
}
