import { sql } from "kysely";
import { currency } from "#app/content/products.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import type { MembershipStatus } from "#app/platform/data/tables.ts";
import { bucketIndex } from "./sql-buckets.server.ts";

/**
 * The revenue report's queries (docs/decisions/0090), against the columns sales and
 * memberships have today: a sale is refunded whole (`refunded_at`), a membership is
 * active, paused, past_due or ended, and `current_period_end` is its next renewal (or,
 * once ended, the end of what was paid for). The memberships issue may add columns (a
 * partial refund, a planned end): this module is the one to change. Amounts in the
 * gym's currency (app/content/products.ts) only.
 */

/**
 * Sales of the range per month bucket, product and method: how many, how much, and of that
 * how much net and tax: the invoice's figures as issued (books feature), or all net for a
 * sale made before invoices. Refunds: refundsPerMonth.
 */
export async function moneyPerMonth(
  database: Database,
  { starts, endsAt, column }: { starts: readonly string[]; endsAt: string; column: "created_at" },
) {
  const at = `sales.${column}` as const;
  const rows = await database.db
    .selectFrom((eb) =>
      eb
        .selectFrom("sales")
        .leftJoin("invoices", "invoices.sale_id", "sales.id")
        .select((inner) => [
          "sales.product_id",
          "sales.method",
          "sales.amount",
          inner.fn.coalesce("invoices.net", "sales.amount").as("net"),
          inner.fn.coalesce("invoices.tax", sql<number>`0`).as("tax"),
          bucketIndex(sql.ref(at), starts).as("bucket"),
        ])
        .where(at, ">=", starts[0] as string)
        .where(at, "<", endsAt)
        .where("sales.currency", "=", currency)
        .as("money"),
    )
    .select([
      "money.bucket",
      "money.product_id",
      "money.method",
      (eb) => eb.fn.countAll<number | string>().as("count"),
      (eb) => eb.fn.sum<number | string>("money.amount").as("amount"),
      (eb) => eb.fn.sum<number | string>("money.net").as("net"),
      (eb) => eb.fn.sum<number | string>("money.tax").as("tax"),
    ])
    .groupBy(["money.bucket", "money.product_id", "money.method"])
    .execute();
  return rows.map((row) => ({
    bucket: Number(row.bucket),
    productId: row.product_id,
    method: row.method,
    count: Number(row.count),
    amount: Number(row.amount),
    net: Number(row.net),
    tax: Number(row.tax),
  }));
}

/**
 * Refunds of the range per month bucket (of when they were made), product and method (how the
 * money went back), full and partial, cards disputes lost included: the refunds table
 * (decision 0153), net and tax from each refund's credit note (all net for one from before
 * invoices).
 */
export async function refundsPerMonth(
  database: Database,
  { starts, endsAt }: { starts: readonly string[]; endsAt: string },
) {
  const rows = await database.db
    .selectFrom((eb) =>
      eb
        .selectFrom("refunds")
        .innerJoin("sales", "sales.id", "refunds.sale_id")
        .leftJoin("credit_notes", "credit_notes.refund_id", "refunds.id")
        .select((inner) => [
          "sales.product_id",
          "refunds.method",
          "refunds.amount",
          inner.fn.coalesce("credit_notes.net", "refunds.amount").as("net"),
          inner.fn.coalesce("credit_notes.tax", sql<number>`0`).as("tax"),
          bucketIndex(sql.ref("refunds.refunded_at"), starts).as("bucket"),
        ])
        .where("refunds.status", "=", "recorded")
        .where("refunds.refunded_at", ">=", starts[0] as string)
        .where("refunds.refunded_at", "<", endsAt)
        .where("refunds.currency", "=", currency)
        .as("money"),
    )
    .select([
      "money.bucket",
      "money.product_id",
      "money.method",
      (eb) => eb.fn.countAll<number | string>().as("count"),
      (eb) => eb.fn.sum<number | string>("money.amount").as("amount"),
      (eb) => eb.fn.sum<number | string>("money.net").as("net"),
      (eb) => eb.fn.sum<number | string>("money.tax").as("tax"),
    ])
    .groupBy(["money.bucket", "money.product_id", "money.method"])
    .execute();
  return rows.map((row) => ({
    bucket: Number(row.bucket),
    productId: row.product_id,
    method: row.method,
    count: Number(row.count),
    amount: Number(row.amount),
    net: Number(row.net),
    tax: Number(row.tax),
  }));
}

/**
 * Memberships live today per product: active, and paid up past `now`, or billed by a
 * subscription that renews by itself (its renewal's news may still be on its way). A desk
 * membership past its period's end is not, even before the sweep marks it ended.
 */
export async function activeMembershipsPerProduct(database: Database, now: string) {
  const rows = await database.db
    .selectFrom("memberships")
    .select(["product_id", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("status", "=", "active")
    .where((eb) =>
      eb.or([
        eb("current_period_end", ">", now),
        eb.and([eb("stripe_subscription_id", "is not", null), eb("cancels_at", "is", null)]),
      ]),
    )
    .groupBy("product_id")
    .execute();
  return rows.map((row) => ({ productId: row.product_id, count: Number(row.count) }));
}

export interface MembershipDue {
  id: string;
  memberId: string;
  name: string;
  email: string;
  productId: string;
  status: MembershipStatus;
  /** The renewal it is waiting for (past due), is coming up to, or the end of what was paid for (ended). */
  periodEnd: string;
  /** Billed by a subscription that renews by itself (not cancelled): a desk membership never does. */
  renewsByItself: boolean;
}

/**
 * Memberships that need the desk's eye: active or ended with the end of their paid period
 * in [now, until) (renewing, or running out), and every past-due one. Soonest first.
 */
export async function membershipsDue(database: Database, { now, until }: { now: string; until: string }) {
  const rows = await database.db
    .selectFrom("memberships as m")
    .innerJoin("user as u", "u.id", "m.user_id")
    .select([
      "m.id",
      "m.user_id",
      "u.name",
      "u.email",
      "m.product_id",
      "m.status",
      "m.current_period_end",
      "m.stripe_subscription_id",
      "m.cancels_at",
    ])
    .where((eb) =>
      eb.or([
        eb("m.status", "=", "past_due"),
        eb.and([
          eb("m.status", "in", ["active", "ended"]),
          eb("m.current_period_end", ">=", now),
          eb("m.current_period_end", "<", until),
        ]),
      ]),
    )
    .orderBy("m.current_period_end")
    .orderBy("m.id")
    .execute();
  return rows.map(
    (row): MembershipDue => ({
      id: row.id,
      memberId: row.user_id,
      name: row.name,
      email: row.email,
      productId: row.product_id,
      status: row.status,
      periodEnd: row.current_period_end,
      renewsByItself: row.stripe_subscription_id !== null && row.cancels_at === null,
    }),
  );
}

export async function countPastDue(database: Database): Promise<number> {
  const row = await database.db
    .selectFrom("memberships")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("status", "=", "past_due")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
