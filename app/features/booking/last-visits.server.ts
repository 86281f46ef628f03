import type { Database } from "#app/platform/data/database.server.ts";

/** When each member last came to a class (a place marked attended), as the session's start instant. */
export async function lastVisits(database: Database): Promise<Map<string, string>> {
  const rows = await database.db
    .selectFrom("bookings")
    .select((eb) => ["user_id", eb.fn.max("starts_at").as("last")])
    .where("status", "=", "booked")
    .where("attendance", "=", "attended")
    .groupBy("user_id")
    .execute();
  return new Map(rows.map((row) => [row.user_id, String(row.last)]));
}
