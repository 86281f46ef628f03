import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiMember, api, signUp } from "#tests/support/api-members.ts";
import { databaseKinds } from "#tests/support/databases.ts";
import { type PaymentsServer, startPaymentsServer } from "#tests/support/payments-server.ts";
import { type RunningServer, startServer } from "#tests/support/server-process.ts";
import { signUpStaff } from "#tests/support/staff-server.ts";
import type { productStaffJson } from "./product-api.server.ts";
import type { moveJson } from "./subscription-moves.server.ts";

/**
 * Two production servers on one PostgreSQL database, as a deployment behind a proxy runs
 * them, and the owner's move of subscriptions to a new price pressed on both at once (two
 * tabs landing on different servers): each subscription is changed through Stripe once and
 * its member told once, because each is claimed by a conditional update of its row in the
 * shared database, not by anything one server holds in memory (decision 0213).
 */
type ProductJson = ReturnType<typeof productStaffJson>;
type Move = ReturnType<typeof moveJson>;

describe.runIf(databaseKinds.includes("postgres"))("a move of subscriptions pressed on two servers at once", () => {
  let paying: PaymentsServer;
  let second: RunningServer;
  let owner: ApiMember;

  beforeAll(async () => {
    paying = await startPaymentsServer("postgres", { DEMO_EMAIL: "" });
    second = await startServer(paying.env);
    owner = await signUpStaff(paying.server, paying.fresh.database, { label: "owner", role: "owner" });
  });
  afterAll(async () => {
    await second?.stop();
    await paying?.stop();
  });

  it("changes each subscription once through Stripe and tells each member once", async () => {
    const created = await api(paying.server, "/api/staff/products", {
      member: owner,
      method: "POST",
      json: { kind: "membership", name: `Plan ${randomUUID().slice(0, 6)}`, price: 3000, classesPerWeek: null },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const product = ((await created.json()) as { product: ProductJson }).product;
    const subscribers: { member: ApiMember; subscriptionId: string }[] = [];
    for (const label of ["a", "b", "c", "d"]) {
      const member = await signUp(paying.server, label);
      const sessionId = await paying.buy(member, product.id);
      await paying.stripe.completeCheckout(sessionId);
      subscribers.push({
        member,
        subscriptionId: paying.stripe.object<{ subscription: string }>(sessionId).subscription,
      });
    }
    const repriced = await api(paying.server, `/api/staff/products/${product.id}`, {
      member: owner,
      method: "PATCH",
      json: { version: product.version, price: 3300 },
    });
    expect(repriced.status, await repriced.clone().text()).toBe(200);

    // Both presses talk to Stripe at once: each holds a subscription it claimed when the other
    // reads the rows, so neither can have finished before the other starts.
    const release = paying.stripe.holdSubscriptionCalls();
    const pressing = [paying.server, second].map((server) =>
      api(server, `/api/staff/products/${product.id}/move-subscriptions`, { member: owner, method: "POST" }),
    );
    await expect.poll(() => paying.stripe.subscriptionCallsHeld, { timeout: 10_000 }).toBe(2);
    release();
    const presses = await Promise.all(pressing);
    await paying.stripe.settled();
    const moves = await Promise.all(
      presses.map(async (press) => {
        expect(press.status, await press.clone().text()).toBe(200);
        return ((await press.json()) as { move: Move }).move;
      }),
    );
    expect(moves.reduce((sum, move) => sum + move.moved.length, 0)).toBe(subscribers.length);
    expect(moves.flatMap((move) => move.failed)).toEqual([]);

    const db = paying.fresh.database.db;
    for (const { member, subscriptionId } of subscribers) {
      const updates = paying.stripe.requests.filter(
        (request) => request.method === "POST" && request.path === `/v1/subscriptions/${subscriptionId}`,
      );
      expect(updates, subscriptionId).toHaveLength(1);
      const notices = await db
        .selectFrom("mail_outbox")
        .select("subject")
        .where("recipient", "=", member.email)
        .where("topic", "=", "price-change")
        .execute();
      expect(notices, member.email).toHaveLength(1);
    }
  });
});
