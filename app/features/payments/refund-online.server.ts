import Stripe from "stripe";
import { bookingMailer } from "#app/features/booking/booking-mail.server.ts";
import type { RecordedRefund } from "#app/features/refunds/record-refund.server.ts";
import { refundById } from "#app/features/refunds/refund-rows.server.ts";
import { dropPendingRefund, RefundRefused, recordPendingRefund } from "#app/features/refunds/refunds.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { paymentOfInvoice, paymentOfSession, rememberSalePayment } from "./sale-payments.server.ts";
import type { Payments } from "./stripe.server.ts";
import type { PaymentServices } from "./stripe-events.server.ts";

/**
 * A refund of an online payment, asked by the desk (decision 0154): the refunds feature has
 * claimed it (a pending row with the desk's choices); here Stripe is asked to make it, with
 * the row's id as the idempotency key (a retry, or the same desk form sent again, never
 * refunds twice) and in its metadata (how the webhook finds the row). Then it is recorded,
 * unless the webhook got there first. Stripe refusing it (a refund larger than what is left,
 * a charge disputed meanwhile) drops the claim: nothing was refunded.
 */
export async function sendRefundToStripe(
  services: PaymentServices,
  refundId: string,
  now: Date = clock.now(),
): Promise<RecordedRefund> {
  const { database, payments } = services;
  const claimed = await refundById(database.db, refundId);
  if (!claimed) {
    // Its claim was dropped when Stripe refused it (an earlier try under the same key).
    throw new RefundRefused("STRIPE_REFUSED", "Stripe refused this refund before: nothing was refunded. Ask again.");
  }
  const effects = { mail: services.mail.context, notify: bookingMailer(services.mail) };
  if (claimed.status === "recorded" || claimed.stripeRefundId) {
    return recordPendingRefund(database, refundId, { stripeRefundId: null, effects, now });
  }
  let paymentIntent: string;
  try {
    paymentIntent = await paymentIntentOfSale(services, claimed.saleId);
  } catch (error) {
    if (error instanceof RefundRefused) await dropPendingRefund(database, claimed.id);
    throw error;
  }
  let refund: Stripe.Refund;
  try {
    refund = await payments.stripe.refunds.create(
      {
        payment_intent: paymentIntent,
        amount: claimed.amount,
        reason: "requested_by_customer",
        metadata: { refundId: claimed.id, saleId: claimed.saleId },
      },
      { idempotencyKey: `refund-${claimed.id}` },
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
      await dropPendingRefund(database, claimed.id);
      throw new RefundRefused("STRIPE_REFUSED", `Stripe did not refund it: ${error.message}`);
    }
    // Stripe may or may not have it: the claim stays, and the webhook (or this again) records it.
    throw error;
  }
  if (refund.status === "failed" || refund.status === "canceled") {
    await dropPendingRefund(database, claimed.id);
    throw new RefundRefused(
      "STRIPE_REFUSED",
      `Stripe could not refund it (${refund.failure_reason ?? refund.status}).`,
    );
  }
  return recordPendingRefund(database, claimed.id, { stripeRefundId: refund.id, effects, now });
}

/** The PaymentIntent that paid an online sale: kept with it, or read from the Checkout or invoice it came from. */
async function paymentIntentOfSale(
  { database, payments }: { database: PaymentServices["database"]; payments: Payments },
  saleId: string,
) {
  const kept = await database.db
    .selectFrom("stripe_sale_payments")
    .select("payment_intent_id")
    .where("sale_id", "=", saleId)
    .executeTakeFirst();
  if (kept) return kept.payment_intent_id;
  const sale = await database.db.selectFrom("sales").select("external_ref").where("id", "=", saleId).executeTakeFirst();
  const ref = sale?.external_ref ?? "";
  const payment = ref.startsWith("in_")
    ? paymentOfInvoice(await payments.stripe.invoices.retrieve(ref, { expand: ["payments"] }))
    : ref
      ? paymentOfSession(await payments.stripe.checkout.sessions.retrieve(ref, { expand: ["payment_intent"] }))
      : null;
  if (!payment) {
    throw new RefundRefused(
      "STRIPE_REFUSED",
      "Stripe has no payment on record for this sale: refund it in Stripe's Dashboard.",
    );
  }
  await database.writeTransaction((trx) => rememberSalePayment(trx, saleId, payment));
  return payment.paymentIntentId;
}
