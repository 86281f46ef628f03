import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type Stripe from "stripe";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import type { MailContext } from "#app/features/mail/templates/mail-context.ts";
import { paymentFailedEmail } from "#app/features/mail/templates/payment-failed.ts";
import { graceEndsAt } from "#app/features/memberships/entitlements.server.ts";
import { recordMembershipPeriod } from "#app/features/memberships/membership-periods.server.ts";
import { offerOnInvoice } from "#app/features/memberships/sale-offers.server.ts";
import { insertSale, queueReceipt, recordSale } from "#app/features/memberships/sales.server.ts";
import { longDateLabel } from "#app/features/memberships/wording.ts";
import { redeemHeld } from "#app/features/offers/redemptions.server.ts";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import { type Database, forUpdate, type Tables } from "#app/platform/data/database.server.ts";
import type { MembershipStatus } from "#app/platform/data/tables.ts";
import { boughtBefore, paidAtOfSession, termsPaidFor } from "./checkout-terms.server.ts";
import { invoiceDiscount, paidOfferOf } from "./paid-offers.server.ts";
import { paymentOfInvoice, paymentOfSession, rememberSalePayment } from "./sale-payments.server.ts";
import { idOf } from "./stripe.server.ts";

/**
 * What Stripe's objects, read fresh from Stripe, mean for our records: a subscription is a
 * membership (its status, period, end), a paid invoice of a subscription is a payment, a
 * completed Checkout in payment mode is a sale of credits. Each effect is keyed by the
 * Stripe object it comes from (the subscription's id, the invoice's, the session's), so
 * applying it again, or after a later state, changes nothing twice: the order events
 * arrive in does not matter. They run inside the event's transaction (stripe-events.server.ts).
 */

type Trx = Kysely<Tables>;

/** An event carries nobody we know: Stripe retries it, and the log says why. */
export class UnknownMember extends Error {
  override name = "UnknownMember";
}

const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

/** The member a Stripe object is for: its metadata, else its customer. */
async function memberOf(trx: Trx, metadata: Stripe.Metadata | null, customer: string | null) {
  const byMetadata = metadata?.userId;
  const row = byMetadata
    ? await trx.selectFrom("user").select(["id", "email"]).where("id", "=", byMetadata).executeTakeFirst()
    : customer
      ? await trx
          .selectFrom("stripe_customers")
          .innerJoin("user", "user.id", "stripe_customers.user_id")
          .select(["user.id", "user.email"])
          .where("stripe_customers.customer_id", "=", customer)
          .executeTakeFirst()
      : undefined;
  if (!row) throw new UnknownMember(`Stripe object for no known member (customer ${customer ?? "none"})`);
  return row;
}

/** Stripe's subscription statuses as a membership's; null: not a membership yet (its first payment is pending). */
function membershipStatus(subscription: Stripe.Subscription): MembershipStatus | null {
  if (subscription.pause_collection) return "paused";
  switch (subscription.status) {
    case "active":
    case "trialing":
      return "active";
    case "past_due":
      return "past_due";
    case "paused":
      return "paused";
    case "incomplete":
      return null;
    default:
      return "ended";
  }
}

export interface MembershipSynced {
  membershipId: string | null;
  userId: string;
  /** It went past due with this change: the member is mailed. */
  becamePastDue: boolean;
}

/**
 * Makes the subscription's membership what the subscription is now: status, paid period,
 * when it ends if cancelled, and since when it is past due (the renewal date that failed,
 * Stripe's current period start).
 */
export async function syncSubscription(
  database: Pick<Database, "kind">,
  trx: Trx,
  subscription: Stripe.Subscription,
  mail: MailContext,
  now: Date,
): Promise<MembershipSynced> {
  const member = await memberOf(trx, subscription.metadata, idOf(subscription.customer));
  const status = membershipStatus(subscription);
  const item = subscription.items.data[0];
  const existing = await forUpdate(
    database,
    trx
      .selectFrom("memberships")
      .select(["id", "status", "product_id"])
      .where("stripe_subscription_id", "=", subscription.id),
  ).executeTakeFirst();
  if (!existing && status === null) return { membershipId: null, userId: member.id, becamePastDue: false };
  const productId = subscription.metadata?.productId ?? existing?.product_id;
  const product = productId ? currentProducts().find(productId) : undefined;
  if (!productId) throw new UnknownMember(`Subscription ${subscription.id} names no product`);
  const periodEnd = item ? iso(item.current_period_end) : now.toISOString();
  const cancelsAt = subscription.cancel_at
    ? iso(subscription.cancel_at)
    : subscription.cancel_at_period_end
      ? periodEnd
      : null;
  const row = {
    product_id: productId,
    status: status ?? existing?.status ?? "ended",
    classes_per_week: product?.kind === "membership" ? product.classesPerWeek : null,
    current_period_end: subscription.ended_at ? iso(subscription.ended_at) : periodEnd,
    cancels_at: cancelsAt,
    past_due_since: status === "past_due" && item ? iso(item.current_period_start) : null,
    paused_at: status === "paused" ? now.toISOString() : null,
    // The Price Stripe bills now (an owner's move of it, decision 0213, may reach us first by this event).
    ...(item?.price?.id ? { stripe_price_id: item.price.id } : {}),
    updated_at: now.toISOString(),
  };
  let membershipId: string;
  if (existing) {
    membershipId = existing.id;
    await trx.updateTable("memberships").set(row).where("id", "=", existing.id).execute();
  } else {
    membershipId = randomUUID();
    await trx
      .insertInto("memberships")
      .values({
        ...row,
        id: membershipId,
        user_id: member.id,
        sale_id: null,
        started_at: iso(subscription.start_date),
        stripe_subscription_id: subscription.id,
      })
      .execute();
  }
  const becamePastDue = row.status === "past_due" && existing?.status !== "past_due";
  if (becamePastDue && row.past_due_since) {
    await enqueueMail(
      trx,
      paymentFailedEmail(
        {
          to: member.email,
          product: product?.name ?? productId,
          graceEndsAt: longDateLabel(graceEndsAt(row.past_due_since)),
        },
        mail,
      ),
    );
  }
  return { membershipId, userId: member.id, becamePastDue };
}

/** The subscription an invoice bills, if any. */
export function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription ?? null);
}

/**
 * A paid invoice of a subscription: the month's payment, recorded once (by the invoice's id),
 * with its receipt; the first month's, with the offer the Checkout applied (its use recorded).
 */
export async function recordInvoicePayment(
  trx: Trx,
  invoice: Stripe.Invoice,
  subscription: Stripe.Subscription,
  mail: MailContext,
  now: Date,
): Promise<boolean> {
  if (invoice.status !== "paid" || invoice.amount_paid <= 0 || !invoice.id) return false;
  if (await alreadyRecorded(trx, invoice.id)) return false;
  const member = await memberOf(trx, subscription.metadata, idOf(subscription.customer));
  const productId = subscription.metadata?.productId ?? "";
  const product = currentProducts().find(productId);
  const paidAt = invoice.status_transitions?.paid_at ? new Date(invoice.status_transitions.paid_at * 1000) : now;
  const saleId = randomUUID();
  const amount = invoice.amount_paid;
  const currency = invoice.currency.toUpperCase();
  const offer = paidOfferOf(subscription.metadata, invoiceDiscount(invoice));
  const onInvoice = offer ? offerOnInvoice(offer) : undefined;
  const issued = await insertSale(trx, {
    saleId,
    userId: member.id,
    productId,
    method: "stripe",
    amount,
    staffUserId: null,
    now: paidAt,
    externalRef: invoice.id,
    currency,
    ...(onInvoice ? { offer: onInvoice } : {}),
  });
  const payment = paymentOfInvoice(invoice);
  if (payment) await rememberSalePayment(trx, saleId, payment);
  const item = subscription.items.data[0];
  const membership = await trx
    .selectFrom("memberships")
    .select("id")
    .where("stripe_subscription_id", "=", subscription.id)
    .executeTakeFirst();
  // The period the invoice paid for: its line's (what Stripe billed), else the subscription's current one.
  const period =
    invoice.lines?.data[0]?.period ??
    (item ? { start: item.current_period_start, end: item.current_period_end } : null);
  if (membership && period) {
    await recordMembershipPeriod(trx, {
      saleId,
      membershipId: membership.id,
      userId: member.id,
      startsAt: iso(period.start),
      endsAt: iso(period.end),
    });
  }
  if (offer) await redeemHeld(trx, { ...offer, userId: member.id, saleId, currency, now: paidAt });
  const sale = {
    id: saleId,
    productId,
    method: "stripe" as const,
    amount,
    currency,
    createdAt: paidAt.toISOString(),
    invoice: { number: issued.number },
    offer: offer ? { code: offer.offer.code, discount: offer.discount } : null,
  };
  const runsUntil = item ? longDateLabel(iso(item.current_period_end)) : null;
  await queueReceipt(
    trx,
    {
      userId: member.id,
      sale,
      item: product?.name ?? productId,
      grants: runsUntil
        ? `Your ${product?.name ?? ""} membership is paid until ${runsUntil}, and renews by itself.`
        : "Your membership is paid.",
    },
    mail,
  );
  return true;
}

/** A completed Checkout in payment mode (a pack, a drop-in, an intro offer): the sale and its credits, once (by the session's id). */
export async function recordCheckoutPayment(
  database: Pick<Database, "kind">,
  trx: Trx,
  session: Stripe.Checkout.Session,
  mail: MailContext,
  now: Date,
): Promise<boolean> {
  if (session.mode !== "payment" || session.status !== "complete" || session.payment_status !== "paid") return false;
  if (await alreadyRecorded(trx, session.id)) return false;
  const member = await memberOf(trx, session.metadata, idOf(session.customer));
  const product = currentProducts().find(session.metadata?.productId ?? "");
  if (!product || product.kind === "membership") throw new UnknownMember(`Checkout ${session.id} names no pack`);
  const paidOffer = paidOfferOf(session.metadata, session.total_details?.amount_discount ?? 0);
  const sold = await recordSale(
    database,
    trx,
    {
      ...product,
      // What the member saw when they paid, should the owner have changed the product since.
      ...termsPaidFor(session.metadata),
      ...(product.oncePerPerson && (await boughtBefore(trx, member.id, product.id)) ? { oncePerPerson: false } : {}),
    },
    {
      userId: member.id,
      productId: product.id,
      method: "stripe",
      // When it was paid, not when this server heard of it (a sync days later, a retried webhook).
      now: paidAtOfSession(session) ?? now,
      externalRef: session.id,
      amount: session.amount_total ?? product.price,
      ...(session.currency ? { currency: session.currency.toUpperCase() } : {}),
      ...(paidOffer ? { paidOffer } : {}),
    },
    { mail },
  );
  const payment = paymentOfSession(session);
  if (payment) await rememberSalePayment(trx, sold.sale.id, payment);
  return true;
}

async function alreadyRecorded(trx: Trx, externalRef: string): Promise<boolean> {
  const row = await trx.selectFrom("sales").select("id").where("external_ref", "=", externalRef).executeTakeFirst();
  return row !== undefined;
}
