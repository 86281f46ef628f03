/**
 * The stand-in's money (stripe-stand-in.ts): PaymentIntents and their charges made when a
 * Checkout or an invoice is paid, refunds (the API's and the Dashboard's), disputes, and the
 * reads the site makes of them, shaped as Stripe's API answers them (Stripe's OpenAPI
 * fixtures: `refund`, `charge`, `dispute`, `payment_intent`, `invoice_payment`).
 */
import { newId, nowSeconds, refusal, StripeRefusal } from "./stripe-stand-in-basics.ts";

type Json = Record<string, unknown>;

export { newId, nowSeconds, StripeRefusal };

/** What the money part needs of the stand-in: its objects, and its events. */
export interface StandInStore {
  objects: Map<string, Json>;
  save<T extends Json>(object: T): T;
  object<T extends Json = Json>(id: string): T;
  emit(type: string, objectId: string): Promise<string>;
}

/** A succeeded PaymentIntent and its charge, as a card payment of `amount` leaves them. */
export function paidIntent(
  store: StandInStore,
  { amount, currency, customer, metadata }: { amount: number; currency: string; customer: unknown; metadata?: Json },
): { intent: Json; charge: Json } {
  const created = nowSeconds();
  const intentId = newId("pi");
  const charge = store.save({
    id: newId("ch"),
    object: "charge",
    amount,
    amount_captured: amount,
    amount_refunded: 0,
    balance_transaction: newId("txn"),
    captured: true,
    created,
    currency,
    customer,
    disputed: false,
    livemode: false,
    metadata: {},
    paid: true,
    payment_intent: intentId,
    refunded: false,
    status: "succeeded",
  });
  const intent = store.save({
    id: intentId,
    object: "payment_intent",
    amount,
    amount_received: amount,
    created,
    currency,
    customer,
    latest_charge: charge.id,
    livemode: false,
    metadata: metadata ?? {},
    status: "succeeded",
  });
  return { intent, charge };
}

/** The invoice_payment an invoice paid by `intent` lists among its `payments` (an includable field: expand it). */
export function invoicePayment(invoice: Json, intent: Json): Json {
  return {
    id: newId("inpay"),
    object: "invoice_payment",
    amount_paid: intent.amount,
    amount_requested: intent.amount,
    created: nowSeconds(),
    currency: intent.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { type: "payment_intent", payment_intent: intent.id },
    status: "paid",
    status_transitions: { canceled_at: null, paid_at: nowSeconds() },
  };
}

/** Stripe's error answer: `invalid_request_error` with a code and the message its API gives. */
const format = (minor: number) => `$${(minor / 100).toFixed(2)}`;

/**
 * POST /v1/refunds: a refund of a charge (by `charge` or `payment_intent`), `amount` of it
 * (what is left by default). Refused as Stripe refuses it: more than is left, a charge
 * refunded in full, a charge disputed.
 */
export function createRefund(store: StandInStore, form: Json): Json {
  const chargeId = form.charge
    ? String(form.charge)
    : String(store.object(String(form.payment_intent ?? "")).latest_charge ?? "");
  const charge = store.objects.get(chargeId);
  if (!charge) throw refusal("resource_missing", `No such charge: '${chargeId}'`, "charge");
  const left = Number(charge.amount) - Number(charge.amount_refunded);
  const dispute = [...store.objects.values()].find(
    (each) =>
      each.object === "dispute" &&
      each.charge === charge.id &&
      !["won", "lost", "warning_closed"].includes(String(each.status)),
  );
  if (dispute) {
    throw refusal("charge_disputed", `Charge ${charge.id} has been charged back; cannot issue a refund.`);
  }
  if (left <= 0) throw refusal("charge_already_refunded", `Charge ${charge.id} has already been refunded.`);
  const amount = form.amount === undefined ? left : Number(form.amount);
  if (!Number.isInteger(amount) || amount < 1)
    throw refusal("parameter_invalid_integer", "Invalid positive integer", "amount");
  if (amount > left) {
    throw refusal(
      "amount_too_large",
      `Refund amount (${format(amount)}) is greater than unrefunded amount on charge (${format(left)})`,
      "amount",
    );
  }
  return refundCharge(store, charge, {
    amount,
    reason: (form.reason as string | undefined) ?? null,
    metadata: (form.metadata as Json | undefined) ?? {},
  });
}

/** The refund's object, and the charge's cumulative `amount_refunded` and `refunded` moved on. */
export function refundCharge(
  store: StandInStore,
  charge: Json,
  { amount, reason, metadata }: { amount: number; reason: string | null; metadata: Json },
): Json {
  Object.assign(charge, {
    amount_refunded: Number(charge.amount_refunded) + amount,
    refunded: Number(charge.amount_refunded) + amount >= Number(charge.amount),
  });
  return store.save({
    id: newId("re"),
    object: "refund",
    amount,
    balance_transaction: newId("txn"),
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    destination_details: { card: { type: "refund" }, type: "card" },
    metadata,
    payment_intent: charge.payment_intent,
    reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: "succeeded",
    transfer_reversal: null,
  });
}

/** The events Stripe sends for a refund since API 2024-10-28: the refund's own, and the charge's with the cumulative amount. */
export async function emitRefunded(store: StandInStore, refund: Json): Promise<string[]> {
  return [
    await store.emit("refund.created", String(refund.id)),
    await store.emit("charge.refunded", String(refund.charge)),
  ];
}

/** A dispute opened by the member's bank: the money is withdrawn from the gym's balance at once (cards). */
export async function openDispute(
  store: StandInStore,
  chargeId: string,
  { reason = "fraudulent", amount }: { reason?: string; amount?: number } = {},
): Promise<string> {
  const charge = store.object(chargeId);
  const disputed = amount ?? Number(charge.amount) - Number(charge.amount_refunded);
  const dispute = store.save({
    id: newId("dp"),
    object: "dispute",
    amount: disputed,
    balance_transactions: [{ id: newId("txn"), object: "balance_transaction", amount: -disputed, type: "adjustment" }],
    charge: chargeId,
    created: nowSeconds(),
    currency: charge.currency,
    evidence_details: {
      due_by: nowSeconds() + 14 * 24 * 60 * 60,
      has_evidence: false,
      past_due: false,
      submission_count: 0,
    },
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: charge.payment_intent,
    reason,
    status: "needs_response",
  });
  charge.disputed = true;
  await store.emit("charge.dispute.created", String(dispute.id));
  await store.emit("charge.dispute.funds_withdrawn", String(dispute.id));
  return String(dispute.id);
}

/** The bank decides: won, the money comes back (funds_reinstated); lost, it stays gone. Then closed. */
export async function closeDispute(store: StandInStore, disputeId: string, outcome: "won" | "lost"): Promise<string[]> {
  const dispute = store.object(disputeId);
  dispute.status = outcome;
  const sent: string[] = [];
  if (outcome === "won") {
    (dispute.balance_transactions as Json[]).push({
      id: newId("txn"),
      object: "balance_transaction",
      amount: dispute.amount,
      type: "adjustment",
    });
    sent.push(await store.emit("charge.dispute.funds_reinstated", disputeId));
  }
  sent.push(await store.emit("charge.dispute.closed", disputeId));
  return sent;
}

/** Stripe's `created` filter: `created[gte]`, `[gt]`, `[lte]`, `[lt]`, in seconds. */
function createdWithin(created: number, query: URLSearchParams): boolean {
  const bound = (name: string) => (query.has(`created[${name}]`) ? Number(query.get(`created[${name}]`)) : null);
  const [gte, gt, lte, lt] = [bound("gte"), bound("gt"), bound("lte"), bound("lt")];
  return (
    (gte === null || created >= gte) &&
    (gt === null || created > gt) &&
    (lte === null || created <= lte) &&
    (lt === null || created < lt)
  );
}

/** GET lists of the money: refunds by charge or PaymentIntent, invoice payments by PaymentIntent. */
export function moneyList(store: StandInStore, resource: string, url: URL): Json[] | null {
  const query = url.searchParams;
  const all = [...store.objects.values()].reverse();
  if (resource === "refunds") {
    return all.filter(
      (each) =>
        each.object === "refund" &&
        (!query.has("charge") || each.charge === query.get("charge")) &&
        (!query.has("payment_intent") || each.payment_intent === query.get("payment_intent")) &&
        createdWithin(Number(each.created), query),
    );
  }
  if (resource === "charges") {
    return all.filter((each) => each.object === "charge" && createdWithin(Number(each.created), query));
  }
  if (resource === "invoice_payments") {
    const intent = query.get("payment[payment_intent]");
    return all
      .filter((each) => each.object === "invoice")
      .flatMap((invoice) => (invoice.payments as { data: Json[] } | undefined)?.data ?? [])
      .filter((payment) => (payment.payment as Json).payment_intent === intent);
  }
  return null;
}

/**
 * `expand[]` as Stripe reads it: each dotted path replaces an id with a copy of its object
 * (`payment_intent.latest_charge`); an includable field (an invoice's `payments`) is left out
 * unless asked for.
 */
export function expanded(store: StandInStore, object: Json, paths: string[], includable: string[] = []): Json {
  const copy = structuredClone(object);
  for (const field of includable) if (!paths.includes(field)) delete copy[field];
  for (const path of paths) {
    let node: Json | undefined = copy;
    for (const part of path.split(".")) {
      if (!node) break;
      const value = node[part];
      if (typeof value === "string" && store.objects.has(value)) node[part] = structuredClone(store.object(value));
      node = node[part] as Json | undefined;
    }
  }
  return copy;
}
