import type Stripe from "stripe";
import { formatMoney } from "#app/content/products.ts";
import { stripeRefundsBetween, stripeRefundsByIds } from "#app/features/refunds/refund-rows.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { onlineSalesBetween, salesOfPayments } from "./sale-payments.server.ts";
import { idOf } from "./stripe.server.ts";

/**
 * The second half of `npm run payments -- sync` (decision 0154): once the missed events are
 * applied, Stripe's charges and refunds of the period are compared with our online sales and
 * refunds of it, and what differs is listed for a person to look into: money Stripe took or
 * gave back that we have no record of (or of another amount), and records of ours Stripe does
 * not have. Reads only, on both sides.
 */

export interface Difference {
  /** Stripe's id, or our sale's or refund's when Stripe has nothing. */
  id: string;
  what: string;
}

const money = (amount: number, currency: string) => formatMoney(amount, currency.toUpperCase());
const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

export async function compareWithStripe(
  database: Pick<Database, "db">,
  stripe: Stripe,
  { from, to }: { from: Date; to: Date },
  // Both ends included: Stripe's `created` is in whole seconds.
): Promise<Difference[]> {
  const created = { gte: Math.floor(from.getTime() / 1000), lte: Math.floor(to.getTime() / 1000) };
  const charges: Stripe.Charge[] = [];
  for await (const charge of stripe.charges.list({ created, limit: 100 })) {
    if (charge.status === "succeeded" && charge.paid) charges.push(charge);
  }
  const refunds: Stripe.Refund[] = [];
  for await (const refund of stripe.refunds.list({ created, limit: 100 })) {
    if (refund.status === "succeeded" || refund.status === "pending") refunds.push(refund);
  }
  const differences: Difference[] = [];

  const intentIds = charges.map((charge) => idOf(charge.payment_intent)).filter((id): id is string => id !== null);
  const sales = await salesOfPayments(database.db, intentIds);
  for (const charge of charges) {
    const intent = idOf(charge.payment_intent);
    const sale = intent ? sales.get(intent) : undefined;
    const paid = `${money(charge.amount, charge.currency)} on ${day(charge.created)}`;
    if (!sale) differences.push({ id: charge.id, what: `Charge of ${paid}: no sale of ours records it.` });
    else if (sale.amount !== charge.amount || sale.currency !== charge.currency.toUpperCase())
      differences.push({
        id: charge.id,
        what: `Charge of ${paid}: its sale ${sale.id} records ${money(sale.amount, sale.currency)}.`,
      });
  }
  const charged = new Set(intentIds);
  for (const sale of await onlineSalesBetween(database.db, from, to)) {
    if (sale.payment_intent_id && charged.has(sale.payment_intent_id)) continue;
    const amount = money(Number(sale.amount), sale.currency);
    // A sale from before PaymentIntents were kept cannot be matched: said as such, not as missing.
    differences.push({
      id: sale.id,
      what: sale.payment_intent_id
        ? `Online sale of ${amount} on ${sale.created_at.slice(0, 10)}: Stripe has no charge of it in the period.`
        : `Online sale of ${amount} on ${sale.created_at.slice(0, 10)}: no PaymentIntent kept, so not compared.`,
    });
  }

  const recorded = await stripeRefundsByIds(
    database.db,
    refunds.map((refund) => refund.id),
  );
  for (const refund of refunds) {
    const ours = recorded.get(refund.id);
    const given = `${money(refund.amount, refund.currency)} on ${day(refund.created)}`;
    if (ours?.status !== "recorded")
      differences.push({ id: refund.id, what: `Refund of ${given}: not recorded here.` });
    else if (ours.amount !== refund.amount)
      differences.push({
        id: refund.id,
        what: `Refund of ${given}: recorded as ${money(ours.amount, refund.currency)}.`,
      });
  }
  const refundedAtStripe = new Set(refunds.map((refund) => refund.id));
  for (const ours of await stripeRefundsBetween(database.db, from, to)) {
    if (ours.stripe_refund_id && refundedAtStripe.has(ours.stripe_refund_id)) continue;
    differences.push({
      id: ours.id,
      what: `Refund of ${formatMoney(Number(ours.amount), ours.currency)} recorded here (sale ${ours.sale_id}): Stripe has no such refund in the period.`,
    });
  }
  return differences;
}
