import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productOfShape } from "#app/features/memberships/test-support.ts";
import { type ApiMember, api, signUp } from "#tests/support/api-members.ts";
import { databaseKinds } from "#tests/support/databases.ts";
import { type PaymentsServer, startPaymentsServer } from "#tests/support/payments-server.ts";
import { signUpStaff } from "#tests/support/staff-server.ts";

/**
 * The gym's products and offers in Stripe (decisions 0211 and 0212), against the production
 * server and the Stripe stand-in (tests/support/stripe-stand-in.ts): a product is sold at a
 * Stripe Price made once; the owner's new price is a new Price and the one before is
 * archived, while a subscription bought at it keeps it; a promo code given with Buy is a
 * Stripe promotion code on the Checkout, and the sale records what it took off.
 */
describe.each(databaseKinds)("products and offers in Stripe, on %s", (kind) => {
  let paying: PaymentsServer;
  let owner: ApiMember;

  beforeAll(async () => {
    paying = await startPaymentsServer(kind);
    owner = await signUpStaff(paying.server, paying.fresh.database, { label: "owner", role: "owner" });
  });
  afterAll(async () => {
    await paying?.stop();
  });

  const stripe = () => paying.stripe;
  const pricesOf = (productId: string) =>
    paying.fresh.database.db
      .selectFrom("stripe_prices")
      .select(["stripe_price_id", "unit_amount", "active"])
      .where("product_id", "=", productId)
      .orderBy("created_at")
      .execute();
  const staffProduct = async (id: string) =>
    (
      (await (await api(paying.server, `/api/staff/products/${id}`, { member: owner })).json()) as {
        product: { version: number; price: number };
      }
    ).product;

  it("sells at a Stripe Price made once; a new price is a new Price, the old archived, and the subscription bought before keeps it", async () => {
    const { stripe } = paying;
    const limited = productOfShape("limited");
    const member = await signUp(paying.server, "subscriber");
    const sessionId = await paying.buy(member, limited.id);
    await stripe.completeCheckout(sessionId);
    const [first] = await pricesOf(limited.id);
    if (!first) throw new Error("no Stripe Price was made");
    expect(Number(first.active)).toBe(1);
    const subscriptionId = stripe.object<{ subscription: string }>(sessionId).subscription;
    const priceOfSubscription = () =>
      stripe.object<{ items: { data: { price: { id: string } | null }[] } }>(subscriptionId).items.data[0]?.price?.id;
    expect(priceOfSubscription()).toBe(first.stripe_price_id);

    const before = await staffProduct(limited.id);
    const changed = await api(paying.server, `/api/staff/products/${limited.id}`, {
      member: owner,
      method: "PATCH",
      json: { version: before.version, price: before.price + 500 },
    });
    expect(changed.status).toBe(200);
    const prices = await pricesOf(limited.id);
    expect(prices.map((price) => Number(price.active))).toEqual([0, 1]);
    expect(stripe.object<{ active: boolean }>(first.stripe_price_id).active).toBe(false);
    const current = prices[1]?.stripe_price_id ?? "";
    expect(stripe.object<{ active: boolean; unit_amount: number }>(current)).toMatchObject({ active: true });
    expect(priceOfSubscription()).toBe(first.stripe_price_id);

    // A change that is not a price (and a sale after it) makes no Price and no Product twice.
    const again = await staffProduct(limited.id);
    await api(paying.server, `/api/staff/products/${limited.id}`, {
      member: owner,
      method: "PATCH",
      json: { version: again.version, description: "Two classes a week, any class." },
    });
    const next = await signUp(paying.server, "next");
    const nextSession = await paying.buy(next, limited.id);
    expect(await pricesOf(limited.id)).toHaveLength(2);
    const products = await paying.fresh.database.db
      .selectFrom("stripe_products")
      .select("stripe_product_id")
      .where("product_id", "=", limited.id)
      .execute();
    expect(products).toHaveLength(1);
    expect(stripe.object<{ description: string }>(products[0]?.stripe_product_id ?? "").description).toBe(
      "Two classes a week, any class.",
    );
    const lines = stripe.object<{ lines: { price: { id: string } | null }[] }>(nextSession).lines;
    expect(lines.map((line) => line.price?.id)).toContain(current);
  });

  it("retiring a product archives its Stripe Product", async () => {
    const created = await api(paying.server, "/api/staff/products", {
      member: owner,
      method: "POST",
      json: { kind: "pack", name: `Pack ${randomUUID().slice(0, 6)}`, price: 4000, credits: 4, validDays: 30 },
    });
    const { product } = (await created.json()) as { product: { id: string } };
    const [row] = await paying.fresh.database.db
      .selectFrom("stripe_products")
      .select("stripe_product_id")
      .where("product_id", "=", product.id)
      .execute();
    if (!row) throw new Error("no Stripe Product was made for the new product");
    expect(stripe().object<{ active: boolean }>(row.stripe_product_id).active).toBe(true);
    await api(paying.server, `/api/staff/products/${product.id}`, { member: owner, method: "DELETE" });
    expect(stripe().object<{ active: boolean }>(row.stripe_product_id).active).toBe(false);
  });

  it("applies a promo code given with Buy as a Stripe promotion code, and records its discount on the sale", async () => {
    const pack = productOfShape("pack");
    const code = `WEB${randomUUID().replaceAll("-", "").slice(0, 6).toUpperCase()}`;
    const made = await api(paying.server, "/api/staff/offers", {
      member: owner,
      method: "POST",
      json: { code, title: "Web deal", description: "Ten off a pack.", amountOff: 1000, appliesTo: "passes" },
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const member = await signUp(paying.server, "coded");
    const pressed = await fetch(`${paying.server.origin}/pricing`, {
      method: "POST",
      headers: {
        origin: paying.server.origin,
        cookie: member.cookie,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ productId: pack.id, code: code.toLowerCase() }),
      redirect: "manual",
    });
    expect(pressed.status).toBe(303);
    const sessionId = (pressed.headers.get("location") ?? "").split("/pay/")[1] ?? "";
    const session = stripe().object<{ discounts: { promotion_code: string | null }[]; amount_total: number }>(
      sessionId,
    );
    const promotion = session.discounts[0]?.promotion_code ?? "";
    expect(stripe().object<{ code: string }>(promotion).code).toBe(code);
    await stripe().completeCheckout(sessionId);
    const sales = await paying.fresh.database.db
      .selectFrom("sales")
      .select(["amount", "offer_code", "discount"])
      .where("user_id", "=", member.id)
      .execute();
    expect(sales.map((sale) => ({ ...sale, amount: Number(sale.amount), discount: Number(sale.discount) }))).toEqual([
      { amount: session.amount_total, offer_code: code, discount: 1000 },
    ]);
  });
});
