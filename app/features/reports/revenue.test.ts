import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { currency } from "#app/content/products.ts";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import { createAccount } from "#app/features/staff/test-support.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { rangeOf } from "./range.server.ts";
import { revenueReport } from "./revenue.server.ts";
import { addMembership, addSale } from "./test-support.ts";

// The hand-made data below is written in London's wall-clock time: the gym's zone is pinned,
// whatever zone a gym's own content names.
vi.mock("#app/content/site.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("#app/content/site.ts")>();
  return { ...actual, site: { ...actual.site, timeZone: "Europe/London" } };
});

/**
 * An autumn of sales in London (summer time ends 25 October), now Friday 20 November noon:
 * - 20 Aug: a pack, cash, 120.00, refunded 3 Sept (the refund counts in September).
 * - 15 Sept: a pack, cash, 120.00.
 * - 30 Sept 23:30 UTC (00:30 on 1 October in London): a pack, card, 120.00.
 * - 10 Oct: a drop-in, card, 15.00, refunded 2 Nov.
 * - 5 Nov: a pack, card, 120.00, refunded the next day.
 * - 12 Oct: a sale in another currency, which the report leaves out.
 * Memberships (the gym's first two membership products, at today's prices): billed by
 * Stripe and renewing by themselves, two of the first (renewing 25 Nov and 10 Dec) and one
 * of the second (21 Nov); one of the first cancelled in Stripe, ending 27 Nov; bought at the
 * desk, one of the first running to 30 Nov and one of the second whose period ended 21 Sept
 * (60 days ago; the sweep has not marked it ended); one of the second past due since 10 Nov,
 * one paused; two of the first ended (paid up to 28 Nov and to 1 Nov).
 */
const NOW = new Date("2026-11-20T12:00:00.000Z");
const range = rangeOf("2026-09-01", "2026-11-30");
const { memberships } = currentProducts();
const [first, second] = memberships as [(typeof memberships)[0], (typeof memberships)[0]];

describe.each(databaseKinds)("the revenue report on %s", (kind) => {
  let fresh: FreshDatabase;
  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    const { database } = fresh;
    const member = await createAccount(database, { email: "payer@example.com", name: "Payer", entitled: false });
    const sale = (at: string, amount: number, productId: string, method: "cash" | "card", refundedAt?: string) =>
      addSale(database, { userId: member.id, at, amount, productId, method, ...(refundedAt ? { refundedAt } : {}) });
    await sale("2026-08-20T10:00:00.000Z", 12000, "spin-pack", "cash", "2026-09-03T10:00:00.000Z");
    await sale("2026-09-15T10:00:00.000Z", 12000, "spin-pack", "cash");
    await sale("2026-09-30T23:30:00.000Z", 12000, "spin-pack", "card");
    await sale("2026-10-10T10:00:00.000Z", 1500, "drop", "card", "2026-11-02T10:00:00.000Z");
    await sale("2026-11-05T10:00:00.000Z", 12000, "spin-pack", "card", "2026-11-06T10:00:00.000Z");
    await addSale(database, {
      userId: member.id,
      at: "2026-10-12T10:00:00.000Z",
      amount: 5000,
      currency: (currency as string) === "EUR" ? "GBP" : "EUR",
    });
    const membership = async (
      name: string,
      productId: string,
      status: "active" | "past_due" | "paused" | "ended",
      periodEnd: string,
      billed: "desk" | "stripe" | "stripe, cancelled" = "desk",
    ) => {
      const holder = await createAccount(database, { email: `${name}@example.com`, name, entitled: false });
      await addMembership(database, {
        userId: holder.id,
        productId,
        status,
        periodEnd: `${periodEnd}T10:00:00.000Z`,
        stripeSubscriptionId: billed === "desk" ? null : `sub_${name}`,
        cancelsAt: billed === "stripe, cancelled" ? `${periodEnd}T10:00:00.000Z` : null,
      });
    };
    await membership("a", first.id, "active", "2026-11-25", "stripe");
    await membership("b", first.id, "active", "2026-12-10", "stripe");
    await membership("c", second.id, "active", "2026-11-21", "stripe");
    await membership("j", first.id, "active", "2026-11-27", "stripe, cancelled");
    await membership("h", first.id, "active", "2026-11-30");
    await membership("i", second.id, "active", "2026-09-21");
    await membership("d", second.id, "past_due", "2026-11-10");
    await membership("e", first.id, "ended", "2026-11-28");
    await membership("f", first.id, "ended", "2026-11-01");
    await membership("g", second.id, "paused", "2026-11-22");
  });
  afterAll(async () => {
    await fresh.dispose();
  });

  it("adds up sales and refunds per month in the gym's zone, refunds in the month they were made", async () => {
    const report = await revenueReport(fresh.database, range, { now: NOW });
    expect(
      report.months.map(({ month, sales, salesCount, refunds, net }) => [month, sales, salesCount, refunds, net]),
    ).toEqual([
      ["2026-09-01", 12000, 1, 12000, 0],
      ["2026-10-01", 13500, 2, 0, 13500],
      ["2026-11-01", 12000, 1, 13500, -1500],
    ]);
    // These sales were written straight into the table, with no invoice: all net, no tax.
    expect(report.totals).toEqual({ sales: 37500, refunds: 25500, net: 12000, salesCount: 4, tax: 0 });
  });

  it("breaks each month down by product and payment method", async () => {
    const { lines } = await revenueReport(fresh.database, range, { now: NOW });
    expect(
      lines.map(({ month, product, method, count, amount, refunds }) => [
        month,
        product,
        method,
        count,
        amount,
        refunds,
      ]),
    ).toEqual([
      ["2026-09-01", "spin-pack", "cash", 1, 12000, 12000],
      ["2026-10-01", "drop", "card", 1, 1500, 0],
      ["2026-10-01", "spin-pack", "card", 1, 12000, 0],
      ["2026-11-01", "drop", "card", 0, 0, 1500],
      ["2026-11-01", "spin-pack", "card", 1, 12000, 12000],
    ]);
  });

  it("counts recurring revenue as the memberships live today times their price today, not a desk one past its end", async () => {
    const { recurring } = await revenueReport(fresh.database, range, { now: NOW });
    expect(recurring.memberships).toBe(5);
    expect(recurring.monthly).toBe(4 * first.price + second.price);
    expect(recurring.lines.map((line) => [line.productId, line.memberships, line.monthly]).sort()).toEqual(
      [
        [first.id, 4, 4 * first.price],
        [second.id, 1, second.price],
      ].sort(),
    );
  });

  it("lists as renewing only what renews by itself in the next 14 days; desk and cancelled ones as ending; every past-due one", async () => {
    const report = await revenueReport(fresh.database, range, { now: NOW });
    expect(report.renewing.map((membership) => membership.name)).toEqual(["c", "a"]);
    expect(report.pastDue.map((membership) => membership.name)).toEqual(["d"]);
    expect(report.ending.map((membership) => [membership.name, membership.periodEnd])).toEqual([
      ["j", "2026-11-27T10:00:00.000Z"],
      ["e", "2026-11-28T10:00:00.000Z"],
      ["h", "2026-11-30T10:00:00.000Z"],
    ]);
  });
});
