import { type ClassSession, findSession } from "#app/features/timetable/sessions.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import type { BookingStatus } from "#app/platform/data/tables.ts";
import { clock } from "#app/platform/time/clock.ts";
import { LIVE_STATUSES } from "./booking-rows.server.ts";
import { waitlistPositionOfMine } from "./waitlist-position.server.ts";

export interface MemberBooking {
  id: string;
  session: ClassSession;
  status: BookingStatus;
  /** Place on the waitlist (1 = next), for a waitlisted booking. */
  position?: number;
  attendance: "attended" | "no-show" | null;
  bookedAt: string;
  cancelledAt: string | null;
  /** For a session the gym cancelled: the reason staff gave. */
  cancelReason?: string;
  /** For a session a timetable edit moved: the class at its new time. */
  movedTo?: ClassSession;
}

/** How many past sessions /account and the API list. */
const PAST_SHOWN = 20;

/**
 * A member's bookings: upcoming places and waitlist places, and upcoming sessions the gym
 * cancelled under them with its reason (soonest first), and past sessions with what became
 * of them (latest first). Sessions no longer on the timetable
 * are left out: nothing could be shown for them.
 */
export async function memberBookings(
  database: Database,
  userId: string,
  now: Date = clock.now(),
): Promise<{ upcoming: MemberBooking[]; past: MemberBooking[] }> {
  const nowIso = now.toISOString();
  const rows = await database.db
    .selectFrom("bookings as mine")
    .leftJoin("class_sessions", "class_sessions.id", "mine.session_id")
    .select((eb) => [
      "class_sessions.cancel_reason",
      "class_sessions.moved_to",
      "mine.id",
      "mine.session_id",
      "mine.status",
      "mine.starts_at",
      "mine.attendance",
      "mine.created_at",
      "mine.cancelled_at",
      waitlistPositionOfMine(eb),
    ])
    .where("mine.user_id", "=", userId)
    .where((eb) =>
      eb.or([
        eb.and([eb("mine.starts_at", ">", nowIso), eb("mine.status", "in", [...LIVE_STATUSES, "session-cancelled"])]),
        eb.and([eb("mine.starts_at", "<=", nowIso), eb("mine.status", "!=", "left-waitlist")]),
      ]),
    )
    .orderBy("mine.starts_at")
    .execute();

  const upcoming: MemberBooking[] = [];
  const past: MemberBooking[] = [];
  for (const row of rows) {
    const session = findSession(row.session_id);
    if (!session) continue;
    const movedTo = row.status === "session-cancelled" && row.moved_to ? findSession(row.moved_to) : undefined;
    const booking: MemberBooking = {
      id: row.id,
      session,
      status: row.status,
      attendance: row.attendance,
      bookedAt: row.created_at,
      cancelledAt: row.cancelled_at,
      ...(row.status === "waitlisted" ? { position: Number(row.position) } : {}),
      ...(row.status === "session-cancelled" && row.cancel_reason ? { cancelReason: row.cancel_reason } : {}),
      ...(movedTo ? { movedTo } : {}),
    };
    (row.starts_at > nowIso ? upcoming : past).push(booking);
  }
  return { upcoming, past: past.reverse().slice(0, PAST_SHOWN) };
}
