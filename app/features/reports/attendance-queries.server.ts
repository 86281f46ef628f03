import type { Database } from "#app/platform/data/database.server.ts";
import { earlierOf } from "./gym-calendar.server.ts";

/**
 * The attendance report's one query (docs/decisions/0090): every session that has begun in
 * the range, with what became of its bookings. Reads class_sessions only; a column added
 * later changes nothing here unless a figure should use it.
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

/** Sessions that began in [startsAt, endsAt) (UTC ISO) and before `now`, with what became of their bookings. */
export async function sessionFacts(
  database: Database,
  { startsAt, endsAt, now }: { startsAt: string; endsAt: string; now: Date },
): Promise<SessionFacts[]> {
  const nowIso = now.toISOString();
  const end = earlierOf(endsAt, nowIso);
  // One row a session: the database keeps each session's figures as its bookings change
  // (migration 0060, decision 0104), so no booking is read here however long the history.
  const rows = await database.db
    .selectFrom("class_sessions as s")
    .select([
      "s.id",
      "s.class_slug",
      "s.starts_at",
      "s.capacity",
      "s.ends_at",
      "s.cancelled_at",
      // The places held, as booking counts them (decision 0042).
      "s.booked_count",
      "s.attended_count",
      "s.late_cancelled_count",
      "s.waitlisted_count",
    ])
    .where("s.starts_at", ">=", startsAt)
    .where("s.starts_at", "<", end)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    classSlug: row.class_slug,
    startsAt: row.starts_at,
    capacity: Number(row.capacity),
    cancelled: row.cancelled_at !== null,
    booked: Number(row.booked_count),
    attended: Number(row.attended_count),
    // Every place of an ended session held by someone who did not come: booking's sweep marks them no-shows.
    noShows: row.ends_at <= nowIso ? Number(row.booked_count) - Number(row.attended_count) : 0,
    lateCancellations: Number(row.late_cancelled_count),
    waitlisted: Number(row.waitlisted_count),
  }));
}
