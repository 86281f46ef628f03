import { sql } from "kysely";
import { isoDate } from "#app/features/staff/members.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";

/**
 * The leads report's one query (docs/decisions/0090): each inquiry of the range with the
 * account whose e-mail it gave, matched without regard to case, and that account's first
 * booking and first purchase (a refunded sale is not one). Once the desk links a lead to
 * the member it became, the link names the same account: matching by e-mail stays right.
 */
export interface LeadFacts {
  id: string;
  /** UTC ISO instants. */
  receivedAt: string;
  className: string | null;
  accountAt: string | null;
  firstBookingAt: string | null;
  firstPurchaseAt: string | null;
}

export async function leadFacts(
  database: Database,
  { startsAt, endsAt }: { startsAt: string; endsAt: string },
): Promise<LeadFacts[]> {
  const rows = await database.db
    .selectFrom("contact_inquiries as i")
    .leftJoin("user as u", (join) => join.on("u.email", "=", sql<string>`lower(${sql.ref("i.email")})`))
    .select((eb) => [
      "i.id",
      "i.created_at",
      "i.class_name",
      "u.createdAt as account_at",
      eb
        .selectFrom("bookings as b")
        .select((inner) => inner.fn.min("b.created_at").as("at"))
        .whereRef("b.user_id", "=", "u.id")
        .as("first_booking_at"),
      eb
        .selectFrom("sales as s")
        .select((inner) => inner.fn.min("s.created_at").as("at"))
        .whereRef("s.user_id", "=", "u.id")
        .where("s.refunded_at", "is", null)
        .as("first_purchase_at"),
    ])
    .where("i.created_at", ">=", startsAt)
    .where("i.created_at", "<", endsAt)
    .orderBy("i.created_at")
    .orderBy("i.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    receivedAt: row.created_at,
    className: row.class_name,
    accountAt: row.account_at === null ? null : isoDate(row.account_at) || null,
    firstBookingAt: row.first_booking_at ?? null,
    firstPurchaseAt: row.first_purchase_at ?? null,
  }));
}
