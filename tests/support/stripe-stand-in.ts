import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
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
  StripeRefusal,
} from "./stripe-stand-in-money.ts";
import { decodeForm, payPage, portalPage } from "./stripe-stand-in-pages.ts";
import { checkoutSessionList, listPage, newCheckoutSession } from "./stripe-stand-in-sessions.ts";

/**
 * A small stand-in for Stripe, for tests and browser tests (this machine cannot reach
 * Stripe): the few API endpoints the site calls (customers, Checkout Sessions,
 * subscriptions, invoices, the billing portal, the event list, and the money: PaymentIntents,
 * charges, refunds, disputes: stripe-stand-in-money.ts), the hosted Checkout and
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
    data: { id: string; object: "subscription_item"; current_period_start: number; current_period_end: number }[];
  };
}

const DAY = 24 * 60 * 60;

export interface StandInRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
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
  webhookUrl = "";
  /**
   * When a refund is made through the API: "answer-first" (as Stripe does: the API answers,
   * its events follow), or "events-first" (the webhook has them before the site has the
   * answer). `holdEvents` holds them back either way.
   */
  refundEvents: "answer-first" | "events-first" = "answer-first";
  /** Events sent after an answer, still on their way: `settled()` waits for them. */
  private readonly inFlight = new Set<Promise<unknown>>();
  /** Answers of writes by idempotency key, as Stripe replays them. */
  private readonly keyed = new Map<string, { status: number; body: unknown }>();
  readonly objects = new Map<string, Json>();
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
    if (!found) throw new Error(`the stand-in has no ${id}`);
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
    let release = () => {};
    this.creationGate = new Promise((resolve) => {
      release = () => {
        this.creationGate = null;
        resolve();
      };
    });
    return release;
  }

  /** The member pays on the hosted Checkout page: what Stripe then creates, and the events it sends. */
  async completeCheckout(sessionId: string): Promise<void> {
    const session = this.object(sessionId);
    if (session.status === "complete") return;
    if (session.status !== "open") throw new Error(`Checkout ${sessionId} is ${session.status}: it cannot be paid`);
    const now = nowSeconds();
    if (session.mode === "subscription") {
      const items = (session.line_items as { price_data: { unit_amount: string; recurring?: unknown } }[]) ?? [];
      const amount = items.reduce((sum, item) => sum + Number(item.price_data.unit_amount), 0);
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
            },
          ],
        },
        cancel_at: null,
        cancel_at_period_end: false,
        pause_collection: null,
        start_date: now,
        ended_at: null,
      } as Subscription);
      const invoice = this.invoiceFor(subscription, amount, "subscription_create", "paid");
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

  private invoiceFor(subscription: Subscription, amount: number, reason: string, status: "paid" | "open"): Json {
    const item = subscription.items.data[0];
    const invoice = this.save({
      id: newId("in"),
      object: "invoice",
      status,
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

  private amountOf(subscription: Subscription): number {
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
    });
    const [, version, resource, id, action, verb] = url.pathname.split("/");
    if (version === "pay" && resource) return this.payPage(req, res, resource);
    if (version === "portal") return portalPage(res, url);
    if (version !== "v1") return this.json(res, 404, { error: { message: "unknown path" } });
    if (req.method === "POST" && resource === "customers") {
      return this.json(
        res,
        200,
        this.save({
          id: newId("cus"),
          object: "customer",
          email: form.email,
          name: form.name ?? null,
          metadata: form.metadata ?? {},
        }),
      );
    }
    if (resource === "checkout" && id === "sessions") return this.checkoutSessions(req, res, url, form, action, verb);
    const expand = (form.expand as string[] | undefined) ?? [];
    if (req.method === "GET" && resource === "invoices")
      return this.json(res, 200, expanded(this, this.object(id ?? ""), expand, ["payments"]));
    if (
      req.method === "GET" &&
      id &&
      ["subscriptions", "payment_intents", "charges", "refunds", "disputes"].includes(resource ?? "")
    )
      return this.json(res, 200, expanded(this, this.object(id), expand));
    if (req.method === "GET" && resource) {
      const list = moneyList(this, resource, url);
      if (list) return this.json(res, 200, listPage(list, url.searchParams, `/v1/${resource}`));
    }
    if (req.method === "POST" && resource === "refunds" && !id) return this.refund(res, form, key);
    if (req.method === "POST" && resource === "billing_portal") {
      return this.json(res, 200, {
        id: newId("bps"),
        object: "billing_portal.session",
        customer: form.customer,
        return_url: form.return_url,
        url: `${this.url}/portal/${form.customer}?return=${encodeURIComponent(String(form.return_url))}`,
      });
    }
    if (req.method === "GET" && resource === "events") return this.json(res, 200, this.eventList(url));
    this.json(res, 404, {
      error: { type: "invalid_request_error", message: `The stand-in does not answer ${req.method} ${url.pathname}` },
    });
  }

  /** /v1/checkout/sessions: create, list, retrieve, and `/:id/expire`. */
  private async checkoutSessions(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    form: Json,
    sessionId: string | undefined,
    verb: string | undefined,
  ) {
    if (req.method === "GET" && !sessionId) return this.json(res, 200, checkoutSessionList(this.objects.values(), url));
    if (req.method === "GET") {
      return this.json(
        res,
        200,
        expanded(this, this.object(sessionId ?? ""), (form.expand as string[] | undefined) ?? []),
      );
    }
    if (sessionId && verb === "expire") {
      const session = this.object(sessionId);
      // Stripe expires only an open session, and answers an invalid_request_error otherwise.
      if (session.status !== "open") {
        return this.json(res, 400, {
          error: { type: "invalid_request_error", message: `This Checkout Session is ${session.status}.` },
        });
      }
      return this.json(res, 200, Object.assign(session, { status: "expired", url: null }));
    }
    if (sessionId) return this.json(res, 404, { error: { message: `The stand-in does not answer ${url.pathname}` } });
    if (this.creationGate) await this.creationGate;
    return this.json(res, 200, this.save(newCheckoutSession(form, newId("cs_test"), this.url)));
  }

  /** POST /v1/refunds, answered once per idempotency key, its events sent as `refundEvents` says. */
  private async refund(res: ServerResponse, form: Json, key: string | string[] | undefined) {
    const keyed = typeof key === "string" ? this.keyed.get(`refunds ${key}`) : undefined;
    if (keyed) return this.json(res, keyed.status, keyed.body);
    let status = 200;
    let body: unknown;
    let events: (() => Promise<unknown>) | null = null;
    try {
      const refund = createRefund(this, form);
      body = refund;
      events = () => emitRefunded(this, refund);
    } catch (error) {
      if (!(error instanceof StripeRefusal)) throw error;
      status = 400;
      body = error.body();
    }
    if (typeof key === "string") this.keyed.set(`refunds ${key}`, { status, body });
    if (events && this.refundEvents === "events-first") await events();
    this.json(res, status, body);
    if (events && this.refundEvents !== "events-first") this.track(events());
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
