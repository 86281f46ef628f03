import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CreditProduct } from "#app/content/products.ts";
import { productOfShape } from "#app/features/memberships/test-support.ts";
import { clock } from "#app/platform/time/clock.ts";
import { type ApiMember, api, signUp } from "#tests/support/api-members.ts";
import { databaseKinds } from "#tests/support/databases.ts";
import { type PaymentsServer, startPaymentsServer } from "#tests/support/payments-server.ts";
import { CHECKOUT_RATE_LIMIT } from "./checkout-limit.server.ts";

/**
 * One membership is one subscription, however the member presses Buy (decision 0110): a
 * second press, a second tab or the back button lead to the Checkout already open; two
 * presses at the same instant start one; a membership Stripe bills, even one whose news is
 * late or still on its way, is refused with the way to the billing portal. And the way back
 * from Checkout asks Stripe only until the purchase is recorded.
 */

describe.each(databaseKinds)("one Checkout, one subscription, on %s", (kind) => {
  let paying: PaymentsServer;

  beforeAll(async () => {
    paying = await startPaymentsServer(kind);
  });
  afterAll(async () => {
    await paying?.stop();
  });
  beforeEach(() => {
    paying.stripe.holdEvents = false;
  });

  const limited = productOfShape("limited");
  const unlimited = productOfShape("unlimited");
  /** Checkout Sessions the site asked Stripe to create. */
  const created = () =>
    paying.stripe.requests.filter((request) => request.method === "POST" && request.path === "/v1/checkout/sessions")
      .length;
  const back = (member: ApiMember, sessionId: string) =>
    api(paying.server, `/account?checkout=${sessionId}`, { member });
  const membershipsOf = (member: ApiMember) =>
    paying.fresh.database.db
      .selectFrom("memberships")
      .select(["product_id", "status"])
      .where("user_id", "=", member.id)
      .execute();
  async function expectRefusedToPortal(member: ApiMember, productId: string, held: { name: string }) {
    const refused = await paying.press(member, productId);
    expect(refused.status).toBe(409);
    const page = await refused.text();
    expect(page).toContain(`You already have the ${held.name} membership, paid online`);
    expect(page).toMatch(/<a href="\/account\/billing"[^>]*>Manage card and billing<\/a>/);
  }

  it("sends a member who presses Buy again (a second tab, the back button) to the Checkout still open, which is paid once", async () => {
    const member = await signUp(paying.server, "again");
    const before = created();
    const first = await paying.buy(member, limited.id);
    expect(await paying.buy(member, limited.id)).toBe(first);
    expect(created()).toBe(before + 1);

    await paying.stripe.completeCheckout(first);
    expect((await paying.held(member)).membership).toMatchObject({ status: "active", online: true });
    expect(await paying.salesOf(member)).toHaveLength(1);
    await expectRefusedToPortal(member, limited.id, limited);

    // The webhook recorded it before the member came back: the way back asks Stripe nothing, however often.
    const asked = paying.stripe.requests.length;
    for (const _load of [1, 2]) expect((await back(member, first)).status).toBe(200);
    expect(paying.stripe.requests.length).toBe(asked);
  });

  it("expires the open Checkout of one membership when the member picks another: only the last one can be paid", async () => {
    const member = await signUp(paying.server, "changed-mind");
    const first = await paying.buy(member, limited.id);
    const second = await paying.buy(member, unlimited.id);
    expect(second).not.toBe(first);
    expect(paying.stripe.object(first)).toMatchObject({ status: "expired", url: null });
    await expect(paying.stripe.completeCheckout(first)).rejects.toThrow("expired");
    await paying.stripe.completeCheckout(second);
    expect(await membershipsOf(member)).toEqual([{ product_id: unlimited.id, status: "active" }]);
  });

  it("starts one Checkout for two presses at the same instant: the second waits for the first and goes where it went", async () => {
    const member = await signUp(paying.server, "double-press");
    const before = created();
    const release = paying.stripe.holdCheckoutCreation();
    const presses = [paying.press(member, limited.id), paying.press(member, limited.id)];
    await expect.poll(created).toBe(before + 1);
    release();
    const answers = await Promise.all(presses);
    expect(answers.map((answer) => answer.status)).toEqual([303, 303]);
    expect(answers[1]?.headers.get("location")).toBe(answers[0]?.headers.get("location"));
    expect(created()).toBe(before + 1);
    expect(await paying.fresh.database.db.selectFrom("stripe_checkout_locks").selectAll().execute()).toEqual([]);
  });

  it("records a membership paid in another tab whose news is still on its way, and refuses a second one", async () => {
    const member = await signUp(paying.server, "other-tab");
    const paid = await paying.buy(member, limited.id);
    paying.stripe.holdEvents = true;
    await paying.stripe.completeCheckout(paid);
    expect((await paying.held(member)).membership).toBeNull();
    const before = created();

    await expectRefusedToPortal(member, unlimited.id, limited);
    expect(created()).toBe(before);
    expect(await membershipsOf(member)).toEqual([{ product_id: limited.id, status: "active" }]);
    expect(await paying.salesOf(member)).toHaveLength(1);
  });

  it("refuses, before asking Stripe, a membership while Stripe bills one whose renewal has not been heard of yet", async () => {
    const member = await signUp(paying.server, "late-renewal");
    await paying.stripe.completeCheckout(await paying.buy(member, limited.id));
    // Its paid period is over by our records: the renewal's news is late.
    await paying.fresh.database.db
      .updateTable("memberships")
      .set({ current_period_end: new Date(clock.millis() - 60_000).toISOString() })
      .where("user_id", "=", member.id)
      .execute();
    expect((await paying.held(member)).membership).toBeNull();
    const asked = paying.stripe.requests.length;

    await expectRefusedToPortal(member, unlimited.id, limited);
    expect(paying.stripe.requests.length).toBe(asked);
  });

  it("starts at most a few Checkouts per member in a while: the next press is 429 with Retry-After, and Stripe is not asked", async () => {
    const member = await signUp(paying.server, "presser");
    const pack = productOfShape("pack");
    const before = created();
    for (let press = 0; press < CHECKOUT_RATE_LIMIT.max; press++) await paying.buy(member, pack.id);
    expect(created()).toBe(before + CHECKOUT_RATE_LIMIT.max);

    const asked = paying.stripe.requests.length;
    const refused = await paying.press(member, pack.id);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CHECKOUT_RATE_LIMIT.window);
    expect(await refused.text()).toContain("Too many purchases started in a short time");
    expect(paying.stripe.requests.length).toBe(asked);

    // Counted per member: another member buys at once.
    await paying.buy(await signUp(paying.server, "next-in-line"), pack.id);
    expect(created()).toBe(before + CHECKOUT_RATE_LIMIT.max + 1);
  });

  it("asks Stripe about a Checkout the member comes back from until its purchase is recorded, and not on a reload", async () => {
    const member = await signUp(paying.server, "reloader");
    const pack = productOfShape("pack") as CreditProduct;
    paying.stripe.holdEvents = true;
    for (const productId of [pack.id, limited.id]) {
      const sessionId = await paying.buy(member, productId);
      await paying.stripe.completeCheckout(sessionId);
      const before = paying.stripe.requests.length;
      expect((await back(member, sessionId)).status).toBe(200);
      expect(paying.stripe.requests.length).toBeGreaterThan(before);

      const recorded = paying.stripe.requests.length;
      const reload = await back(member, sessionId);
      expect(reload.status).toBe(200);
      expect(await reload.text()).toContain("Thank you for your payment");
      expect(paying.stripe.requests.length).toBe(recorded);
    }
    expect((await paying.held(member)).creditsLeft).toBe(pack.credits);
    expect((await paying.held(member)).membership).toMatchObject({ status: "active", online: true });
    // The webhook's news after it changes nothing.
    const late = [...paying.stripe.undelivered];
    expect(await paying.stripe.deliver(late)).toEqual(late.map(() => 200));
    expect(await paying.salesOf(member)).toHaveLength(2);
  });
});
