import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CreditProduct } from "#app/content/products.ts";
import { productOfShape } from "#app/features/memberships/test-support.ts";
import { type ApiMember, api, signUp } from "#tests/support/api-members.ts";
import { databaseKinds } from "#tests/support/databases.ts";
import { type PaymentsServer, startPaymentsServer } from "#tests/support/payments-server.ts";

/**
 * The way back from Checkout asks Stripe only until the purchase is recorded (decision 0110).
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

  const back = (member: ApiMember, sessionId: string) =>
    api(paying.server, `/account?checkout=${sessionId}`, { member });

  it("asks Stripe about a Checkout the member comes back from until its purchase is recorded, and not on a reload", async () => {
    const member = await signUp(paying.server, "reloader");
    const pack = productOfShape("pack") as CreditProduct;
    paying.stripe.holdEvents = true;
    for (const productId of [pack.id, productOfShape("limited").id]) {
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
