import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailCopy } from "#app/content/mail.ts";
import { onlineSubscriptions } from "#app/features/payments/online-subscriptions.server.ts";
import { PRICE_NOTICE_DAYS } from "#app/features/payments/price-notice.ts";
import { type ApiMember, api, expectApiError, signUp } from "#tests/support/api-members.ts";
import { databaseKinds } from "#tests/support/databases.ts";
import { type PaymentsServer, startPaymentsServer } from "#tests/support/payments-server.ts";
import { DEMO_STAFF, signInDemoStaff, signUpStaff } from "#tests/support/staff-server.ts";
import type { StripeStandIn } from "#tests/support/stripe-stand-in.ts";
import type { productStaffJson } from "./product-api.server.ts";
import type { moveJson } from "./subscription-moves.server.ts";

/**
 * The owner moves the members Stripe bills for a membership to its new price (issue 31,
 * decision 0213), over HTTP against the production server and the Stripe stand-in, on both
 * databases: each subscription changed once through Stripe's API (its item's new Price,
 * `proration_behavior=none`), its member e-mailed once, the membership row recording it
 * whichever of Stripe's answer and its `customer.subscription.updated` comes first;
 * pressed twice or at once, refused to staff and the demo account, a refusal by Stripe
 * reported while the rest move, a renewal too near for the notice left for the next press.
 */
type ProductJson = ReturnType<typeof productStaffJson>;
type Move = ReturnType<typeof moveJson>;
interface Subscriber {
  member: ApiMember;
  subscriptionId: string;
}

describe.each(databaseKinds)("moving subscriptions to a membership's new price, on %s", (kind) => {
  let paying: PaymentsServer;
  let stripe: StripeStandIn;
  let owner: ApiMember;

  beforeAll(async () => {
    paying = await startPaymentsServer(kind, {
      DEMO_EMAIL: "",
      DEMO_STAFF_EMAIL: DEMO_STAFF.email,
      DEMO_STAFF_PASSWORD: DEMO_STAFF.password,
    });
    stripe = paying.stripe;
    owner = await signUpStaff(paying.server, paying.fresh.database, { label: "owner", role: "owner" });
  });
  afterAll(async () => {
    await paying?.stop();
  });
  beforeEach(() => {
    stripe.holdEvents = false;
    stripe.subscriptionEvents = "answer-first";
  });

  const db = () => paying.fresh.database.db;

  const newMembership = async (price = 4000): Promise<ProductJson> => {
    const response = await api(paying.server, "/api/staff/products", {
      member: owner,
      method: "POST",
      json: { kind: "membership", name: `Plan ${randomUUID().slice(0, 6)}`, price, classesPerWeek: null },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { product: ProductJson }).product;
  };
  const reprice = async (product: ProductJson, price: number): Promise<ProductJson> => {
    const read = (await (await api(paying.server, `/api/staff/products/${product.id}`, { member: owner })).json()) as {
      product: ProductJson;
    };
    const response = await api(paying.server, `/api/staff/products/${product.id}`, {
      member: owner,
      method: "PATCH",
      json: { version: read.product.version, price },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { product: ProductJson }).product;
  };
  const subscribe = async (product: ProductJson, label: string): Promise<Subscriber> => {
    const member = await signUp(paying.server, label);
    const sessionId = await paying.buy(member, product.id);
    await stripe.completeCheckout(sessionId);
    return { member, subscriptionId: stripe.object<{ subscription: string }>(sessionId).subscription };
  };
  const press = (productId: string, who: ApiMember | null = owner, headers: Record<string, string> = {}) =>
    api(paying.server, `/api/staff/products/${productId}/move-subscriptions`, { member: who, method: "POST", headers });
  const moved = async (productId: string, headers: Record<string, string> = {}) => {
    const response = await press(productId, owner, headers);
    expect(response.status, await response.clone().text()).toBe(200);
    await stripe.settled();
    return { move: ((await response.json()) as { move: Move }).move, response };
  };
  const priceOf = (subscriptionId: string) =>
    stripe.object<{ items: { data: { price: { id: string } | null; current_period_end: number }[] } }>(subscriptionId)
      .items.data[0];
  const updatesOf = (subscriptionId: string) =>
    stripe.requests.filter(
      (request) => request.method === "POST" && request.path === `/v1/subscriptions/${subscriptionId}`,
    );
  const rowOf = (subscriptionId: string) =>
    db()
      .selectFrom("memberships")
      .select([
        "status",
        "stripe_price_id",
        "price_move_to",
        "price_move_state",
        "price_changes_from",
        "price_move_error",
      ])
      .where("stripe_subscription_id", "=", subscriptionId)
      .executeTakeFirstOrThrow();
  const noticesTo = async (member: ApiMember) =>
    db()
      .selectFrom("mail_outbox")
      .select(["subject"])
      .where("recipient", "=", member.email)
      .where("topic", "=", "price-change")
      .execute();
  const currentPriceOf = async (productId: string) =>
    (
      await db()
        .selectFrom("stripe_prices")
        .select("stripe_price_id")
        .where("product_id", "=", productId)
        .where("active", "=", 1)
        .executeTakeFirstOrThrow()
    ).stripe_price_id;

  it("moves each subscription on an older price to the current one from its next renewal, tells each member once, and records and audits it", async () => {
    const product = await newMembership(4000);
    const first = await subscribe(product, "first");
    const second = await subscribe(product, "second");
    const oldPrice = priceOf(first.subscriptionId)?.price?.id;
    await reprice(product, 4500);
    const newcomer = await subscribe(product, "newcomer");
    const current = await currentPriceOf(product.id);
    expect(current).not.toBe(oldPrice);
    expect(priceOf(newcomer.subscriptionId)?.price?.id).toBe(current);
    // What the staff pages count: three pay online, two of them the old price.
    const counted = async () => (await onlineSubscriptions(paying.fresh.database, product.id)).get(product.id);
    expect(await counted()).toEqual({ online: 3, onOldPrice: 2 });

    const { move } = await moved(product.id);
    expect(await counted()).toEqual({ online: 3, onOldPrice: 0 });

    expect(move).toMatchObject({ productId: product.id, priceId: current, price: 4500, currency: "USD", left: 0 });
    expect(move.moved.map((each) => each.subscriptionId).sort()).toEqual(
      [first.subscriptionId, second.subscriptionId].sort(),
    );
    expect(move.failed).toEqual([]);
    for (const { member, subscriptionId } of [first, second]) {
      const item = priceOf(subscriptionId);
      expect(item?.price?.id).toBe(current);
      const [update] = updatesOf(subscriptionId);
      expect(update?.form).toMatchObject({ proration_behavior: "none", items: [{ price: current }] });
      expect(update?.idempotencyKey).toBeTruthy();
      const from = new Date((item?.current_period_end ?? 0) * 1000).toISOString();
      expect(await rowOf(subscriptionId)).toMatchObject({
        status: "active",
        stripe_price_id: current,
        price_move_to: current,
        price_move_state: "moved",
        price_changes_from: from,
      });
      expect(move.moved.find((each) => each.subscriptionId === subscriptionId)?.from).toBe(from);
      expect(await noticesTo(member)).toEqual([{ subject: mailCopy.priceChange.subject(product.name) }]);
    }
    // The member who bought at the new price is neither changed nor told.
    expect(updatesOf(newcomer.subscriptionId)).toEqual([]);
    expect(await noticesTo(newcomer.member)).toEqual([]);
    const audit = await db()
      .selectFrom("staff_audit_log")
      .select(["actor", "after_state"])
      .where("action", "=", "product.subscriptions-moved")
      .where("subject_id", "=", product.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor).toBe(owner.email);
    expect(JSON.parse(audit[0]?.after_state ?? "{}")).toMatchObject({ priceId: current, moved: 2, failed: 0 });
  });

  it("moves each subscription once when pressed twice, with one key or two, or on two tabs at once", async () => {
    const product = await newMembership(3000);
    const subscribers = [await subscribe(product, "a"), await subscribe(product, "b"), await subscribe(product, "c")];
    await reprice(product, 3300);
    const answers = await Promise.all([press(product.id), press(product.id)]);
    await stripe.settled();
    const moves = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { move: Move }).move));
    expect(moves.reduce((sum, move) => sum + move.moved.length, 0)).toBe(3);

    const key = randomUUID();
    const again = await moved(product.id, { "Idempotency-Key": key });
    expect(again.move).toMatchObject({ moved: [], failed: [], left: 0 });
    const replayed = await moved(product.id, { "Idempotency-Key": key });
    expect(replayed.response.headers.get("Idempotent-Replayed")).toBe("true");
    expect(replayed.move).toMatchObject({ moved: [], failed: [], left: 0 });
    for (const { member, subscriptionId } of subscribers) {
      expect(updatesOf(subscriptionId)).toHaveLength(1);
      expect(await noticesTo(member)).toHaveLength(1);
    }
    await expectApiError(
      await press(product.id, owner, { "Idempotency-Key": "two words" }),
      400,
      "INVALID_IDEMPOTENCY_KEY",
    );
  });

  it("is the owner's alone: staff, the demo staff account, members and visitors are refused and nothing moves", async () => {
    const product = await newMembership(2000);
    const subscriber = await subscribe(product, "kept");
    await reprice(product, 2200);
    const desk = await signUpStaff(paying.server, paying.fresh.database);
    const demo = await signInDemoStaff(paying.server);
    await expectApiError(await press(product.id, null), 401, "NOT_SIGNED_IN");
    await expectApiError(await press(product.id, subscriber.member), 403, "STAFF_ONLY");
    await expectApiError(await press(product.id, desk), 403, "OWNERS_ONLY");
    await expectApiError(await press(product.id, demo), 403, "DEMO_READ_ONLY");
    expect(updatesOf(subscriber.subscriptionId)).toEqual([]);
    expect(await noticesTo(subscriber.member)).toEqual([]);

    await expectApiError(await press("no-such-product"), 404, "PRODUCT_NOT_FOUND");
    const pack = (
      (await (await api(paying.server, "/api/staff/products", { member: owner })).json()) as { products: ProductJson[] }
    ).products.find((each) => each.kind === "pack");
    await expectApiError(await press(pack?.id ?? ""), 409, "NOT_A_MEMBERSHIP");
    const stale = await api(paying.server, `/api/staff/products/${product.id}/move-subscriptions`, {
      member: owner,
      method: "POST",
      json: { version: 1 },
    });
    await expectApiError(stale, 409, "STALE_VERSION");
    const unknown = await api(paying.server, `/api/staff/products/${product.id}/move-subscriptions`, {
      member: owner,
      method: "POST",
      json: { price: 1 },
    });
    await expectApiError(unknown, 400, "INVALID_BODY");
    expect(updatesOf(subscriber.subscriptionId)).toEqual([]);
  });

  it("reports a subscription Stripe refuses and moves the rest; a renewal too near for notice waits; pressing again retries only what is left", async () => {
    const product = await newMembership(5000);
    const moving = await subscribe(product, "moving");
    const cancelled = await subscribe(product, "cancelled");
    const renewing = await subscribe(product, "renewing");
    await reprice(product, 5500);
    // The member cancelled in Stripe's portal a moment ago: its event has not reached us yet.
    stripe.holdEvents = true;
    await stripe.cancelNow(cancelled.subscriptionId);
    stripe.holdEvents = false;
    stripe.renewsIn(renewing.subscriptionId, PRICE_NOTICE_DAYS - 1);

    const first = (await moved(product.id)).move;
    expect(first.moved.map((each) => each.subscriptionId)).toEqual([moving.subscriptionId]);
    expect(first.failed).toEqual([
      expect.objectContaining({
        subscriptionId: cancelled.subscriptionId,
        member: cancelled.member.email,
        message: expect.stringContaining("A canceled subscription can only update"),
      }),
    ]);
    expect(first.waiting.map((each) => each.subscriptionId)).toEqual([renewing.subscriptionId]);
    expect(first.left).toBe(2);
    expect(await rowOf(cancelled.subscriptionId)).toMatchObject({ price_move_state: "failed" });
    expect(await rowOf(renewing.subscriptionId)).toMatchObject({ price_move_state: "waiting" });
    expect(updatesOf(renewing.subscriptionId)).toEqual([]);
    expect(await noticesTo(cancelled.member)).toEqual([]);
    expect(await noticesTo(renewing.member)).toEqual([]);

    // The cancellation arrives; the near renewal happens: the next press moves only the one left to move.
    await stripe.deliver();
    stripe.renewsIn(renewing.subscriptionId, 30);
    const before = updatesOf(moving.subscriptionId).length;
    const second = (await moved(product.id)).move;
    expect(second.moved.map((each) => each.subscriptionId)).toEqual([renewing.subscriptionId]);
    expect(second.failed).toEqual([]);
    expect(second.left).toBe(0);
    expect(updatesOf(moving.subscriptionId)).toHaveLength(before);
    expect(await rowOf(cancelled.subscriptionId)).toMatchObject({ status: "ended" });
    expect(await noticesTo(renewing.member)).toHaveLength(1);
    expect(await noticesTo(moving.member)).toHaveLength(1);
  });

  it.each([
    ["Stripe's answer", "answer-first"],
    ["Stripe's event", "events-first"],
  ] as const)("keeps the membership row right when %s comes first", async (_, order) => {
    const product = await newMembership(6000);
    const subscriber = await subscribe(product, order);
    await reprice(product, 6600);
    const current = await currentPriceOf(product.id);
    stripe.subscriptionEvents = order;
    if (order === "answer-first") stripe.holdEvents = true;
    const { move } = await moved(product.id);
    expect(move.moved).toHaveLength(1);
    const expected = { status: "active", stripe_price_id: current, price_move_state: "moved" };
    expect(await rowOf(subscriber.subscriptionId)).toMatchObject(expected);
    stripe.holdEvents = false;
    const statuses = await stripe.deliver();
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(await rowOf(subscriber.subscriptionId)).toMatchObject(expected);
    expect(await noticesTo(subscriber.member)).toHaveLength(1);
  });
});
