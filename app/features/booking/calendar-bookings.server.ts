import { type ClassSession, findSession } from "#app/features/timetable/sessions.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { waitlistPositionOfMine } from "./waitlist-position.server.ts";

/** What the calendar feeds need from bookings and sessions (app/features/calendar-feeds/). */

export interface SessionCancellation {
  at: string;
  reason: string;
}

/** Sessions staff cancelled that start between two UTC instants, by session id. */
export async function sessionCancellationsBetween(
  database: Database,
  fromUtc: string,
  toUtc: string,
): Promise<Map<string, SessionCancellation>> {
  const rows = await database.db
    .selectFrom("class_sessions")
    .select(["id", "cancelled_at", "cancel_reason"])
    .where("starts_at", ">=", fromUtc)
    .where("starts_at", "<=", toUtc)
    .where("cancelled_at", "is not", null)
    .execute();
  return new Map(rows.map((row) => [row.id, { at: row.cancelled_at ?? "", reason: row.cancel_reason ?? "" }]));
}

export interface CalendarBooking {
  id: string;
  session: ClassSession;
  status: "booked" | "waitlisted" | "session-cancelled";
  /** Place on the waitlist (1 = next), for a waitlisted booking. */
  position?: number;
  bookedAt: string;
  updatedAt: string;
  promotedAt: string | null;
  /** Set when staff cancelled the session itself. */
  sessionCancellation: SessionCancellation | null;
}

/**
 * A member's places and waitlist places from `since` on, and the ones whose session staff
 * cancelled (so the member's calendar can show it cancelled). Bookings the member cancelled
 * or left are not here: they leave the member's calendar.
 */
export async function bookingsForCalendar(database: Database, userId: string, since: Date): Promise<CalendarBooking[]> {
  const rows = await database.db
    .selectFrom("bookings as mine")
    .innerJoin("class_sessions as session", "session.id", "mine.session_id")
    .select((eb) => [
      "mine.id",
      "mine.session_id",
      "mine.status",
      "mine.created_at",
      "mine.updated_at",
      "mine.promoted_at",
      "session.cancelled_at as session_cancelled_at",
      "session.cancel_reason",
      waitlistPositionOfMine(eb),
    ])
    .where("mine.user_id", "=", userId)
    .where("mine.status", "in", ["booked", "waitlisted", "session-cancelled"])
    .where("mine.starts_at", ">=", since.toISOString())
    .orderBy("mine.starts_at")
    .execute();

  return rows.flatMap((row): CalendarBooking[] => {
    const session = findSession(row.session_id);
    if (!session) return [];
    const status = row.status as CalendarBooking["status"];
    return [
      {
        id: row.id,
        session,
        status,
        ...(status === "waitlisted" ? { position: Number(row.position) } : {}),
        bookedAt: row.created_at,
        updatedAt: row.updated_at,
        promotedAt: row.promoted_at,
        sessionCancellation: row.session_cancelled_at
          ? { at: row.session_cancelled_at, reason: row.cancel_reason ?? "" }
          : null,
      },
    ];
  });
}
