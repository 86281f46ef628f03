import type { ClassSession } from "#app/features/timetable/sessions.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { LIVE_STATUSES } from "./booking-rows.server.ts";
import { waitlistPositionOfMine } from "./waitlist-position.server.ts";

/** What the schedule and the API show of a session's places, and of the asking member's own place. */
export interface SessionAvailability {
  capacity: number;
  booked: number;
  waitlisted: number;
  spotsLeft: number;
  cancellation: { at: string; reason: string } | null;
  myBooking: MyBooking | null;
}

/** The asking member's live booking of a session: a place, or a waitlist place and its position (1 = next). */
export interface MyBooking {
  id: string;
  status: "booked" | "waitlisted";
  position?: number;
}

/** The member's live bookings of these sessions, by session: always read now, never kept (decision 0175). */
export async function bookingsOfMember(
  database: Pick<Database, "db">,
  userId: string,
  sessions: Pick<ClassSession, "id">[],
): Promise<Map<string, MyBooking>> {
  const ids = sessions.map((session) => session.id);
  if (ids.length === 0) return new Map();
  const rows = await database.db
    .selectFrom("bookings as mine")
    .select((eb) => ["mine.id", "mine.session_id", "mine.status", waitlistPositionOfMine(eb)])
    .where("mine.user_id", "=", userId)
    .where("mine.session_id", "in", ids)
    .where("mine.status", "in", LIVE_STATUSES)
    .execute();
  return new Map(
    rows.map((own) => [
      own.session_id,
      {
        id: own.id,
        status: own.status as MyBooking["status"],
        ...(own.status === "waitlisted" ? { position: Number(own.position) } : {}),
      },
    ]),
  );
}

/** Places and waitlists of these sessions (one query each for rows, waitlists and the member's bookings). */
export async function availabilityOf(
  database: Database,
  sessions: ClassSession[],
  userId?: string,
): Promise<Map<string, SessionAvailability>> {
  const ids = sessions.map((session) => session.id);
  const result = new Map<string, SessionAvailability>();
  if (ids.length === 0) return result;
  const { db } = database;
  const [rows, waitlists, mineById] = await Promise.all([
    db.selectFrom("class_sessions").selectAll().where("id", "in", ids).execute(),
    db
      .selectFrom("bookings")
      .select(["session_id", (eb) => eb.fn.countAll<number | string>().as("count")])
      .where("session_id", "in", ids)
      .where("status", "=", "waitlisted")
      .groupBy("session_id")
      .execute(),
    userId ? bookingsOfMember(database, userId, sessions) : Promise.resolve(new Map<string, MyBooking>()),
  ]);
  const rowById = new Map(rows.map((row) => [row.id, row]));
  const waitingById = new Map(waitlists.map((row) => [row.session_id, Number(row.count)]));
  for (const session of sessions) {
    const row = rowById.get(session.id);
    const capacity = row ? Number(row.capacity) : session.capacity;
    const booked = row ? Number(row.booked_count) : 0;
    const own = mineById.get(session.id);
    result.set(session.id, {
      capacity,
      booked,
      waitlisted: waitingById.get(session.id) ?? 0,
      spotsLeft: Math.max(0, capacity - booked),
      cancellation: row?.cancelled_at
        ? { at: row.cancelled_at, reason: row.cancel_reason ?? "" }
        : // A session added to a closed day after the closure cancelled that day's sessions: closed all the same.
          session.closure,
      myBooking: own ?? null,
    });
  }
  return result;
}
