import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CreditProduct } from "#app/content/products.ts";
import { productOfShape } from "#app/features/memberships/test-support.ts";
import { type ApiMember, api, expectApiError, signUp } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase } from "#tests/support/databases.ts";
import { type PaymentsServer, startPaymentsServer } from "#tests/support/payments-server.ts";
import type { RunningServer } from "#tests/support/server-process.ts";
import { signUpStaff } from "#tests/support/staff-server.ts";
import type { StripeStandIn } from "#tests/support/stripe-stand-in.ts";
import { paidIntent } from "#tests/support/stripe-stand-in-money.ts";
import { testClockEnv } from "#tests/support/test-clock.ts";

/**
 * Refunds and disputes of online payments (issue 30, decision 0154), against the production
 * server and the stand-in for Stripe: the desk refunds through Stripe's API and the refund
 * is recorded once whichever of the desk's answer and the webhook comes first; refunds made
 * in Stripe's Dashboard (`charge.refunded`, partial and full) and disputes
 * (`charge.dispute.created` / `closed`) are mirrored once, in any order, however often sent.
 */

const pack = productOfShape("pack") as CreditProduct;
const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, "../../..");

describe.each(databaseKinds)("online payments refunded and disputed, on %s", (kind) => {
  let paying: PaymentsServer;
  let fresh: FreshDatabase;
  let stripe: StripeStandIn;
  let server: RunningServer;
  let owner: ApiMember;
  let env: Record<string, string>;

  beforeAll(async () => {
    paying = await startPaymentsServer(kind);
    ({ fresh, stripe, server, env } = paying);
    owner = await signUpStaff(server, fresh.database, { label: "owner", role: "owner" });
  });
  afterAll(async () => {
    await paying?.stop();
  });
  beforeEach(() => {
    stripe.holdEvents = false;
    stripe.refundEvents = "answer-first";
  });

  /** A member who paid for a pack through Checkout: the sale's id and the charge's. */
  const paidOnline = async (label: string) => {
    const member = await signUp(server, label);
    const sessionId = await paying.buy(member, pack.id);
    await stripe.completeCheckout(sessionId);
    const sale = await fresh.database.db
      .selectFrom("sales")
      .select(["id", "currency", "created_at"])
      .where("user_id", "=", member.id)
      .executeTakeFirstOrThrow();
    return { member, saleId: sale.id, sale, chargeId: stripe.chargeOf(sessionId), sessionId };
  };
  const refundsOf = (saleId: string) =>
    fresh.database.db
      .selectFrom("refunds")
      .select(["amount", "kind", "status", "stripe_refund_id", "stripe_dispute_id"])
      .where("sale_id", "=", saleId)
      .orderBy("amount")
      .execute();
  const mailsOf = async (member: ApiMember, topic: string) =>
    (
      await fresh.database.db
        .selectFrom("mail_outbox")
        .select("id")
        .where("recipient", "=", member.email)
        .where("topic", "=", topic)
        .execute()
    ).length;
  const deskRefund = (saleId: string, json: unknown) =>
    api(server, `/api/staff/sales/${saleId}/refunds`, {
      member: owner,
      method: "POST",
      json,
      headers: { "idempotency-key": randomUUID() },
    });

  it("dates an online sale at the moment of payment (not when the server hears of it), in the payment's currency", async () => {
    const member = await signUp(server, "dated");
    const sessionId = await paying.buy(member, pack.id);
    stripe.holdEvents = true;
    await stripe.completeCheckout(sessionId);
    // Paid two days ago; the server hears of it only now (it was down; a sync, a late retry).
    const charge = stripe.object<{ created: number; currency: string }>(stripe.chargeOf(sessionId));
    charge.created -= 2 * 24 * 60 * 60;
    await stripe.deliver();
    const sale = await fresh.database.db
      .selectFrom("sales")
      .select(["created_at", "currency"])
      .where("user_id", "=", member.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(sale.created_at)).toBe(charge.created * 1000);
    expect(sale.currency).toBe(charge.currency.toUpperCase());
  });

  for (const order of ["answer-first", "events-first"] as const) {
    it(`refunds part of an online payment from the desk through Stripe, recorded once (Stripe's events ${order === "answer-first" ? "after" : "before"} its answer)`, async () => {
      const { member, saleId, chargeId } = await paidOnline(`online-${order}`);
      stripe.refundEvents = order;
      const answer = await deskRefund(saleId, {
        amount: 1000,
        withdrawCredits: 1,
        cancelBookings: false,
        reason: "Moved away",
      });
      expect(answer.status).toBe(201);
      const { refund } = (await answer.json()) as { refund: { status: string; stripeRefundId: string } };
      expect(refund).toMatchObject({ status: "recorded", stripeRefundId: expect.stringMatching(/^re_/) });
      await stripe.settled();
      expect(stripe.object<{ amount_refunded: number }>(chargeId).amount_refunded).toBe(1000);
      expect(await refundsOf(saleId)).toEqual([
        expect.objectContaining({
          amount: 1000,
          kind: "refund",
          status: "recorded",
          stripe_refund_id: refund.stripeRefundId,
        }),
      ]);
      expect((await paying.held(member)).creditsLeft).toBe(pack.credits - 1);
      expect(await mailsOf(member, "refund")).toBe(1);
    });
  }

  it("mirrors refunds made in Stripe's Dashboard, partial then the rest, once each however often and in whatever order Stripe tells", async () => {
    const { member, saleId, chargeId } = await paidOnline("dashboard");
    stripe.holdEvents = true;
    await stripe.refundInDashboard(chargeId, { amount: 2000, reason: "requested_by_customer" });
    await stripe.refundInDashboard(chargeId);
    // The later refund's events first, then all of them again.
    const sent = [...stripe.undelivered].reverse();
    expect(new Set(await stripe.deliver(sent))).toEqual(new Set([200]));
    expect(new Set(await stripe.deliver(sent))).toEqual(new Set([200]));
    const rows = await refundsOf(saleId);
    expect(rows.map((row) => [row.amount, row.status])).toEqual([
      [2000, "recorded"],
      [pack.price - 2000, "recorded"],
    ]);
    expect(await mailsOf(member, "refund")).toBe(2);
    // Refunded in full: the pack's unused credits went with it; nothing is left for the desk to refund.
    expect((await paying.held(member)).creditsLeft).toBe(0);
    await expectApiError(
      await deskRefund(saleId, { amount: 1, withdrawCredits: false, cancelBookings: false, reason: "More" }),
      409,
      "ALREADY_REFUNDED",
    );
  });

  it("holds desk refunds while a dispute is open, and records a lost dispute's money as gone, once", async () => {
    const { member, saleId, chargeId } = await paidOnline("disputed");
    const disputeId = await stripe.openDispute(chargeId);
    await expectApiError(
      await deskRefund(saleId, { amount: 100, withdrawCredits: false, cancelBookings: false, reason: "Goodwill" }),
      409,
      "DISPUTED",
    );
    stripe.holdEvents = true;
    await stripe.closeDispute(disputeId, "lost");
    const sent = [...stripe.undelivered];
    await stripe.deliver(sent);
    await stripe.deliver(sent);
    expect(await refundsOf(saleId)).toEqual([
      expect.objectContaining({
        amount: pack.price,
        kind: "dispute",
        status: "recorded",
        stripe_dispute_id: disputeId,
      }),
    ]);
    expect((await paying.held(member)).creditsLeft).toBe(0);
  });

  it("records nothing for a dispute the gym wins", async () => {
    const { member, saleId, chargeId } = await paidOnline("won");
    const disputeId = await stripe.openDispute(chargeId);
    await stripe.closeDispute(disputeId, "won");
    expect(await refundsOf(saleId)).toEqual([]);
    expect((await paying.held(member)).creditsLeft).toBe(pack.credits);
  });

  it("lists with `npm run payments -- sync` where Stripe's charges and refunds and the records here differ", async () => {
    const sync = () =>
      run(process.execPath, ["scripts/payments.ts", "sync", "--days", "1"], {
        cwd: projectRoot,
        env: { PATH: process.env.PATH ?? "", ...testClockEnv(), ...env },
      });
    expect((await sync()).stdout).toContain("match the sales and refunds recorded here");

    // Money taken outside the site (a payment link), a sale recorded with another amount, and a
    // refund recorded here under an id Stripe does not know.
    const { charge } = paidIntent(stripe, { amount: 4200, currency: "usd", customer: null });
    const { saleId } = await paidOnline("mismatched");
    await fresh.database.db
      .updateTable("sales")
      .set({ amount: pack.price + 1 })
      .where("id", "=", saleId)
      .execute();
    const refunded = await paidOnline("refund-gone");
    await deskRefund(refunded.saleId, {
      amount: 300,
      withdrawCredits: false,
      cancelBookings: false,
      reason: "Goodwill",
    });
    await stripe.settled();
    await fresh.database.db
      .updateTable("refunds")
      .set({ stripe_refund_id: "re_unknown_at_stripe" })
      .where("sale_id", "=", refunded.saleId)
      .execute();

    const { stdout } = await sync();
    expect(stdout).toContain(`Differs: ${String(charge.id)}: Charge of $42`);
    expect(stdout).toContain("no sale of ours records it");
    expect(stdout).toContain(`its sale ${saleId} records`);
    expect(stdout).toMatch(/Refund of \$3.* on .*: not recorded here/);
    expect(stdout).toContain(`(sale ${refunded.saleId}): Stripe has no such refund in the period`);
    expect(stdout).toContain("4 differences with Stripe");
  });
});
