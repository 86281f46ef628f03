import { type RawBuilder, sql } from "kysely";
import type { Database } from "#app/platform/data/database.server.ts";
import { earlierOf } from "./gym-calendar.server.ts";

/**
 * The attendance report's one query (docs/decisions/0090): every session that has begun in
 * the range, with what became of its bookings. Reads class_sessions and bookings only; a
 * column added to either later changes nothing here unless a figure should use it.
 */
export interface SessionFacts {
  id: string;
  classSlug: string;
  /** UTC ISO instant. */
  startsAt: string;
  capacity: number;
  cancelled: boolean;
  /** Places held at the start: members who came, did not, or are not marked yet. */
  booked: number;
  attended: number;
  /** Places of an ended session nobody checked in (marked or not: the booking rules' no-show sweep marks them). */
  noShows: number;
  lateCancellations: number;
  /** Bookings that joined the waitlist, whether they were moved up, left or were still waiting. */
  waitlisted: number;
}

/** How many of a session's bookings meet `condition` (COUNT skips the NULL of every other row). */
const count = (condition: RawBuilder<unknown>) => sql<number | string>`count(case when ${condition} then 1 end)`;

/** Sessions that began in [startsAt, endsAt) (UTC ISO) and before `now`, each with its bookings counted. */
export async function sessionFacts(
  database: Database,
  { startsAt, endsAt, now }: { startsAt: string; endsAt: string; now: Date },
): Promise<SessionFacts[]> {
  const nowIso = now.toISOString();
  const end = earlierOf(endsAt, nowIso);
  const rows = await database.db
    .selectFrom("class_sessions as s")
    .leftJoin("bookings as b", "b.session_id", "s.id")
    .select([
      "s.id",
      "s.class_slug",
      "s.starts_at",
      "s.capacity",
      "s.ends_at",
      "s.cancelled_at",
      // The places held, as booking counts them (decision 0042): the same as its booked rows, without counting them.
      "s.booked_count",
      count(sql`b.status = 'booked' and b.attendance = 'attended'`).as("attended"),
      count(sql`b.status = 'late-cancelled'`).as("late_cancellations"),
      count(sql`b.status in ('waitlisted', 'left-waitlist') or b.promoted_at is not null`).as("waitlisted"),
    ])
    .where("s.starts_at", ">=", startsAt)
    .where("s.starts_at", "<", end)
    // By the primary key alone (the other columns depend on it): SQLite then groups in the order it reads the
    // sessions instead of sorting every booking, and the index of migration 0050 answers the rest.
    .groupBy("s.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    classSlug: row.class_slug,
    startsAt: row.starts_at,
    capacity: Number(row.capacity),
    cancelled: row.cancelled_at !== null,
    booked: Number(row.booked_count),
    attended: Number(row.attended),
    // Every place of an ended session held by someone who did not come: booking's sweep marks them no-shows.
    noShows: row.ends_at <= nowIso ? Number(row.booked_count) - Number(row.attended) : 0,
    lateCancellations: Number(row.late_cancellations),
    waitlisted: Number(row.waitlisted),
  }));
}
