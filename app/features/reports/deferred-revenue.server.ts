import { currency } from "#app/content/products.ts";
import type { Database } from "#app/platform/data/database.server.ts";

/**
 * Deferred revenue at an instant (the revenue report's end, or now if sooner; decision 0155):
 * money taken for what the gym has not given yet, a liability in the accountant's books.
 * - Credits sold and not yet used: each sold grant's unused, unexpired credits at the price
 *   each credit was paid (what stays paid of its sale, over the credits not taken back with a
 *   refund). An expired credit is earned (breakage); a free one (an adjustment) is worth nothing.
 * - The unearned part of memberships: of each membership period paid and not rolled back,
 *   what stays paid of its sale times the share of the period still to come (a period paid
 *   in advance counts whole).
 * The gym's currency only, as the rest of the report. Minor units, rounded per line.
 */

export interface DeferredRevenue {
  at: string;
  credits: { amount: number; credits: number; grants: number };
  memberships: { amount: number; periods: number };
  total: number;
}

const CHUNK = 500;

/** What stays paid of each sale at `at`: its amount less its refunds recorded by then. */
async function netPaidAt(database: Database, saleIds: string[], at: string): Promise<Map<string, number>> {
  const refunded = new Map<string, number>();
  for (let from = 0; from < saleIds.length; from += CHUNK) {
    const rows = await database.db
      .selectFrom("refunds")
      .select((eb) => ["sale_id", eb.fn.sum<number | string>("amount").as("amount")])
      .where("sale_id", "in", saleIds.slice(from, from + CHUNK))
      .where("status", "=", "recorded")
      .where("refunded_at", "<=", at)
      .groupBy("sale_id")
      .execute();
    for (const row of rows) refunded.set(row.sale_id, Number(row.amount));
  }
  return refunded;
}

async function unusedCredits(database: Database, at: string) {
  const grants = await database.db
    .selectFrom("credit_grants")
    .innerJoin("sales", "sales.id", "credit_grants.sale_id")
    .select(["credit_grants.id", "credit_grants.sale_id", "credit_grants.credits_total", "sales.amount"])
    .where("sales.currency", "=", currency)
    .where("credit_grants.created_at", "<=", at)
    .where("credit_grants.expires_at", ">", at)
    .execute();
  const ids = grants.map((grant) => grant.id);
  const left = new Map<string, number>();
  const withdrawn = new Map<string, number>();
  for (let from = 0; from < ids.length; from += CHUNK) {
    const rows = await database.db
      .selectFrom("credit_ledger")
      .select((eb) => ["grant_id", "kind", eb.fn.sum<number | string>("credits").as("credits")])
      .where("grant_id", "in", ids.slice(from, from + CHUNK))
      .where("at", "<=", at)
      .groupBy(["grant_id", "kind"])
      .execute();
    for (const row of rows) {
      left.set(row.grant_id, (left.get(row.grant_id) ?? 0) + Number(row.credits));
      if (row.kind === "withdraw") withdrawn.set(row.grant_id, -Number(row.credits));
    }
  }
  const refunded = await netPaidAt(
    database,
    [...new Set(grants.map((grant) => grant.sale_id ?? ""))].filter(Boolean),
    at,
  );
  let amount = 0;
  let credits = 0;
  let counted = 0;
  for (const grant of grants) {
    const unused = left.get(grant.id) ?? 0;
    const paidFor = Number(grant.credits_total) - (withdrawn.get(grant.id) ?? 0);
    const stillPaid = Number(grant.amount) - (refunded.get(grant.sale_id ?? "") ?? 0);
    if (unused <= 0 || paidFor <= 0 || stillPaid <= 0) continue;
    amount += Math.round((stillPaid * Math.min(unused, paidFor)) / paidFor);
    credits += unused;
    counted += 1;
  }
  return { amount, credits, grants: counted };
}

async function unearnedMemberships(database: Database, at: string) {
  const periods = await database.db
    .selectFrom("membership_periods")
    .innerJoin("sales", "sales.id", "membership_periods.sale_id")
    .select(["membership_periods.sale_id", "starts_at", "ends_at", "sales.amount"])
    .where("sales.currency", "=", currency)
    .where("sales.created_at", "<=", at)
    .where("ends_at", ">", at)
    .where((eb) => eb.or([eb("rolled_back_at", "is", null), eb("rolled_back_at", ">", at)]))
    .execute();
  const refunded = await netPaidAt(
    database,
    periods.map((period) => period.sale_id),
    at,
  );
  const now = Date.parse(at);
  let amount = 0;
  let counted = 0;
  for (const period of periods) {
    const starts = Date.parse(period.starts_at);
    const ends = Date.parse(period.ends_at);
    const stillPaid = Number(period.amount) - (refunded.get(period.sale_id) ?? 0);
    if (ends <= starts || stillPaid <= 0) continue;
    amount += Math.round((stillPaid * (ends - Math.max(now, starts))) / (ends - starts));
    counted += 1;
  }
  return { amount, periods: counted };
}

export async function deferredRevenue(database: Database, at: Date): Promise<DeferredRevenue> {
  const iso = at.toISOString();
  const [credits, memberships] = await Promise.all([unusedCredits(database, iso), unearnedMemberships(database, iso)]);
  return { at: iso, credits, memberships, total: credits.amount + memberships.amount };
}
