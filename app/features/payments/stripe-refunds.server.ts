import type { Kysely } from "kysely";
import type Stripe from "stripe";
import { bookingMailer } from "#app/features/booking/booking-mail.server.ts";
import type { MailContext } from "#app/features/mail/templates/mail-context.ts";
import type { RefundEffects } from "#app/features/refunds/record-refund.server.ts";
import { recordDispute, recordStripeRefund } from "#app/features/refunds/stripe-records.server.ts";
import type { Database, Tables } from "#app/platform/data/database.server.ts";
import { knownPayment, paymentRefsAtStripe, saleOfPayment } from "./sale-payments.server.ts";
import { idOf } from "./stripe.server.ts";

/**
 * Stripe's news of a charge's money (decision 0154): a refund made (`refund.*`, and
 * `charge.refunded`, read as "every refund of the charge", since it carries only the
 * cumulative amount) or a dispute (`charge.dispute.*`). Read fresh from Stripe before the
 * event's transaction; applied in it through the refunds feature, each refund and dispute
 * once by Stripe's id, whatever order and however often they come.
 */

/** A refund or dispute of a payment whose sale is not recorded yet: Stripe sends it again later. */
export class PaymentNotRecordedYet extends Error {
  override name = "PaymentNotRecordedYet";
}

export interface ChargeNews {
  paymentIntentId: string | null;
  chargeId: string | null;
  /** The Checkout Session or invoice Stripe names for the payment, when our records do not know it yet. */
  refs: string[];
  refunds: Stripe.Refund[];
  dispute: Stripe.Dispute | null;
}

/** What Stripe says now of the refund, charge or dispute an event was about. Reads only. */
export async function chargeNews(
  database: Pick<Database, "db">,
  stripe: Stripe,
  about: { kind: "refund" | "charge" | "dispute"; id: string },
): Promise<ChargeNews> {
  const refunds: Stripe.Refund[] = [];
  let dispute: Stripe.Dispute | null = null;
  let chargeId: string | null = null;
  let paymentIntentId: string | null = null;
  if (about.kind === "refund") {
    const refund = await stripe.refunds.retrieve(about.id);
    refunds.push(refund);
    chargeId = idOf(refund.charge);
    paymentIntentId = idOf(refund.payment_intent);
  } else if (about.kind === "charge") {
    const charge = await stripe.charges.retrieve(about.id);
    chargeId = charge.id;
    paymentIntentId = idOf(charge.payment_intent);
    for await (const refund of stripe.refunds.list({ charge: charge.id, limit: 100 })) refunds.push(refund);
  } else {
    dispute = await stripe.disputes.retrieve(about.id);
    chargeId = idOf(dispute.charge);
    paymentIntentId = idOf(dispute.payment_intent);
  }
  if (!paymentIntentId && chargeId) paymentIntentId = idOf((await stripe.charges.retrieve(chargeId)).payment_intent);
  const refs =
    paymentIntentId && !(await knownPayment(database.db, paymentIntentId))
      ? await paymentRefsAtStripe(stripe, paymentIntentId)
      : [];
  return { paymentIntentId, chargeId, refs, refunds, dispute };
}

/** The news applied to our sale of that payment, in the event's transaction. A payment not ours is left alone. */
export async function applyChargeNews(
  database: Database,
  trx: Kysely<Tables>,
  news: ChargeNews,
  mail: MailContext,
  now: Date,
): Promise<void> {
  if (!news.paymentIntentId) return;
  const sale = await saleOfPayment(trx, {
    paymentIntentId: news.paymentIntentId,
    chargeId: news.chargeId,
    refs: news.refs,
  });
  if (!sale) {
    if (news.refs.length > 0)
      throw new PaymentNotRecordedYet(`The sale of ${news.paymentIntentId} is not recorded yet`);
    return;
  }
  const effects: RefundEffects = { mail, notify: bookingMailer({ context: mail }) };
  for (const refund of news.refunds) {
    await recordStripeRefund(database, trx, {
      saleId: sale.id,
      refund: {
        id: refund.id,
        amount: refund.amount,
        status: refund.status,
        reason: refund.reason,
        deskRefundId: refund.metadata?.refundId ?? null,
      },
      effects,
      now,
    });
  }
  if (news.dispute) {
    const dispute = news.dispute;
    await recordDispute(database, trx, {
      dispute: {
        id: dispute.id,
        saleId: sale.id,
        chargeId: idOf(dispute.charge) ?? news.chargeId ?? "",
        amount: dispute.amount,
        currency: dispute.currency.toUpperCase(),
        status: dispute.status,
        reason: dispute.reason,
        openedAt: new Date(dispute.created * 1000).toISOString(),
      },
      effects,
      now,
    });
  }
}
