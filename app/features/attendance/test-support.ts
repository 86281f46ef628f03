import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { newSessionRow } from "#app/features/booking/booking-rows.server.ts";
import { type ClassSession, gymToday, sessionsBetween } from "#app/features/timetable/sessions.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";

const HOUR = 60 * 60 * 1000;

/** Sessions of the last `days` days that ended more than two hours ago: past the no-show policy's grace. */
export function pastSessions(count: number, now = clock.now(), days = 10): ClassSession[] {
  const today = gymToday(now);
  const ended = sessionsBetween(today.subtract({ days }), today).filter(
    (session) => Date.parse(session.endsAtUtc) < now.getTime() - 2 * HOUR,
  );
  const picked = ended.slice(-count);
  if (picked.length < count) throw new Error(`the timetable has fewer than ${count} sessions in ${days} days`);
  return picked;
}

/**
 * A member's booked places in past sessions, written as the server records a member who
 * did not come (booked, attendance "no-show"): the past cannot be booked through the API.
 */
export async function writeNoShows(database: Database, userId: string, sessions: ClassSession[]): Promise<string[]> {
  const ids: string[] = [];
  for (const session of sessions) {
    const now = new Date(Date.parse(session.startsAtUtc) - 24 * HOUR);
    const id = randomUUID();
    await database.writeTransaction(async (trx) => {
      await trx
        .insertInto("class_sessions")
        .values(newSessionRow(session, now))
        .onConflict((conflict) => conflict.column("id").doNothing())
        .execute();
      // The session's own counters, as a booking takes them: its sequence and one place.
      const counters = await trx
        .updateTable("class_sessions")
        .set({ last_seq: sql<number>`last_seq + 1`, booked_count: sql<number>`booked_count + 1` })
        .where("id", "=", session.id)
        .returning("last_seq")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("bookings")
        .values({
          id,
          session_id: session.id,
          user_id: userId,
          status: "booked",
          seq: Number(counters.last_seq),
          starts_at: session.startsAtUtc,
          ends_at: session.endsAtUtc,
          created_at: now.toISOString(),
          updated_at: session.endsAtUtc,
          promoted_at: null,
          cancelled_at: null,
          attendance: "no-show",
        })
        .execute();
    });
    ids.push(id);
  }
  return ids;
}
