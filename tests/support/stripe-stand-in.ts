import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { type LineAmount, StandInCatalog, StripeRefusal } from "./stripe-stand-in-catalog.ts";
import {
  closeDispute,
  createRefund,
  emitRefunded,
  expanded,
  invoicePayment,
  moneyList,
  newId,
  nowSeconds,
  openDispute,
  paidIntent,
  refundCharge,
} from "./stripe-stand-in-money.ts";
import { decodeForm, payPage, portalPage } from "./stripe-stand-in-pages.ts";
import { checkoutSessionList, listPage, newCheckoutSession } from "./stripe-stand-in-sessions.ts";
import { updateSubscription } from "./stripe-stand-in-subscriptions.ts";

/**
 * A small stand-in for Stripe, for tests and browser tests (this machine cannot reach
 * Stripe): the few API endpoints the site calls (customers, Products and Prices, coupons and
 * promotion codes, Checkout Sessions, subscriptions, invoices, the billing portal, the event
 * list, and the money: PaymentIntents, charges, refunds, disputes: stripe-stand-in-money.ts),
 * answering a repeated idempotency key as Stripe does, the hosted Checkout and
 * portal pages a member is sent to, and the webhook events Stripe would send, signed with
 * the package's own `webhooks.generateTestHeaderString`. The `stripe` package talks to it
 * through its host/port/protocol options (STRIPE_API_URL). A test drives what Stripe would
 * do on its own: a renewal that fails or succeeds, events held back, sent twice, or out of
 * order.
 */

type Json = Record<string, unknown>;
interface Subscription extends Json {
  id: string;
  status: string;
  metadata: Record<string, string>;
  customer: string;
  items: {
    object: "list";
    data: {
      id: string;
      object: "subscription_item";
      current_period_start: number;
      current_period_end: number;
      price?: Json | null;
    }[];
  };
}

const DAY = 24 * 60 * 60;

interface Answer {
  status: number;
  body: unknown;
  /** What Stripe does after it has answered (a refund's events): sent once the answer is written. */
  after?: () => Promise<unknown>;
}

export interface StandInRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  /** The parameters as Stripe reads them (form-encoded, nested). */
  form: Record<string, unknown>;
}

/** A promise that resolves when `release` is called, after `opened` has run. */
function closedGate(opened: () => void): { gate: Promise<void>; release: () => void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = () => {
      opened();
      resolve();
    };
  });
  return { gate, release };
}

export class StripeStandIn {
  readonly webhookSecret = `whsec_${randomBytes(16).toString("hex")}`;
  readonly requests: StandInRequest[] = [];
  readonly events: Json[] = [];
  /** Events not delivered (held back, or refused by the site): `npm run payments -- sync` is for them. */
  readonly undelivered = new Set<string>();
  /** While true, events are recorded but not sent. */
  holdEvents = false;
  /** While set, a new Checkout Session is made only once it resolves (`holdCheckoutCreation`). */
  private creationGate: Promise<void> | null = null;
  /** While set, a call on one subscription is answered only once it resolves (`holdSubscriptionCalls`). */
  private subscriptionGate: Promise<void> | null = null;
  /** Calls on a subscription waiting at that gate now. */
  subscriptionCallsHeld = 0;
  webhookUrl = "";
  /**
   * When a refund is made through the API: "answer-first" (as Stripe does: the API answers,
   * its events follow), or "events-first" (the webhook has them before the site has the
   * answer). `holdEvents` holds them back either way.
   */
  refundEvents: "answer-first" | "events-first" = "answer-first";
  /** The same for `customer.subscription.updated` after a subscription is changed through the API. */
  subscriptionEvents: "answer-first" | "events-first" = "answer-first";
  /** Events sent after an answer, still on their way: `settled()` waits for them. */
  private readonly inFlight = new Set<Promise<unknown>>();
  readonly objects = new Map<string, Json>();
  private readonly catalog = new StandInCatalog(this.objects, (object) => this.save(object));
  /** Answers kept by idempotency key (Stripe keeps them 24 hours): a retry gets the first answer again. */
  private readonly idempotent = new Map<string, { request: string; status: number; body: unknown } | "in flight">();
  private readonly server: Server;
  /** The package's own signer of test events (`webhooks.generateTestHeaderString`). */
  readonly signer = new Stripe("sk_test_standin_signer");
  url = "";

  constructor() {
    this.server = createServer((req, res) => {
      void this.handle(req, res).catch((error: unknown) => this.json(res, 500, { error: { message: String(error) } }));
    });
  }

  async start(port = 0): Promise<this> {
    this.server.listen(port, "127.0.0.1");
    await new Promise((resolve) => this.server.once("listening", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  object<T extends Json = Json>(id: string): T {
    const found = this.objects.get(id);
    if (!found) throw new StripeRefusal(`No such object: '${id}' (the stand-in has none)`, 404);
    return found as T;
  }

  save<T extends Json>(object: T): T {
    this.objects.set(object.id as string, object);
    return object;
  }

  /** Records an event with a copy of the object as it is now, and sends it unless held. */
  async emit(type: string, objectId: string): Promise<string> {
    const event = {
      id: newId("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(this.object(objectId)) },
    };
    this.events.push(event);
    this.undelivered.add(event.id);
    if (!this.holdEvents) await this.deliver([event.id]);
    return event.id;
  }

  /** Sends these events (again), in this order; answers the site's statuses. */
  async deliver(eventIds: string[] = [...this.undelivered]): Promise<number[]> {
    const statuses: number[] = [];
    for (const id of eventIds) {
      const event = this.events.find((each) => each.id === id);
      if (!event) throw new Error(`no event ${id}`);
      const payload = JSON.stringify(event);
      const header = this.signer.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret });
      const response = await fetch(this.webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": header },
        body: payload,
      });
      await response.arrayBuffer();
      statuses.push(response.status);
      if (response.ok) this.undelivered.delete(id);
    }
    return statuses;
  }

  /** Holds every new Checkout Session until the answer is called: requests at the same instant, made to overlap. */
  holdCheckoutCreation(): () => void {
    const { gate, release } = closedGate(() => {
      this.creationGate = null;
    });
    this.creationGate = gate;
    return release;
  }

  /**
   * Holds every call on a subscription (read or change) until the answer is called: presses
   * on two servers at once, made to overlap while each is talking to Stripe.
   */
  holdSubscriptionCalls(): () => void {
    const { gate, release } = closedGate(() => {
      this.subscriptionGate = null;
    });
    this.subscriptionGate = gate;
    return release;
  }

  /** The member pays on the hosted Checkout page: what Stripe then creates, and the events it sends. */
  async completeCheckout(sessionId: string): Promise<void> {
    const session = this.object(sessionId);
    if (session.status === "complete") return;
    if (session.status !== "open") throw new Error(`Checkout ${sessionId} is ${session.status}: it cannot be paid`);
    const now = nowSeconds();
    const discount = (session.discounts as { coupon: string | null; promotion_code: string | null }[])[0];
    if (discount) this.catalog.redeemed(discount);
    if (session.mode === "subscription") {
      // The first invoice is what the session totals (a `once` coupon's discount on it); renewals bill the Price.
      const amount = Number(session.amount_total);
      const recurringLine = (session.lines as LineAmount[]).find((line) => line.recurring);
      const subscription = this.save({
        id: newId("sub"),
        object: "subscription",
        status: "active",
        customer: session.customer,
        metadata: (session.subscription_data as { metadata?: Json })?.metadata ?? {},
        items: {
          object: "list",
          data: [
            {
              id: newId("si"),
              object: "subscription_item",
              current_period_start: now,
              current_period_end: now + 30 * DAY,
              price: recurringLine?.price ?? null,
            },
          ],
        },
        discounts: [],
        cancel_at: null,
        cancel_at_period_end: false,
        pause_collection: null,
        start_date: now,
        ended_at: null,
      } as Subscription);
      const taken = Number((session.total_details as { amount_discount: number }).amount_discount);
      const invoice = this.invoiceFor(subscription, amount, "subscription_create", "paid", discount ? taken : 0);
      Object.assign(session, { subscription: subscription.id, invoice: invoice.id });
      await this.emit("customer.subscription.created", subscription.id);
      await this.emit("invoice.paid", invoice.id as string);
    } else {
      const { intent } = paidIntent(this, {
        amount: Number(session.amount_total),
        currency: String(session.currency),
        customer: session.customer,
        metadata: (session.metadata as Json | undefined) ?? {},
      });
      Object.assign(session, { payment_intent: intent.id });
    }
    // Stripe's `url` is there only while the session is open.
    Object.assign(session, { status: "complete", payment_status: "paid", url: null });
    await this.emit("checkout.session.completed", sessionId);
  }

  private invoiceFor(
    subscription: Subscription,
    amount: number,
    reason: string,
    status: "paid" | "open",
    discounted = 0,
  ): Json {
    const discount = discounted > 0 ? newId("di") : null;
    const item = subscription.items.data[0];
    const invoice = this.save({
      id: newId("in"),
      object: "invoice",
      status,
      subtotal: amount + discounted,
      total: amount,
      discounts: discount ? [discount] : [],
      total_discount_amounts: discount ? [{ amount: discounted, discount }] : [],
      amount_paid: status === "paid" ? amount : 0,
      amount_due: amount,
      currency: "usd",
      customer: subscription.customer,
      billing_reason: reason,
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      status_transitions: { paid_at: status === "paid" ? nowSeconds() : null },
      lines: {
        object: "list",
        data: item
          ? [
              {
                id: newId("il"),
                object: "line_item",
                amount,
                period: { start: item.current_period_start, end: item.current_period_end },
              },
            ]
          : [],
      },
      payments: { object: "list", data: [] as Json[], has_more: false },
    });
    if (status === "paid") this.payInvoice(invoice);
    return invoice;
  }

  /** The invoice's PaymentIntent and charge, listed among its `payments`. */
  private payInvoice(invoice: Json): void {
    const { intent } = paidIntent(this, {
      amount: Number(invoice.amount_due),
      currency: String(invoice.currency),
      customer: invoice.customer,
    });
    (invoice.payments as { data: Json[] }).data.push(invoicePayment(invoice, intent));
  }

  /** The monthly renewal fails: a new period that began `daysAgo` days ago, unpaid; the subscription past due. */
  async renewalFailed(subscriptionId: string, { daysAgo = 0 }: { daysAgo?: number } = {}): Promise<string> {
    const subscription = this.object<Subscription>(subscriptionId);
    const start = nowSeconds() - daysAgo * DAY;
    subscription.items.data[0] = {
      id: subscription.items.data[0]?.id ?? newId("si"),
      object: "subscription_item",
      current_period_start: start,
      current_period_end: start + 30 * DAY,
    };
    subscription.status = "past_due";
    const invoice = this.invoiceFor(subscription, this.amountOf(subscription), "subscription_cycle", "open");
    subscription.latest_invoice = invoice.id;
    await this.emit("invoice.payment_failed", invoice.id as string);
    await this.emit("customer.subscription.updated", subscriptionId);
    return invoice.id as string;
  }

  /** The member updates their card and the open invoice is paid: the subscription is active again. */
  async renewalPaid(subscriptionId: string): Promise<void> {
    const subscription = this.object<Subscription>(subscriptionId);
    const invoice = this.object(subscription.latest_invoice as string);
    Object.assign(invoice, {
      status: "paid",
      amount_paid: invoice.amount_due,
      status_transitions: { paid_at: nowSeconds() },
    });
    this.payInvoice(invoice);
    subscription.status = "active";
    await this.emit("invoice.paid", invoice.id as string);
    await this.emit("customer.subscription.updated", subscriptionId);
  }

  /** A renewal bills the subscription's Price (no `once` discount); price data's amount is the first invoice's. */
  private amountOf(subscription: Subscription): number {
    const price = subscription.items.data[0]?.price;
    if (price) return Number(price.unit_amount);
    const first = [...this.objects.values()].find(
      (each) =>
        each.object === "invoice" &&
        (each.parent as Json)?.subscription_details &&
        (each.parent as { subscription_details: Json }).subscription_details.subscription === subscription.id,
    );
    return Number(first?.amount_due ?? 0);
  }

  private json(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", this.url);
    let body = "";
    for await (const chunk of req) body += chunk;
    const form = decodeForm(req.method === "GET" ? url.search.slice(1) : body);
    const key = req.headers["idempotency-key"];
    this.requests.push({
      method: req.method ?? "",
      path: url.pathname,
      idempotencyKey: typeof key === "string" ? key : undefined,
      form,
    });
    const [, version, resource, id, action, verb] = url.pathname.split("/");
    if (version === "pay" && resource) return this.payPage(req, res, resource);
    if (version === "portal") return portalPage(res, url);
    if (version !== "v1") return this.json(res, 404, { error: { message: "unknown path" } });
    const parts = { resource, id, action, verb };
    if (req.method !== "GET" && typeof key === "string") {
      return this.once(res, key, `${req.method} ${url.pathname} ${body}`, () => this.answer(req, url, form, parts));
    }
    return this.reply(res, await this.answer(req, url, form, parts));
  }

  /** Writes the answer, then sends what follows it (tracked until delivered: `settled()`). */
  private reply(res: ServerResponse, answer: Answer): void {
    this.json(res, answer.status, answer.body);
    if (answer.after) this.track(answer.after());
  }

  /**
   * Stripe's idempotency: the first answer (2xx) to a key is the answer to every request with
   * it; the same key with other parameters is refused, and one still being answered is a 409.
   */
  private async once(res: ServerResponse, key: string, request: string, work: () => Promise<Answer>): Promise<void> {
    const kept = this.idempotent.get(key);
    if (kept === "in flight") {
      return this.json(res, 409, {
        error: { type: "idempotency_error", message: "There is currently another in-progress request using this key." },
      });
    }
    if (kept) {
      if (kept.request !== request) {
        return this.json(res, 400, {
          error: {
            type: "idempotency_error",
            message:
              "Keys for idempotent requests can only be used with the same parameters they were first used with.",
          },
        });
      }
      res.setHeader("Idempotent-Replayed", "true");
      return this.json(res, kept.status, kept.body);
    }
    this.idempotent.set(key, "in flight");
    const answer = await work().catch((error: unknown) => {
      this.idempotent.delete(key);
      throw error;
    });
    if (answer.status >= 200 && answer.status < 300)
      this.idempotent.set(key, { request, status: answer.status, body: answer.body });
    else this.idempotent.delete(key);
    return this.reply(res, answer);
  }

  /** The API's answer to one request (its writes made), or a refusal in Stripe's error shape. */
  private async answer(
    req: IncomingMessage,
    url: URL,
    form: Json,
    parts: { resource?: string; id?: string; action?: string; verb?: string },
  ): Promise<Answer> {
    try {
      return await this.route(req, url, form, parts);
    } catch (error) {
      if (!(error instanceof StripeRefusal)) throw error;
      return { status: error.status, body: error.body() };
    }
  }

  private async route(
    req: IncomingMessage,
    url: URL,
    form: Json,
    { resource, id, action, verb }: { resource?: string; id?: string; action?: string; verb?: string },
  ): Promise<Answer> {
    const ok = (body: unknown): Answer => ({ status: 200, body });
    const post = req.method === "POST";
    if (resource === "subscriptions" && id && this.subscriptionGate) {
      this.subscriptionCallsHeld += 1;
      await this.subscriptionGate;
      this.subscriptionCallsHeld -= 1;
    }
    if (post && resource === "customers") {
      return ok(
        this.save({
          id: newId("cus"),
          object: "customer",
          email: form.email,
          name: form.name ?? null,
          metadata: form.metadata ?? {},
        }),
      );
    }
    if (resource === "products" && (post || id))
      return ok(post ? this.catalog.product(form, id) : this.object(id ?? ""));
    if (resource === "prices" && (post || id)) return ok(post ? this.catalog.price(form, id) : this.object(id ?? ""));
    if (resource === "coupons" && (post || id)) {
      if (req.method === "GET") return ok(this.object(id ?? ""));
      return ok(this.catalog.coupon(form, id, req.method === "DELETE"));
    }
    if (resource === "promotion_codes" && (post || id)) {
      return ok(post ? this.catalog.promotionCode(form, id) : this.object(id ?? ""));
    }
    if (resource === "checkout" && id === "sessions") return this.checkoutSessions(req, url, form, action, verb);
    const expand = (form.expand as string[] | undefined) ?? [];
    if (req.method === "GET" && resource === "invoices")
      return ok(expanded(this, this.object(id ?? ""), expand, ["payments"]));
    if (
      req.method === "GET" &&
      id &&
      ["subscriptions", "payment_intents", "charges", "refunds", "disputes"].includes(resource ?? "")
    )
      return ok(expanded(this, this.object(id), expand));
    if (req.method === "GET" && resource) {
      const list = moneyList(this, resource, url);
      if (list) return ok(listPage(list, url.searchParams, `/v1/${resource}`));
    }
    if (post && resource === "refunds" && !id) return this.refund(form);
    if (post && resource === "subscriptions" && id && !action) return this.subscriptionUpdate(id, form);
    if (post && resource === "billing_portal") {
      return ok({
        id: newId("bps"),
        object: "billing_portal.session",
        customer: form.customer,
        return_url: form.return_url,
        url: `${this.url}/portal/${form.customer}?return=${encodeURIComponent(String(form.return_url))}`,
      });
    }
    if (req.method === "GET" && resource === "events") return ok(this.eventList(url));
    return {
      status: 404,
      body: {
        error: { type: "invalid_request_error", message: `The stand-in does not answer ${req.method} ${url.pathname}` },
      },
    };
  }

  /** /v1/checkout/sessions: create, list, retrieve, and `/:id/expire`. */
  private async checkoutSessions(
    req: IncomingMessage,
    url: URL,
    form: Json,
    sessionId: string | undefined,
    verb: string | undefined,
  ): Promise<Answer> {
    if (req.method === "GET" && !sessionId)
      return { status: 200, body: checkoutSessionList(this.objects.values(), url) };
    if (req.method === "GET")
      return {
        status: 200,
        body: expanded(this, this.object(sessionId ?? ""), (form.expand as string[] | undefined) ?? []),
      };
    if (sessionId && verb === "expire") {
      const session = this.object(sessionId);
      // Stripe expires only an open session, and answers an invalid_request_error otherwise.
      if (session.status !== "open") throw new StripeRefusal(`This Checkout Session is ${session.status}.`);
      return { status: 200, body: Object.assign(session, { status: "expired", url: null }) };
    }
    if (sessionId) throw new StripeRefusal(`The stand-in does not answer ${url.pathname}`, 404);
    if (this.creationGate) await this.creationGate;
    const lines = ((form.line_items as Json[]) ?? []).map((item) => this.catalog.line(item, form.mode));
    const discount = this.catalog.discount(form.discounts as Json[] | undefined, lines);
    const session = newCheckoutSession(form, newId("cs_test"), this.url, lines, discount);
    return { status: 200, body: this.save(session) };
  }

  /** POST /v1/refunds (idempotency keys answered by `once`), its events sent as `refundEvents` says. */
  private async refund(form: Json): Promise<Answer> {
    const refund = createRefund(this, form);
    const events = () => emitRefunded(this, refund);
    if (this.refundEvents === "events-first") {
      await events();
      return { status: 200, body: refund };
    }
    return { status: 200, body: refund, after: events };
  }

  /** POST /v1/subscriptions/:id, then `customer.subscription.updated` as `subscriptionEvents` says. */
  private async subscriptionUpdate(id: string, form: Json): Promise<Answer> {
    const subscription = updateSubscription(this.objects, id, form);
    const body = structuredClone(subscription);
    const events = () => this.emit("customer.subscription.updated", id);
    if (this.subscriptionEvents === "events-first") {
      await events();
      return { status: 200, body };
    }
    return { status: 200, body, after: events };
  }

  /** Its period ends in `days` days (the month's renewal near or far), as though it renewed then. */
  renewsIn(subscriptionId: string, days: number): void {
    const item = this.object<Subscription>(subscriptionId).items.data[0];
    if (!item) throw new Error(`${subscriptionId} has no item`);
    item.current_period_end = nowSeconds() + Math.round(days * DAY);
    item.current_period_start = item.current_period_end - 30 * DAY;
  }

  /** The member cancels at once in the billing portal; the event is recorded, and sent unless held. */
  async cancelNow(subscriptionId: string): Promise<void> {
    const subscription = this.object<Subscription>(subscriptionId);
    Object.assign(subscription, { status: "canceled", ended_at: nowSeconds(), canceled_at: nowSeconds() });
    await this.emit("customer.subscription.deleted", subscriptionId);
  }

  /** Events sent after an answer (recorded only while `holdEvents`), tracked until delivered. */
  private track(sending: Promise<unknown>) {
    const done: Promise<unknown> = sending.finally(() => this.inFlight.delete(done));
    this.inFlight.add(done);
  }

  /** Waits for the events sent after an answer to have been delivered. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** The charge of a paid Checkout Session (payment mode) or invoice. */
  chargeOf(sessionOrInvoiceId: string): string {
    const paid = this.object(sessionOrInvoiceId);
    const intentId =
      paid.object === "invoice"
        ? (((paid.payments as { data: Json[] }).data.at(-1)?.payment as Json | undefined)?.payment_intent as string)
        : String(paid.payment_intent);
    return String(this.object(intentId).latest_charge);
  }

  /** The gym refunds in its Stripe Dashboard: the refund and its events, as the API's. */
  async refundInDashboard(
    chargeId: string,
    { amount, reason = null }: { amount?: number; reason?: string | null } = {},
  ): Promise<string> {
    const charge = this.object(chargeId);
    const refund = refundCharge(this, charge, {
      amount: amount ?? Number(charge.amount) - Number(charge.amount_refunded),
      reason,
      metadata: {},
    });
    await emitRefunded(this, refund);
    return String(refund.id);
  }

  /** The member's bank disputes the charge: `charge.dispute.created` and `funds_withdrawn`. */
  openDispute(chargeId: string, options: { reason?: string; amount?: number } = {}): Promise<string> {
    return openDispute(this, chargeId, options);
  }

  /** The bank decides the dispute: `funds_reinstated` (won) and `charge.dispute.closed`. */
  closeDispute(disputeId: string, outcome: "won" | "lost"): Promise<string[]> {
    return closeDispute(this, disputeId, outcome);
  }

  /** Newest first, as Stripe lists them, by `created[gte]`, `types[]`, `limit` and `starting_after`. */
  private eventList(url: URL) {
    const gte = Number(url.searchParams.get("created[gte]") ?? 0);
    const types = [...url.searchParams].filter(([name]) => name.startsWith("types[")).map(([, value]) => value);
    const list = [...this.events]
      .reverse()
      .filter((event) => Number(event.created) >= gte && (types.length === 0 || types.includes(event.type as string)));
    return listPage(list, url.searchParams, "/v1/events");
  }

  private async payPage(req: IncomingMessage, res: ServerResponse, sessionId: string) {
    const session = this.object(sessionId);
    if (req.method !== "POST" || session.status !== "open") return payPage(res, session);
    await this.completeCheckout(sessionId);
    res.writeHead(303, { location: String(session.success_url).replace("{CHECKOUT_SESSION_ID}", sessionId) });
    res.end();
  }
}
