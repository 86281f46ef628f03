import type { Kysely } from "kysely";
import type Stripe from "stripe";
import type { MailContext } from "#app/features/mail/templates/mail-context.ts";
import { type Database, joinTransaction, type Tables } from "#app/platform/data/database.server.ts";
import { isUniqueViolation } from "#app/platform/data/unique-violation.ts";
import { clock } from "#app/platform/time/clock.ts";
import { checkoutRecorded, linkCheckout } from "./checkout-records.server.ts";
import { idOf, type Payments } from "./stripe.server.ts";
import {
  recordCheckoutPayment,
  recordInvoicePayment,
  subscriptionOfInvoice,
  syncSubscription,
} from "./stripe-effects.server.ts";
import { applyChargeNews, type ChargeNews, chargeNews } from "./stripe-refunds.server.ts";

/**
 * One Stripe event, from the webhook or from `npm run payments -- sync`: the objects it is
 * about are read again from Stripe (an event's own copy may be older than another event
 * already applied), then their effects and the event's id are written in one transaction,
 * so an event applied once is never applied twice, and a failure leaves nothing behind for
 * Stripe's retry (or the next sync) to trip over.
 */

export interface PaymentServices {
  database: Database;
  payments: Payments;
  mail: { context: MailContext };
}

export type EventOutcome = "applied" | "duplicate" | "ignored";

/** The event types whose objects change a membership or record a payment (docs/payments.md). */
export const handledEventTypes = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.paused",
  "customer.subscription.resumed",
  "invoice.paid",
  "invoice.payment_failed",
  // Refunds and disputes (decision 0154): since API 2024-10-28 every refund has its own
  // refund.* events; charge.refunded says only the cumulative amount, so it is read as "look
  // at the charge's refunds", each recorded once by its id.
  "refund.created",
  "refund.updated",
  "refund.failed",
  "charge.refunded",
  "charge.dispute.created",
  "charge.dispute.updated",
  "charge.dispute.funds_withdrawn",
  "charge.dispute.funds_reinstated",
  "charge.dispute.closed",
] as const satisfies Stripe.Event.Type[];

const handled = new Set<string>(handledEventTypes);

interface Fresh {
  session: Stripe.Checkout.Session | null;
  subscription: Stripe.Subscription | null;
  invoice: Stripe.Invoice | null;
  /** A charge's money going back or being disputed: stripe-refunds.server.ts. */
  money: ChargeNews | null;
}

const nothing = (): Fresh => ({ session: null, subscription: null, invoice: null, money: null });

/** A Checkout, its subscription and that subscription's first invoice (a membership's first payment). */
async function freshOfSession(stripe: Stripe, sessionId: string): Promise<Fresh> {
  // The PaymentIntent's charge says when it was paid, and is what a refund will name.
  const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ["payment_intent.latest_charge"] });
  const subscriptionId = idOf(session.subscription);
  const invoiceId = idOf(session.invoice);
  return {
    ...nothing(),
    session,
    subscription: subscriptionId ? await stripe.subscriptions.retrieve(subscriptionId) : null,
    invoice: invoiceId ? await stripe.invoices.retrieve(invoiceId, { expand: ["payments"] }) : null,
  };
}

/** What the event is about, read again; reads change nothing, so they need no idempotency key. */
async function reread(database: Database, { stripe }: Payments, event: Stripe.Event): Promise<Fresh> {
  const object = event.data.object as { id?: string; object?: string };
  const fresh = nothing();
  if (!object.id) return fresh;
  let subscriptionId: string | null = null;
  if (object.object === "checkout.session") return freshOfSession(stripe, object.id);
  if (object.object === "refund" || object.object === "charge" || object.object === "dispute") {
    return { ...fresh, money: await chargeNews(database, stripe, { kind: object.object, id: object.id }) };
  }
  if (object.object === "subscription") {
    subscriptionId = object.id;
  } else if (object.object === "invoice") {
    fresh.invoice = await stripe.invoices.retrieve(object.id, { expand: ["payments"] });
    subscriptionId = subscriptionOfInvoice(fresh.invoice);
  }
  if (subscriptionId) fresh.subscription = await stripe.subscriptions.retrieve(subscriptionId);
  return fresh;
}

async function alreadyApplied(database: Database, eventId: string): Promise<boolean> {
  const row = await database.db.selectFrom("stripe_events").select("id").where("id", "=", eventId).executeTakeFirst();
  return row !== undefined;
}

export async function processEvent(
  services: PaymentServices,
  event: Stripe.Event,
  now: Date = clock.now(),
): Promise<EventOutcome> {
  const { database } = services;
  if (await alreadyApplied(database, event.id)) return "duplicate";
  const fresh = handled.has(event.type) ? await reread(database, services.payments, event) : null;
  const apply = () =>
    database.writeTransaction(async (trx): Promise<EventOutcome> => {
      // The id first: a second delivery at the same moment waits here, then finds it.
      const recorded = await trx
        .insertInto("stripe_events")
        .values({
          id: event.id,
          type: event.type,
          created_at: new Date(event.created * 1000).toISOString(),
          processed_at: now.toISOString(),
        })
        .onConflict((conflict) => conflict.column("id").doNothing())
        .executeTakeFirst();
      if (Number(recorded.numInsertedOrUpdatedRows ?? 0) !== 1) return "duplicate";
      if (!fresh) return "ignored";
      await applyFresh(services, trx, fresh, now);
      return "applied";
    });
  return withRetryOnUnique(apply);
}

/** The effects of what was read, in the caller's transaction: the membership first (and the Checkout it was bought through), then the payments. */
async function applyFresh(services: PaymentServices, trx: Kysely<Tables>, fresh: Fresh, now: Date): Promise<void> {
  const { database } = services;
  const context = services.mail.context;
  if (fresh.subscription) {
    const synced = await syncSubscription(database, trx, fresh.subscription, context, now);
    if (fresh.session?.status === "complete" && synced.membershipId)
      await linkCheckout(trx, synced.membershipId, fresh.session.id);
  }
  if (fresh.invoice && fresh.subscription)
    await recordInvoicePayment(trx, fresh.invoice, fresh.subscription, context, now);
  if (fresh.session) await recordCheckoutPayment(database, trx, fresh.session, context, now);
  if (fresh.money) await applyChargeNews(joinTransaction(database, trx), trx, fresh.money, context, now);
}

/**
 * Two events about one new object at once (an invoice paid, its subscription created): the
 * other inserted the row first and this transaction was refused; applied again, it finds it.
 */
async function withRetryOnUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return work();
  }
}

/**
 * A Checkout the member has just come back from: applied at once from Stripe's own answer
 * (the webhook may not have arrived yet), keyed like the webhook's effects, so whichever
 * comes second changes nothing. Only the member who paid may ask. Once its purchase is
 * recorded (by either), Stripe is not asked again: a reload of the page costs nothing.
 */
export async function applyReturnedCheckout(
  services: PaymentServices,
  sessionId: string,
  userId: string,
  now: Date = clock.now(),
): Promise<void> {
  if (await checkoutRecorded(services.database.db, sessionId)) return;
  const fresh = await freshOfSession(services.payments.stripe, sessionId);
  if (fresh.session?.client_reference_id !== userId || fresh.session.status !== "complete") return;
  await withRetryOnUnique(() => services.database.writeTransaction((trx) => applyFresh(services, trx, fresh, now)));
}
