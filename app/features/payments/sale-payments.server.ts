import type { Kysely } from "kysely";
import type Stripe from "stripe";
import type { Tables } from "#app/platform/data/database.server.ts";
import { idOf } from "./stripe.server.ts";

/**
 * Which online sale a Stripe payment is (migration 0105's stripe_sale_payments): written with
 * the sale, from its Checkout's or invoice's PaymentIntent, so a refund or dispute event
 * (which names the PaymentIntent and the charge) finds its sale. A sale recorded before this
 * was kept is found through the Checkout Session or invoice Stripe names for the payment
 * (`paymentRefsAtStripe`), then remembered.
 */

type Trx = Kysely<Tables>;

export interface PaymentIds {
  paymentIntentId: string;
  chargeId: string | null;
}

export async function rememberSalePayment(trx: Trx, saleId: string, payment: PaymentIds): Promise<void> {
  await trx
    .insertInto("stripe_sale_payments")
    .values({ sale_id: saleId, payment_intent_id: payment.paymentIntentId, charge_id: payment.chargeId })
    .onConflict((conflict) => conflict.column("sale_id").doNothing())
    .execute();
}

/** The PaymentIntent of a Checkout in payment mode and its charge (read with `payment_intent.latest_charge` expanded). */
export function paymentOfSession(session: Stripe.Checkout.Session): PaymentIds | null {
  const intent = session.payment_intent;
  const paymentIntentId = idOf(intent);
  if (!paymentIntentId) return null;
  const charge = typeof intent === "object" && intent !== null ? idOf(intent.latest_charge) : null;
  return { paymentIntentId, chargeId: charge };
}

/** The PaymentIntent an invoice was paid by (read with `payments` expanded). */
export function paymentOfInvoice(invoice: Stripe.Invoice): PaymentIds | null {
  const paid = invoice.payments?.data.find((payment) => payment.status === "paid") ?? invoice.payments?.data[0];
  const paymentIntentId = idOf(paid?.payment.payment_intent ?? null);
  return paymentIntentId ? { paymentIntentId, chargeId: idOf(paid?.payment.charge ?? null) } : null;
}

/**
 * The sale of a PaymentIntent: by what was kept with the sale, else by the Checkout Session
 * or invoice Stripe names for it (`refs`), remembered from then on. Undefined: not a sale of
 * ours, or not recorded yet.
 */
export async function saleOfPayment(
  trx: Trx,
  { paymentIntentId, chargeId, refs }: { paymentIntentId: string; chargeId: string | null; refs: readonly string[] },
): Promise<{ id: string; amount: number; currency: string } | undefined> {
  const kept = await trx
    .selectFrom("stripe_sale_payments")
    .innerJoin("sales", "sales.id", "stripe_sale_payments.sale_id")
    .select(["sales.id", "sales.amount", "sales.currency"])
    .where("stripe_sale_payments.payment_intent_id", "=", paymentIntentId)
    .executeTakeFirst();
  if (kept) return { id: kept.id, amount: Number(kept.amount), currency: kept.currency };
  if (refs.length === 0) return undefined;
  const byRef = await trx
    .selectFrom("sales")
    .select(["id", "amount", "currency"])
    .where("external_ref", "in", [...refs])
    .executeTakeFirst();
  if (!byRef) return undefined;
  await rememberSalePayment(trx, byRef.id, { paymentIntentId, chargeId });
  return { id: byRef.id, amount: Number(byRef.amount), currency: byRef.currency };
}

/** Whether the sale of this PaymentIntent is known already (no need to ask Stripe what it was). */
export async function knownPayment(db: Kysely<Tables>, paymentIntentId: string): Promise<boolean> {
  const row = await db
    .selectFrom("stripe_sale_payments")
    .select("sale_id")
    .where("payment_intent_id", "=", paymentIntentId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The Checkout Session or invoice Stripe names for a PaymentIntent: how a sale recorded before
 * its PaymentIntent was kept is found. Reads only.
 */
export async function paymentRefsAtStripe(stripe: Stripe, paymentIntentId: string): Promise<string[]> {
  const sessions = await stripe.checkout.sessions.list({ payment_intent: paymentIntentId, limit: 1 });
  const session = sessions.data[0];
  if (session) return [session.id];
  const payments = await stripe.invoicePayments.list({
    payment: { type: "payment_intent", payment_intent: paymentIntentId },
    limit: 1,
  });
  const invoice = idOf(payments.data[0]?.invoice ?? null);
  return invoice ? [invoice] : [];
}

/** The online sales of their PaymentIntents, by PaymentIntent id: what the sync compares Stripe's charges with. */
export async function salesOfPayments(
  db: Kysely<Tables>,
  paymentIntentIds: readonly string[],
): Promise<Map<string, { id: string; amount: number; currency: string }>> {
  const found = new Map<string, { id: string; amount: number; currency: string }>();
  for (let at = 0; at < paymentIntentIds.length; at += 500) {
    const rows = await db
      .selectFrom("stripe_sale_payments")
      .innerJoin("sales", "sales.id", "stripe_sale_payments.sale_id")
      .select(["stripe_sale_payments.payment_intent_id", "sales.id", "sales.amount", "sales.currency"])
      .where("stripe_sale_payments.payment_intent_id", "in", paymentIntentIds.slice(at, at + 500))
      .execute();
    for (const row of rows)
      found.set(row.payment_intent_id, { id: row.id, amount: Number(row.amount), currency: row.currency });
  }
  return found;
}

/** Online sales dated from `from` to `to` (both included), with the PaymentIntent kept for them (null: none kept). */
export async function onlineSalesBetween(db: Kysely<Tables>, from: Date, to: Date) {
  return db
    .selectFrom("sales")
    .leftJoin("stripe_sale_payments", "stripe_sale_payments.sale_id", "sales.id")
    .select([
      "sales.id",
      "sales.amount",
      "sales.currency",
      "sales.created_at",
      "stripe_sale_payments.payment_intent_id",
    ])
    .where("sales.method", "=", "stripe")
    .where("sales.created_at", ">=", from.toISOString())
    .where("sales.created_at", "<=", to.toISOString())
    .execute();
}
