import { reportSettings } from "#app/content/reports.ts";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { type DeferredRevenue, deferredRevenue } from "./deferred-revenue.server.ts";
import { DAY_MS, monthsBetween } from "./gym-calendar.server.ts";
import { monthStarts } from "./members.server.ts";
import type { ReportRange } from "./range.server.ts";
import {
  activeMembershipsPerProduct,
  type MembershipDue,
  membershipsDue,
  moneyPerMonth,
  refundsPerMonth,
} from "./revenue-queries.server.ts";

/**
 * The revenue report (owners only): sales by product and method per month, refunds in the
 * month they were made, recurring revenue (active memberships × their price today), and
 * the memberships renewing, past due or ending soon. Money in minor units.
 */

export interface MonthMoney {
  month: string;
  sales: number;
  salesCount: number;
  refunds: number;
  refundsCount: number;
  /** Sales less refunds, tax included. */
  net: number;
  /** The tax in it (sales' tax less refunds'). */
  tax: number;
}

export interface SalesLine {
  month: string;
  productId: string;
  product: string;
  method: string;
  count: number;
  /** Gross: what was paid, tax included. */
  amount: number;
  /** Of the amount: net of tax, and the tax (the invoices' own figures). */
  net: number;
  tax: number;
  refunds: number;
  refundsCount: number;
  refundsNet: number;
  refundsTax: number;
}

export interface RecurringLine {
  productId: string;
  product: string;
  memberships: number;
  /** The product's monthly price today; null when the content no longer has the product. */
  price: number | null;
  monthly: number;
}

export interface RevenueReport {
  range: ReportRange;
  totals: { sales: number; refunds: number; net: number; salesCount: number; tax: number };
  months: MonthMoney[];
  lines: SalesLine[];
  recurring: { lines: RecurringLine[]; monthly: number; memberships: number };
  /** Taken and not yet earned, at the range's end (or now, if sooner): unused credits, memberships' unearned part. */
  deferred: DeferredRevenue;
  renewing: MembershipDue[];
  pastDue: MembershipDue[];
  ending: MembershipDue[];
}

const productName = (id: string) => currentProducts().find(id)?.name ?? id;

export function salesLinesOf(
  months: string[],
  sales: Awaited<ReturnType<typeof moneyPerMonth>>,
  refunds: Awaited<ReturnType<typeof moneyPerMonth>>,
): SalesLine[] {
  const lines = new Map<string, SalesLine>();
  const line = (bucket: number, productId: string, method: string) => {
    const key = `${bucket} ${productId} ${method}`;
    let found = lines.get(key);
    if (!found) {
      found = {
        month: months[bucket] ?? "",
        productId,
        product: productName(productId),
        method,
        count: 0,
        amount: 0,
        net: 0,
        tax: 0,
        refunds: 0,
        refundsCount: 0,
        refundsNet: 0,
        refundsTax: 0,
      };
      lines.set(key, found);
    }
    return found;
  };
  for (const row of sales)
    Object.assign(line(row.bucket, row.productId, row.method), {
      count: row.count,
      amount: row.amount,
      net: row.net,
      tax: row.tax,
    });
  for (const row of refunds) {
    Object.assign(line(row.bucket, row.productId, row.method), {
      refunds: row.amount,
      refundsCount: row.count,
      refundsNet: row.net,
      refundsTax: row.tax,
    });
  }
  return [...lines.values()].sort(
    (a, b) => a.month.localeCompare(b.month) || a.product.localeCompare(b.product) || a.method.localeCompare(b.method),
  );
}

export function monthsOf(months: string[], lines: SalesLine[]): MonthMoney[] {
  return months.map((month) => {
    const of = lines.filter((line) => line.month === month);
    const sum = (pick: (line: SalesLine) => number) => of.reduce((total, line) => total + pick(line), 0);
    const sales = sum((line) => line.amount);
    const refunds = sum((line) => line.refunds);
    return {
      month,
      sales,
      salesCount: sum((line) => line.count),
      refunds,
      refundsCount: sum((line) => line.refundsCount),
      net: sales - refunds,
      tax: sum((line) => line.tax - line.refundsTax),
    };
  });
}

export function recurringOf(active: { productId: string; count: number }[]): RevenueReport["recurring"] {
  const lines = active
    .map(({ productId, count }) => {
      const product = currentProducts().find(productId);
      const price = product?.kind === "membership" ? product.price : null;
      return { productId, product: productName(productId), memberships: count, price, monthly: (price ?? 0) * count };
    })
    .sort((a, b) => b.monthly - a.monthly || a.product.localeCompare(b.product));
  return {
    lines,
    monthly: lines.reduce((total, line) => total + line.monthly, 0),
    memberships: lines.reduce((total, line) => total + line.memberships, 0),
  };
}

export async function revenueReport(
  database: Database,
  range: ReportRange,
  { now = clock.now() }: { now?: Date } = {},
): Promise<RevenueReport> {
  const starts = monthStarts(range);
  const months = monthsBetween(range.from, range.to);
  const sales = await moneyPerMonth(database, { starts, endsAt: range.endsAt, column: "created_at" });
  const refunds = await refundsPerMonth(database, { starts, endsAt: range.endsAt });
  const lines = salesLinesOf(months, sales, refunds);
  const perMonth = monthsOf(months, lines);
  const due = await membershipsDue(database, {
    now: now.toISOString(),
    until: new Date(now.getTime() + reportSettings.membershipsAheadDays * DAY_MS).toISOString(),
  });
  const sum = (pick: (month: MonthMoney) => number) => perMonth.reduce((total, month) => total + pick(month), 0);
  return {
    range,
    totals: {
      sales: sum((m) => m.sales),
      refunds: sum((m) => m.refunds),
      net: sum((m) => m.net),
      salesCount: sum((m) => m.salesCount),
      tax: sum((m) => m.tax),
    },
    months: perMonth,
    lines,
    recurring: recurringOf(await activeMembershipsPerProduct(database, now.toISOString())),
    deferred: await deferredRevenue(database, new Date(Math.min(now.getTime(), Date.parse(range.endsAt)))),
    // Renewing: only what renews by itself. A desk membership, or a cancelled subscription, ends.
    renewing: due.filter((membership) => membership.status === "active" && membership.renewsByItself),
    pastDue: due.filter((membership) => membership.status === "past_due"),
    ending: due.filter(
      (membership) => membership.status === "ended" || (membership.status === "active" && !membership.renewsByItself),
    ),
  };
}
