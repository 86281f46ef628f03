import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type CreditProduct, currency, formatMoney, type MembershipProduct } from "#app/content/products.ts";
import { createMembers } from "#app/features/booking/test-support.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { entitlementsOf } from "./member-entitlements.server.ts";
import { paymentOfMember, paymentsOf } from "./payments.server.ts";
import { AlreadyBoughtOnce, BilledOnline, type SaleInput, sellProduct, UnknownProduct } from "./sales.server.ts";
import { giveMembershipAs, productOfShape, TEST_MAIL } from "./test-support.ts";

/** Tuesday 24 Nov 2026, 10:00 UTC. */
const NOW = new Date("2026-11-24T10:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;

describe.each(databaseKinds)("selling at the desk, on %s", (kind) => {
  let fresh: FreshDatabase;
  let member: string;
  let other: string;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    [member, other] = (await createMembers(fresh.database, 2, { entitled: false })) as [string, string];
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  const sell = (productId: string, input: Partial<SaleInput> = {}) =>
    sellProduct(
      fresh.database,
      { userId: member, productId, method: "cash", now: NOW, staffUserId: other, ...input },
      { mail: TEST_MAIL },
    );
  const receipts = () =>
    fresh.database.db
      .selectFrom("mail_outbox")
      .select(["topic", "recipient", "payload"])
      .where("topic", "=", "receipt")
      .orderBy("created_at")
      .execute();

  it("records a pack at the content's price, grants its credits until its validity ends, and mails the receipt", async () => {
    const pack = productOfShape("pack") as CreditProduct;
    const { sale, granted } = await sell(pack.id);
    expect(sale).toMatchObject({ productId: pack.id, method: "cash", amount: pack.price, currency });
    expect(granted).toEqual({
      kind: "credits",
      id: expect.any(String),
      productId: pack.id,
      credits: pack.credits,
      expiresAt: new Date(NOW.getTime() + pack.validDays * DAY).toISOString(),
    });
    expect(await entitlementsOf(fresh.database, member, NOW)).toMatchObject({
      membership: null,
      creditsLeft: pack.credits,
    });
    expect(await paymentsOf(fresh.database, member)).toEqual([
      expect.objectContaining({ id: sale.id, item: pack.name, amountLabel: formatMoney(pack.price), refundedAt: null }),
    ]);

    const [receipt] = await receipts();
    expect(receipt).toMatchObject({ recipient: `${member}@example.com` });
    const payload = JSON.parse(receipt?.payload ?? "{}") as { subject: string; text: string };
    expect(payload.subject).toContain(pack.name);
    expect(payload.text).toContain(formatMoney(pack.price));
    expect(payload.text).toContain(`${TEST_MAIL.origin}/account/receipts/${sale.id}`);
    expect(payload.text).toContain(`${pack.credits} class credits`);
  });

  it("sells a membership for a month with its joining fee; a second month renews it from its end, without the fee", async () => {
    const limited = productOfShape("limited") as MembershipProduct;
    const first = await sell(limited.id, { method: "card" });
    expect(first.sale.amount).toBe(limited.price + limited.joiningFee);
    expect(first.granted).toMatchObject({ kind: "membership", renewed: false, renewsAt: "2026-12-24T10:00:00.000Z" });

    const unlimited = productOfShape("unlimited") as MembershipProduct;
    const second = await sell(unlimited.id, { method: "transfer", now: new Date(NOW.getTime() + 5 * DAY) });
    expect(second.sale.amount).toBe(unlimited.price);
    expect(second.granted).toMatchObject({ id: first.granted.id, renewed: true, renewsAt: "2027-01-24T10:00:00.000Z" });
    expect((await entitlementsOf(fresh.database, member, NOW)).membership).toMatchObject({
      productId: unlimited.id,
      classesPerWeek: null,
      renewsAt: "2027-01-24T10:00:00.000Z",
    });
    expect(await receipts()).toHaveLength(2);
  });

  it("starts a new membership, with its joining fee, once the last one has run out", async () => {
    const limited = productOfShape("limited") as MembershipProduct;
    const first = await sell(limited.id);
    const later = new Date(NOW.getTime() + 40 * DAY);
    const again = await sell(limited.id, { now: later });
    expect(again.granted).toMatchObject({ renewed: false });
    expect(again.granted.id).not.toBe(first.granted.id);
    expect(again.sale.amount).toBe(limited.price + limited.joiningFee);
  });

  it("refuses a membership at the desk for a member billed online, an unknown product, and writes nothing", async () => {
    await giveMembershipAs(fresh.database, member, {
      periodEnd: new Date(NOW.getTime() + 10 * DAY),
      stripeSubscriptionId: "sub_online",
    });
    await expect(sell(productOfShape("limited").id)).rejects.toBeInstanceOf(BilledOnline);
    await expect(sell("no-such-product")).rejects.toBeInstanceOf(UnknownProduct);
    expect(await paymentsOf(fresh.database, member)).toEqual([]);
    expect(await receipts()).toEqual([]);
    // Credits are still for sale to them.
    expect((await sell(productOfShape("drop-in").id)).granted.kind).toBe("credits");
  });

  it("sells the intro offer once per person, even to two desks at the same moment", async () => {
    const intro = productOfShape("intro");
    const results = await Promise.allSettled([sell(intro.id), sell(intro.id), sell(intro.id)]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results) {
      if (result.status === "rejected") expect(result.reason).toBeInstanceOf(AlreadyBoughtOnce);
    }
    await expect(sell(intro.id)).rejects.toBeInstanceOf(AlreadyBoughtOnce);
    expect(await paymentsOf(fresh.database, member)).toHaveLength(1);
    expect(await receipts()).toHaveLength(1);
  });

  it("shows a receipt to the member who paid, and to nobody else", async () => {
    const { sale } = await sell(productOfShape("drop-in").id);
    expect(await paymentOfMember(fresh.database, member, sale.id)).toMatchObject({ id: sale.id });
    expect(await paymentOfMember(fresh.database, other, sale.id)).toBeUndefined();
  });
});
