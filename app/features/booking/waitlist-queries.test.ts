import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";

/**
 * A session keeps every booking ever made for it, cancelled ones too. The waitlist reads
 * (positions, promotion, the schedule's counts) must reach the members still waiting
 * without stepping over the rest, or each booking slows down as cancellations pile up.
 */
describe("reading a session's waitlist", () => {
  let fresh: FreshDatabase;
  beforeEach(async () => {
    fresh = await freshDatabase("sqlite");
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  async function planOf(query: string): Promise<string> {
    const result = await sql.raw<{ detail: string }>(`EXPLAIN QUERY PLAN ${query}`).execute(fresh.database.db);
    return result.rows.map((row) => row.detail).join(" | ");
  }

  it("goes straight to the waiting members by session and status, in line order", async () => {
    const position = await planOf(
      "SELECT count(*) FROM bookings WHERE session_id = 'x' AND status = 'waitlisted' AND seq <= 9",
    );
    expect(position).toMatch(
      /USING (COVERING )?INDEX bookings_session_status \(session_id=\? AND status=\? AND seq<\?\)/,
    );
    const line = await planOf(
      "SELECT id, user_id FROM bookings WHERE session_id = 'x' AND status = 'waitlisted' ORDER BY seq",
    );
    expect(line).toMatch(/USING INDEX bookings_session_status \(session_id=\? AND status=\?\)/);
    expect(line).not.toMatch(/TEMP B-TREE/);
    const counts = await planOf(
      "SELECT session_id, count(*) FROM bookings WHERE session_id IN ('x', 'y') AND status = 'waitlisted' GROUP BY session_id",
    );
    expect(counts).toMatch(/USING (COVERING )?INDEX bookings_session_status \(session_id=\? AND status=\?\)/);
  });
});
