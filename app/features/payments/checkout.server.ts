import { randomUUID } from "node:crypto";
import type Stripe from "stripe";
import type { Member } from "#app/features/accounts/member.server.ts";
import { gymTaxRule } from "#app/features/books/invoices.server.ts";
import { chargedFor } from "#app/features/books/tax.ts";
import { entitlementsOf, liveOnlineMembership } from "#app/features/memberships/member-entitlements.server.ts";
import type { StoredOffer } from "#app/features/offers/current-offers.server.ts";
import {
  currentProducts,
  freshProducts,
  type StoredCreditProduct,
  type StoredProduct,
} from "#app/features/products/current-products.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { checkoutWait } from "./checkout-limit.server.ts";
import { CheckoutLockBusy, withCheckoutLock } from "./checkout-lock.server.ts";
import { type CheckoutHold, checkoutOffer, holdForCheckout } from "./checkout-offers.server.ts";
import { CheckoutRefused } from "./checkout-refused.ts";
import { stripeCustomerOf } from "./customers.server.ts";
import { settleEarlierCheckouts } from "./earlier-checkouts.server.ts";
import { stripePriceFor } from "./stripe-catalog.server.ts";
import type { PaymentServices } from "./stripe-events.server.ts";

export { CheckoutRefused } from "./checkout-refused.ts";

type Buyer = Pick<Member, "id" | "email" | "name">;

/**
 * Starts Stripe's hosted Checkout for one product and answers where to send the member:
 * subscription mode for a membership (renewed monthly by Stripe), payment mode for credits.
 *
 * Counted against the member's limit first (checkout-limit.server.ts): every press asks Stripe.
 * A membership is one subscription at most (decision 0110): refused while the member has
 * one, and started under the member's lock, after their earlier Checkouts are put in order
 * (one still open for it is reused, others expired, one paid recorded), so two presses, two
 * tabs or the back button lead to one Checkout that can be paid once. `offerCode`: a promo
 * code the member gave, checked for the product and held for them while they pay
 * (checkout-offers.server.ts).
 */
export async function startCheckout(
  services: PaymentServices,
  member: Buyer,
  productId: string,
  offerCode: string | null = null,
): Promise<string> {
  const wait = await checkoutWait(services, member.id);
  if (wait !== null) {
    throw new CheckoutRefused(
      `Too many purchases started in a short time. Please wait ${Math.ceil(wait / 60)} minute${wait > 60 ? "s" : ""} and try again, or buy at the front desk.`,
      { retryAfter: wait },
    );
  }
  // At the price of this moment, whichever server the owner changed it on.
  const product = (await freshProducts(services.database)).find(productId);
  if (!product || product.retiredAt !== null) throw new CheckoutRefused("There is no such product for sale.");
  const offer = offerCode ? await checkoutOffer(services, offerCode, product, clock.now()) : null;
  if (product.kind !== "membership") {
    await refuseSecondIntroOffer(services, member.id, product);
    return createCheckout(services, member, product, await stripeCustomerOf(services, member), offer);
  }
  await refuseSecondMembership(services, member.id);
  const customer = await stripeCustomerOf(services, member);
  try {
    return await withCheckoutLock(services.database, member.id, async () => {
      const open = await settleEarlierCheckouts(services, member.id, customer, product, offer, clock.now());
      // One paid in another tab has just been recorded: refused like any other.
      await refuseSecondMembership(services, member.id);
      return open ?? (await createCheckout(services, member, product, customer, offer));
    });
  } catch (error) {
    if (!(error instanceof CheckoutLockBusy)) throw error;
    throw new CheckoutRefused(
      "Your purchase is being started in another window. Carry on there, or try again in a moment.",
    );
  }
}

async function refuseSecondMembership({ database }: PaymentServices, userId: string): Promise<void> {
  const now = clock.now();
  const billed = await liveOnlineMembership(database, userId, now);
  if (billed) {
    throw new CheckoutRefused(
      `You already have the ${currentProducts().find(billed)?.name ?? billed} membership, paid online. To change or cancel it, go to your billing portal.`,
      { toBillingPortal: true },
    );
  }
  const { membership } = await entitlementsOf(database, userId, now);
  if (membership) {
    throw new CheckoutRefused(
      "You already have a membership. To change it, use your account page (or ask at the front desk).",
    );
  }
}

async function refuseSecondIntroOffer({ database }: PaymentServices, userId: string, product: StoredCreditProduct) {
  if (!product.oncePerPerson) return;
  const before = await database.db
    .selectFrom("credit_grants")
    .select("id")
    .where("user_id", "=", userId)
    .where("product_id", "=", product.id)
    .executeTakeFirst();
  if (before) throw new CheckoutRefused(`"${product.name}" is once per person, and you have had it.`);
}

/**
 * A new Checkout Session. The product is sold at its Stripe Price (made first if Stripe has
 * none at today's price: stripe-catalog.server.ts); a joining fee, charged once with the
 * first month, is given as price data. Metadata names the member and the product (and the
 * credits it buys) on the session and on what it creates, so every later event finds them;
 * with an offer, the offer and its held use too, and the offer's promotion code is applied.
 * The idempotency key makes a retried request one session.
 */
async function createCheckout(
  services: PaymentServices,
  member: Buyer,
  product: StoredProduct,
  customer: string,
  offer: StoredOffer | null,
): Promise<string> {
  const { database, payments, mail } = services;
  const origin = mail.context.origin;
  const hold: CheckoutHold | null = offer ? await holdForCheckout(services, offer, member, product, clock.now()) : null;
  const metadata: Record<string, string> = {
    userId: member.id,
    productId: product.id,
    ...(product.kind !== "membership"
      ? { credits: String(product.credits), validDays: String(product.validDays) }
      : {}),
    ...(offer && hold ? { offerId: offer.id, redemptionId: hold.redemptionId } : {}),
  };
  const membership = product.kind === "membership";
  const joiningFee: Stripe.Checkout.SessionCreateParams.LineItem[] =
    membership && product.joiningFee > 0
      ? [
          {
            quantity: 1,
            price_data: {
              currency: product.currency.toLowerCase(),
              // What the desk charges too: the price, with the gym's tax when prices are written without it.
              unit_amount: chargedFor(product.joiningFee, gymTaxRule()),
              product_data: { name: `${product.name}: joining fee`, metadata },
            },
          },
        ]
      : [];
  let session: Stripe.Checkout.Session;
  try {
    session = await payments.stripe.checkout.sessions.create(
      {
        mode: membership ? "subscription" : "payment",
        customer,
        client_reference_id: member.id,
        metadata,
        line_items: [{ quantity: 1, price: await stripePriceFor({ database, payments }, product) }, ...joiningFee],
        ...(membership ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
        ...(hold ? { discounts: [{ promotion_code: hold.promotionCode }], expires_at: hold.expiresAt } : {}),
        success_url: `${origin}/account?checkout={CHECKOUT_SESSION_ID}#membership`,
        cancel_url: `${origin}/pricing`,
      },
      { idempotencyKey: `checkout-${member.id}-${product.id}-${randomUUID()}` },
    );
  } catch (error) {
    await hold?.failed();
    throw error;
  }
  await hold?.made(session.id);
  if (!session.url) throw new Error(`Checkout ${session.id} came without a URL`);
  return session.url;
}
