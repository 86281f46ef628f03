import { randomUUID } from "node:crypto";
import type Stripe from "stripe";
import { type CreditProduct, currency, findProduct, type Product } from "#app/content/products.ts";
import type { Member } from "#app/features/accounts/member.server.ts";
import { gymTaxRule } from "#app/features/books/invoices.server.ts";
import { chargedFor } from "#app/features/books/tax.ts";
import { entitlementsOf, liveOnlineMembership } from "#app/features/memberships/member-entitlements.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { checkoutWait } from "./checkout-limit.server.ts";
import { CheckoutLockBusy, withCheckoutLock } from "./checkout-lock.server.ts";
import { stripeCustomerOf } from "./customers.server.ts";
import { settleEarlierCheckouts } from "./earlier-checkouts.server.ts";
import type { PaymentServices } from "./stripe-events.server.ts";

/** Why a purchase was not started: a sentence for the member, and whether their billing portal is the way on. */
export class CheckoutRefused extends Error {
  override name = "CheckoutRefused";
  readonly toBillingPortal: boolean;
  /** Seconds to wait: the member started too many purchases in a while (checkout-limit.server.ts). */
  readonly retryAfter: number | null;
  constructor(
    message: string,
    { toBillingPortal = false, retryAfter = null }: { toBillingPortal?: boolean; retryAfter?: number | null } = {},
  ) {
    super(message);
    this.toBillingPortal = toBillingPortal;
    this.retryAfter = retryAfter;
  }
}

type Buyer = Pick<Member, "id" | "email" | "name">;

/**
 * Starts Stripe's hosted Checkout for one product and answers where to send the member:
 * subscription mode for a membership (renewed monthly by Stripe), payment mode for credits.
 *
 * Counted against the member's limit first (checkout-limit.server.ts): every press asks Stripe.
 * A membership is one subscription at most (decision 0110): refused while the member has
 * one, and started under the member's lock, after their earlier Checkouts are put in order
 * (one still open for it is reused, others expired, one paid recorded), so two presses, two
 * tabs or the back button lead to one Checkout that can be paid once.
 */
export async function startCheckout(services: PaymentServices, member: Buyer, productId: string): Promise<string> {
  const wait = await checkoutWait(services, member.id);
  if (wait !== null) {
    throw new CheckoutRefused(
      `Too many purchases started in a short time. Please wait ${Math.ceil(wait / 60)} minute${wait > 60 ? "s" : ""} and try again, or buy at the front desk.`,
      { retryAfter: wait },
    );
  }
  const product = findProduct(productId);
  if (!product) throw new CheckoutRefused("There is no such product for sale.");
  if (product.kind !== "membership") {
    await refuseSecondIntroOffer(services, member.id, product);
    return createCheckout(services, member, product, await stripeCustomerOf(services, member));
  }
  await refuseSecondMembership(services, member.id);
  const customer = await stripeCustomerOf(services, member);
  try {
    return await withCheckoutLock(services.database, member.id, async () => {
      const open = await settleEarlierCheckouts(services, member.id, customer, product, clock.now());
      // One paid in another tab has just been recorded: refused like any other.
      await refuseSecondMembership(services, member.id);
      return open ?? (await createCheckout(services, member, product, customer));
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
      `You already have the ${findProduct(billed)?.name ?? billed} membership, paid online. To change or cancel it, go to your billing portal.`,
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

async function refuseSecondIntroOffer({ database }: PaymentServices, userId: string, product: CreditProduct) {
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
 * A new Checkout Session. The price is the content's, given as price data: nothing has to
 * be set up in Stripe first. Metadata names the member and the product on the session and
 * on what it creates, so every later event finds them. The idempotency key makes a retried
 * request one session.
 */
async function createCheckout(
  { payments, mail }: PaymentServices,
  member: Buyer,
  product: Product,
  customer: string,
): Promise<string> {
  const origin = mail.context.origin;
  const metadata = { userId: member.id, productId: product.id };
  // What the desk charges too: the content's price, with the gym's tax when prices are written without it.
  const rule = gymTaxRule();
  const price = (name: string, amount: number, recurring: boolean): Stripe.Checkout.SessionCreateParams.LineItem => ({
    quantity: 1,
    price_data: {
      currency: currency.toLowerCase(),
      unit_amount: chargedFor(amount, rule),
      product_data: { name, metadata },
      ...(recurring ? { recurring: { interval: "month" as const } } : {}),
    },
  });
  const membership = product.kind === "membership";
  const session = await payments.stripe.checkout.sessions.create(
    {
      mode: membership ? "subscription" : "payment",
      customer,
      client_reference_id: member.id,
      metadata,
      line_items: [
        price(product.name, product.price, membership),
        ...(membership && product.joiningFee > 0
          ? [price(`${product.name}: joining fee`, product.joiningFee, false)]
          : []),
      ],
      ...(membership ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
      success_url: `${origin}/account?checkout={CHECKOUT_SESSION_ID}#membership`,
      cancel_url: `${origin}/pricing`,
    },
    { idempotencyKey: `checkout-${member.id}-${product.id}-${randomUUID()}` },
  );
  if (!session.url) throw new Error(`Checkout ${session.id} came without a URL`);
  return session.url;
}
