import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMembers } from "#app/features/booking/test-support.ts";
import { sessionTallies } from "#app/platform/data/migrations/0060-session-tallies.ts";
import type { BookingStatus } from "#app/platform/data/tables.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";

/**
 * A session's row says what became of its bookings (migration 0060): however its bookings
 * are written, changed or deleted, the figures equal a count of the bookings themselves.
 */
const statuses: BookingStatus[] = [
  "booked",
  "waitlisted",
  "cancelled",
  "late-cancelled",
  "left-waitlist",
  "session-cancelled",
];
const sessions = ["tally-a", "tally-b", "tally-c"];

/** A small deterministic generator: the same writes on every run and both databases. */
function generator(seed: number) {
  let state = seed;
  return <T>(items: readonly T[]): T => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return items[state % items.length] as T;
  };
}

describe.each(databaseKinds)("a session's tallies, on %s", (kind) => {
  let fresh: FreshDatabase;
  /** The bookings' members: a booking references its member's account. */
  let members: string[] = [];
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    members = await createMembers(fresh.database, 120, { entitled: false });
    for (const id of sessions) {
      await fresh.database.db
        .insertInto("class_sessions")
        .values({
          id,
          class_slug: "yoga",
          starts_at: "2026-01-05T09:00:00.000Z",
          ends_at: "2026-01-05T10:00:00.000Z",
          capacity: 100,
          booked_count: 0,
          last_seq: 0,
          cancelled_at: null,
          cancel_reason: null,
          created_at: "2026-01-01T00:00:00.000Z",
        })
        .execute();
    }
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  const tallied = () =>
    fresh.database.db
      .selectFrom("class_sessions")
      .select(["id", "attended_count", "late_cancelled_count", "waitlisted_count"])
      .orderBy("id")
      .execute()
      .then((rows) => rows.map((row) => ({ ...row, ...numbers(row) })));
  const numbers = (row: { attended_count: unknown; late_cancelled_count: unknown; waitlisted_count: unknown }) => ({
    attended_count: Number(row.attended_count),
    late_cancelled_count: Number(row.late_cancelled_count),
    waitlisted_count: Number(row.waitlisted_count),
  });
  /** The same figures, counted from the bookings. */
  const counted = async () => {
    const bookings = await fresh.database.db.selectFrom("bookings").selectAll().execute();
    return sessions.map((id) => {
      const mine = bookings.filter((booking) => booking.session_id === id);
      return {
        id,
        attended_count: mine.filter((b) => b.status === "booked" && b.attendance === "attended").length,
        late_cancelled_count: mine.filter((b) => b.status === "late-cancelled").length,
        waitlisted_count: mine.filter(
          (b) => b.status === "waitlisted" || b.status === "left-waitlist" || b.promoted_at !== null,
        ).length,
      };
    });
  };

  it("equal a count of the bookings after every insert, change and deletion", async () => {
    const pick = generator(7);
    const ids: string[] = [];
    for (let step = 0; step < 120; step++) {
      const action =
        ids.length === 0 ? "insert" : pick(["insert", "insert", "status", "attendance", "promote", "move", "delete"]);
      const id = action === "insert" ? `booking-${step}` : pick(ids);
      const db = fresh.database.db;
      if (action === "insert") {
        ids.push(id);
        await db
          .insertInto("bookings")
          .values({
            id,
            session_id: pick(sessions),
            user_id: members[step] as string,
            status: pick(statuses),
            seq: step + 1,
            starts_at: "2026-01-05T09:00:00.000Z",
            ends_at: "2026-01-05T10:00:00.000Z",
            created_at: "2026-01-01T00:00:00.000Z",
            updated_at: "2026-01-01T00:00:00.000Z",
            promoted_at: pick([null, null, "2026-01-02T00:00:00.000Z"]),
            cancelled_at: null,
            attendance: pick([null, "attended", "no-show"] as const),
          })
          .execute();
      } else if (action === "status") {
        await db
          .updateTable("bookings")
          .set({ status: pick(statuses) })
          .where("id", "=", id)
          .execute();
      } else if (action === "attendance") {
        const attendance = pick([null, "attended", "no-show"] as const);
        await db.updateTable("bookings").set({ attendance }).where("id", "=", id).execute();
      } else if (action === "promote") {
        await db
          .updateTable("bookings")
          .set({ status: "booked", promoted_at: "2026-01-03T00:00:00.000Z" })
          .where("id", "=", id)
          .execute();
      } else if (action === "move") {
        await db
          .updateTable("bookings")
          .set({ session_id: pick(sessions), seq: 1000 + step })
          .where("id", "=", id)
          .execute();
      } else {
        await db.deleteFrom("bookings").where("id", "=", id).execute();
        ids.splice(ids.indexOf(id), 1);
      }
      expect(await tallied(), `after step ${step} (${action} ${id})`).toEqual(await counted());
    }
  });

  it("follow an UPDATE of many bookings at once, as a cancelled session's", async () => {
    const db = fresh.database.db;
    await db
      .insertInto("bookings")
      .values(
        (["booked", "booked", "waitlisted"] as const).map((status, index) => ({
          id: `many-${index}`,
          session_id: "tally-a",
          user_id: members[index] as string,
          status,
          seq: index + 1,
          starts_at: "2026-01-05T09:00:00.000Z",
          ends_at: "2026-01-05T10:00:00.000Z",
          created_at: "2026-01-01T00:00:00.000Z",
          updated_at: "2026-01-01T00:00:00.000Z",
          promoted_at: null,
          cancelled_at: null,
          attendance: index === 0 ? "attended" : null,
        })),
      )
      .execute();
    expect((await tallied())[0]).toMatchObject({ attended_count: 1, waitlisted_count: 1 });
    await db.updateTable("bookings").set({ status: "session-cancelled" }).where("session_id", "=", "tally-a").execute();
    expect(await tallied()).toEqual(await counted());
    expect((await tallied())[0]).toMatchObject({ attended_count: 0, waitlisted_count: 0 });
  });

  it("are counted from the bookings already there when the migration runs", async () => {
    const db = fresh.database.db;
    await db
      .insertInto("bookings")
      .values({
        id: "before-0060",
        session_id: "tally-b",
        user_id: members[1] as string,
        status: "late-cancelled",
        seq: 1,
        starts_at: "2026-01-05T09:00:00.000Z",
        ends_at: "2026-01-05T10:00:00.000Z",
        created_at: "2026-01-01T00:00:00.000Z",
        updated_at: "2026-01-01T00:00:00.000Z",
        promoted_at: "2026-01-02T00:00:00.000Z",
        cancelled_at: null,
        attendance: null,
      })
      .execute();
    await db.updateTable("class_sessions").set({ late_cancelled_count: 0, waitlisted_count: 0 }).execute();
    // The step again, but for the columns it adds: what it does to a database that already has bookings.
    for (const statement of sessionTallies.perDatabase?.[kind] ?? []) {
      if (!statement.startsWith("ALTER TABLE")) await sql.raw(statement).execute(db);
    }
    expect(await tallied()).toEqual(await counted());
    expect((await tallied())[1]).toMatchObject({ late_cancelled_count: 1, waitlisted_count: 1 });
  });
});
