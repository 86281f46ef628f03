import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CreditProduct, MembershipProduct } from "#app/content/products.ts";
import { claimEntitlement, returnEntitlement } from "#app/features/memberships/entitlements.server.ts";
import { entitlementsOf } from "#app/features/memberships/member-entitlements.server.ts";
import { paymentsOf } from "#app/features/memberships/payments.server.ts";
import { insertSale } from "#app/features/memberships/sales.server.ts";
import { creditsLeft, giveMembershipAs, productOfShape, TEST_MAIL } from "#app/features/memberships/test-support.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { refusalCode } from "#tests/support/refusals.ts";
import { adjustCreditsAtDesk, changeMembershipAtDesk, refundAtDesk, sellAtDesk } from "./desk-sales.server.ts";
import { StaffRefused } from "./errors.ts";
import { auditEntries, createAccount, createStaffActor } from "./test-support.ts";

const NOW = new Date("2026-11-24T10:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;

const refusal = (promise: Promise<unknown>) => refusalCode(promise, StaffRefused);

describe.each(databaseKinds)("the front desk's sales and changes, on %s", (kind) => {
  let fresh: FreshDatabase;
  let member: { id: string; email: string };
  let actor: { id: string; label: string };
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    member = await createAccount(fresh.database, { email: "ada@example.com", entitled: false });
    actor = await createStaffActor(fresh.database, "owner");
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  const services = () => ({ database: fresh.database, mail: { context: TEST_MAIL } });
  const sell = (productId: string, method = "cash", now = NOW) =>
    sellAtDesk(services(), { memberId: member.id, productId, method, actor, now });
  const lastAudit = async () => (await auditEntries(fresh.database)).at(-1);

  it("sells, and records who sold what for how much in the audit log", async () => {
    const pack = productOfShape("pack") as CreditProduct;
    const sold = await sell(pack.id, "transfer");
    expect(await lastAudit()).toMatchObject({
      action: "sale.recorded",
      actor: actor.label,
      subject_type: "account",
      subject_id: member.id,
      subject_label: member.email,
    });
    expect(JSON.parse((await lastAudit())?.after_state ?? "{}")).toMatchObject({
      product: pack.name,
      paidBy: "Bank transfer",
      sale: sold.sale.id,
    });
    expect(await refusal(sell(pack.id, "stripe"))).toBe("INVALID_INPUT");
    expect(await refusal(sell("free-lunch"))).toBe("INVALID_INPUT");
    expect(
      await refusal(
        sellAtDesk(services(), { memberId: "nobody", productId: pack.id, method: "cash", actor, now: NOW }),
      ),
    ).toBe("ACCOUNT_NOT_FOUND");
    expect(await paymentsOf(fresh.database, member.id)).toHaveLength(1);
  });

  it("pauses a membership (no booking with it), resumes it with its end moved on, and ends it; each audited", async () => {
    const limited = productOfShape("limited") as MembershipProduct;
    const { granted } = await sell(limited.id);
    const change = (to: "pause" | "resume" | "end", now: Date) =>
      changeMembershipAtDesk(fresh.database, { memberId: member.id, change: to, actor, now });

    await change("pause", NOW);
    expect((await entitlementsOf(fresh.database, member.id, NOW)).membership).toMatchObject({
      status: "paused",
      books: false,
    });
    expect((await lastAudit())?.action).toBe("membership.paused");
    expect(await refusal(change("pause", NOW))).toBe("NOT_PAUSED");

    const tenDaysLater = new Date(NOW.getTime() + 10 * DAY);
    await change("resume", tenDaysLater);
    const resumed = (await entitlementsOf(fresh.database, member.id, tenDaysLater)).membership;
    expect(resumed).toMatchObject({ status: "active", books: true });
    expect(Date.parse(resumed?.renewsAt ?? "")).toBe(
      Date.parse(granted.kind === "membership" ? granted.renewsAt : "") + 10 * DAY,
    );
    expect((await lastAudit())?.action).toBe("membership.resumed");

    await change("end", tenDaysLater);
    expect((await entitlementsOf(fresh.database, member.id, tenDaysLater)).membership).toBeNull();
    expect((await lastAudit())?.action).toBe("membership.ended");
    expect(await refusal(change("end", tenDaysLater))).toBe("NO_MEMBERSHIP");
  });

  it("leaves a membership billed online to Stripe", async () => {
    await giveMembershipAs(fresh.database, member.id, {
      periodEnd: new Date(NOW.getTime() + 20 * DAY),
      stripeSubscriptionId: "sub_online",
    });
    expect(
      await refusal(changeMembershipAtDesk(fresh.database, { memberId: member.id, change: "pause", actor, now: NOW })),
    ).toBe("BILLED_ONLINE");
    expect(await refusal(sell(productOfShape("limited").id))).toBe("BILLED_ONLINE");
  });

  it("adds credits with a reason and takes them away from those that expire first, never below none", async () => {
    const adjust = (change: number, reason = "Coach's apology for a cancelled class", validDays = 30) =>
      adjustCreditsAtDesk(fresh.database, { memberId: member.id, change, reason, validDays, actor, now: NOW });
    expect(await adjust(3)).toEqual({ change: 3, before: 0, after: 3 });
    expect(JSON.parse((await lastAudit())?.after_state ?? "{}")).toEqual({
      credits: 3,
      reason: "Coach's apology for a cancelled class",
    });
    const held = await entitlementsOf(fresh.database, member.id, NOW);
    expect(held.credits[0]).toMatchObject({ left: 3, expiresAt: new Date(NOW.getTime() + 30 * DAY).toISOString() });
    await adjust(2, "A second grant", 60);
    expect(await adjust(-4, "Charged back by the bank")).toMatchObject({ before: 5, after: 1 });
    // The sooner grant went first: what is left expires in 60 days.
    expect((await entitlementsOf(fresh.database, member.id, NOW)).credits).toEqual([
      expect.objectContaining({ left: 1, expiresAt: new Date(NOW.getTime() + 60 * DAY).toISOString() }),
    ]);
    expect(await refusal(adjust(-2))).toBe("NOT_ENOUGH_CREDITS");
    expect(await refusal(adjust(1, "no"))).toBe("INVALID_INPUT");
    await expect(adjust(1, "Coach's apology\nfor the class")).rejects.toMatchObject({
      code: "INVALID_INPUT",
      message: "Write the reason on one line.",
    });
    expect(await refusal(adjust(0))).toBe("INVALID_INPUT");
    expect(await refusal(adjust(1, "A fine reason", 400))).toBe("INVALID_INPUT");
    expect(await creditsLeft(fresh.database, member.id, NOW)).toBe(1);
    // Each change is a row of the member's credit ledger: who at the desk, and why.
    const ledger = await fresh.database.db
      .selectFrom("credit_ledger")
      .select(["kind", "credits", "actor", "actor_id", "reason"])
      .where("user_id", "=", member.id)
      .orderBy("seq")
      .execute();
    expect(ledger).toEqual([
      {
        kind: "adjust",
        credits: 3,
        actor: actor.label,
        actor_id: actor.id,
        reason: "Coach's apology for a cancelled class",
      },
      { kind: "adjust", credits: 2, actor: actor.label, actor_id: actor.id, reason: "A second grant" },
      { kind: "adjust", credits: -3, actor: actor.label, actor_id: actor.id, reason: "Charged back by the bank" },
      { kind: "adjust", credits: -1, actor: actor.label, actor_id: actor.id, reason: "Charged back by the bank" },
    ]);
  });

  it("refunds a desk payment once: its unused credits go with it, and a membership left unpaid ends", async () => {
    const pack = productOfShape("pack") as CreditProduct;
    const packSale = await sell(pack.id);
    const refund = (saleId: string) =>
      refundAtDesk(
        { database: fresh.database, mail: { context: TEST_MAIL }, payments: null },
        { memberId: member.id, saleId, actor, now: NOW },
      );
    expect(await refund(packSale.sale.id)).toMatchObject({
      amount: pack.price,
      creditsWithdrawn: pack.credits,
      membership: null,
      netPaid: 0,
    });
    expect(await creditsLeft(fresh.database, member.id, NOW)).toBe(0);
    expect((await paymentsOf(fresh.database, member.id))[0]?.refundedAt).toBe(NOW.toISOString());
    expect((await lastAudit())?.action).toBe("sale.refunded");
    expect(await refusal(refund(packSale.sale.id))).toBe("ALREADY_REFUNDED");

    const membershipSale = await sell(productOfShape("limited").id);
    expect(await refund(membershipSale.sale.id)).toMatchObject({ membership: { status: "ended" } });
    expect((await entitlementsOf(fresh.database, member.id, NOW)).membership).toBeNull();

    await fresh.database.writeTransaction((trx) =>
      insertSale(trx, {
        saleId: "online-sale",
        userId: member.id,
        productId: pack.id,
        method: "stripe",
        amount: pack.price,
        staffUserId: null,
        now: NOW,
        externalRef: "cs_test_1",
      }),
    );
    // Online payments go back through Stripe: a server without it cannot.
    expect(await refusal(refund("online-sale"))).toBe("PAYMENTS_OFF");
    expect(await refusal(refund("nothing"))).toBe("SALE_NOT_FOUND");
  });

  it("leaves a refunded pack spent for good: a credit its booking gives back later cannot be used", async () => {
    const pack = productOfShape("pack") as CreditProduct;
    await sell(pack.id);
    const sold = await paymentsOf(fresh.database, member.id);
    const bookingId = randomUUID();
    const claim = { userId: member.id, bookingId, startsAt: new Date(NOW.getTime() + DAY).toISOString(), now: NOW };
    await fresh.database.writeTransaction((trx) => claimEntitlement(fresh.database, trx, claim));
    await refundAtDesk(
      { database: fresh.database, mail: { context: TEST_MAIL }, payments: null },
      { memberId: member.id, saleId: sold[0]?.id ?? "", actor, now: NOW },
    );
    // The gym cancels the class the pack paid for: its credit comes back, and goes again.
    const later = new Date(NOW.getTime() + 1000);
    await fresh.database.writeTransaction((trx) => returnEntitlement(trx, bookingId, later, "gym-cancelled"));
    expect(await creditsLeft(fresh.database, member.id, later)).toBe(0);
  });

  it("rolls a renewed membership back by one period when its first payment is refunded, keeping the month the renewal paid", async () => {
    const limited = productOfShape("limited");
    const first = await sell(limited.id, "cash", NOW);
    const renewal = await sell(limited.id, "cash", new Date(NOW.getTime() + 29 * DAY));
    if (renewal.granted.kind !== "membership" || first.granted.kind !== "membership")
      throw new Error("not a membership");
    const later = new Date(NOW.getTime() + 29 * DAY + 60 * 60 * 1000);
    const refunded = await refundAtDesk(
      { database: fresh.database, mail: { context: TEST_MAIL }, payments: null },
      { memberId: member.id, saleId: first.sale.id, actor, now: later },
    );
    const firstPeriod = Date.parse(first.granted.renewsAt) - NOW.getTime();
    const runsUntil = new Date(Date.parse(renewal.granted.renewsAt) - firstPeriod).toISOString();
    expect(refunded).toMatchObject({ membership: { status: "active", runsUntil } });
    expect((await entitlementsOf(fresh.database, member.id, later)).membership).not.toBeNull();
  });
});
