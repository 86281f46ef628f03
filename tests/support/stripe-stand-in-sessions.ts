/** The stand-in's Checkout Sessions and lists, shaped as Stripe's API answers them (stripe-stand-in.ts). */
import { clock } from "#app/platform/time/clock.ts";
import type { LineAmount } from "./stripe-stand-in-catalog.ts";

type Json = Record<string, unknown>;

const DAY = 24 * 60 * 60;

/**
 * A new open session from the create request's parameters and its priced `lines`: Stripe's
 * `created`, `expires_at` (24 hours unless asked), `amount_subtotal`, the discount in
 * `total_details` and `discounts`, `amount_total`, and the hosted page's `url`. `lines` is
 * kept for the stand-in's own pages and payments (Stripe shows line items only when asked).
 */
export function newCheckoutSession(
  form: Json,
  id: string,
  baseUrl: string,
  lines: LineAmount[],
  discount: { amount: number; coupon: Json; promotion: Json | null } | null,
): Json {
  const created = Math.floor(clock.millis() / 1000);
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const taken = discount?.amount ?? 0;
  return {
    ...form,
    lines,
    id,
    object: "checkout.session",
    created,
    expires_at: form.expires_at === undefined ? created + DAY : Number(form.expires_at),
    livemode: false,
    status: "open",
    payment_status: "unpaid",
    subscription: null,
    invoice: null,
    currency: String((lines[0]?.price?.currency as string | undefined) ?? "usd"),
    amount_subtotal: subtotal,
    amount_total: subtotal - taken,
    total_details: { amount_discount: taken, amount_shipping: 0, amount_tax: 0 },
    discounts: discount ? [{ coupon: discount.coupon.id, promotion_code: discount.promotion?.id ?? null }] : [],
    url: `${baseUrl}/pay/${id}`,
  };
}

/** GET /v1/checkout/sessions: newest first, by `customer`, `payment_intent`, `status`, `subscription` and `created[gte]`. */
export function checkoutSessionList(objects: Iterable<Json>, url: URL) {
  const query = url.searchParams;
  const gte = Number(query.get("created[gte]") ?? 0);
  const list = [...objects]
    .filter((each) => each.object === "checkout.session")
    .reverse()
    .filter(
      (session) =>
        Number(session.created) >= gte &&
        (!query.has("customer") || session.customer === query.get("customer")) &&
        (!query.has("payment_intent") || session.payment_intent === query.get("payment_intent")) &&
        (!query.has("status") || session.status === query.get("status")) &&
        (!query.has("subscription") || session.subscription === query.get("subscription")),
    );
  return listPage(list, query, "/v1/checkout/sessions");
}

/** One page of a Stripe list: `limit` (10 unless asked) after `starting_after`, and whether more follow. */
export function listPage(list: Json[], query: URLSearchParams, path: string) {
  const after = query.get("starting_after");
  const rest = after ? list.slice(list.findIndex((each) => each.id === after) + 1) : list;
  const limit = Number(query.get("limit") ?? 10);
  return { object: "list", url: path, has_more: rest.length > limit, data: rest.slice(0, limit) };
}
