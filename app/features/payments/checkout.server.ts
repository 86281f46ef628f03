import { randomUUID } from "node:crypto";
import type Stripe from "stripe";
import { currency, findProduct } from "#app/content/products.ts";
import type { Member } from "#app/features/accounts/member.server.ts";
import { entitlementsOf } from "#app/features/memberships/member-entitlements.server.ts";
import { stripeCustomerOf } from "./customers.server.ts";
import type { PaymentServices } from "./stripe-events.server.ts";

/** Why a purchase was not started: a sentence for the member. */
export class CheckoutRefused extends Error {
  override name = "CheckoutRefused";
}

/**
 * Starts Stripe's hosted Checkout for one product and answers where to send the member:
 * subscription mode for a membership (renewed monthly by Stripe), payment mode for credits.
 * The price is the content's, given as price data: nothing has to be set up in Stripe
 * first. Metadata names the member and the product on the session and on what it creates,
 * so every later event finds them. The idempotency key makes a retried request one session.
 */
export async function startCheckout(
  services: PaymentServices,
  member: Pick<Member, "id" | "email" | "name">,
  productId: string,
): Promise<string> {
  const product = findProduct(productId);
  if (!product) throw new CheckoutRefused("There is no such product for sale.");
  const { database, payments } = services;
  if (product.kind === "membership") {
    const { membership } = await entitlementsOf(database, member.id);
    if (membership) {
      throw new CheckoutRefused(
        "You already have a membership. To change it, use your account page (or ask at the front desk).",
      );
    }
  } else if (product.oncePerPerson) {
    const before = await database.db
      .selectFrom("credit_grants")
      .select("id")
      .where("user_id", "=", member.id)
      .where("product_id", "=", product.id)
      .executeTakeFirst();
    if (before) throw new CheckoutRefused(`"${product.name}" is once per person, and you have had it.`);
  }
  const customer = await stripeCustomerOf(services, member);
  const origin = services.mail.context.origin;
  const metadata = { userId: member.id, productId: product.id };
  const price = (name: string, amount: number, recurring: boolean): Stripe.Checkout.SessionCreateParams.LineItem => ({
    quantity: 1,
    price_data: {
      currency: currency.toLowerCase(),
      unit_amount: amount,
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
