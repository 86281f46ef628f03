import { formatTimeRange } from "#app/content/clock.ts";
import { site } from "#app/content/site.ts";
import { healthFlagsOf } from "#app/features/attendance/terms.server.ts";
import { availabilityOf } from "#app/features/booking/availability.server.ts";
import { LIVE_STATUSES } from "#app/features/booking/booking-rows.server.ts";
import type { Attendance } from "#app/features/booking/session-changes.server.ts";
import {
  type ClassSession,
  dayLabel,
  gymToday,
  localDateTimeLabel,
  sessionsBetween,
} from "#app/features/timetable/sessions.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import type { BookingsTable } from "#app/platform/data/tables.ts";
import { clock } from "#app/platform/time/clock.ts";
import { checkInOpensAt } from "./session-changes.server.ts";

/** Where a session stands in its day, as the desk sees it. */
export type SessionPhase = "upcoming" | "running" | "ended";

export interface SessionSummary {
  id: string;
  className: string;
  trainer: string;
  /** "9:00am-10:00am" */
  time: string;
  capacity: number;
  booked: number;
  waitlisted: number;
  cancellationReason: string | null;
  phase: SessionPhase;
}

export interface DayOverview {
  date: string;
  label: string;
  isToday: boolean;
  sessions: SessionSummary[];
}

function phaseOf(session: ClassSession, now: Date): SessionPhase {
  if (now.getTime() < Date.parse(session.startsAtUtc)) return "upcoming";
  return now.getTime() < Date.parse(session.endsAtUtc) ? "running" : "ended";
}

type Places = Awaited<ReturnType<typeof availabilityOf>>;

/** A session with its places as the desk shows it; the timetable's capacity until anyone books. */
function summaryOf(session: ClassSession, places: Places, now: Date): SessionSummary {
  const counts = places.get(session.id);
  return {
    id: session.id,
    className: session.className,
    trainer: session.trainer,
    time: formatTimeRange(session.start, session.end),
    capacity: counts?.capacity ?? session.capacity,
    booked: counts?.booked ?? 0,
    waitlisted: counts?.waitlisted ?? 0,
    cancellationReason: counts?.cancellation ? counts.cancellation.reason : null,
    phase: phaseOf(session, now),
  };
}

/**
 * Today and the next `days - 1` days where the gym is, each with its sessions and their
 * places; `keep` picks some of the sessions (a coach's own).
 */
export async function upcomingDays(
  database: Database,
  now: Date = clock.now(),
  days = 8,
  keep: (session: ClassSession) => boolean = () => true,
): Promise<DayOverview[]> {
  const today = gymToday(now);
  const sessions = sessionsBetween(today, today.add({ days: days - 1 })).filter(keep);
  const places = await availabilityOf(database, sessions);
  const overview: DayOverview[] = [];
  for (let offset = 0; offset < days; offset++) {
    const date = today.add({ days: offset }).toString();
    overview.push({
      date,
      label: dayLabel(date),
      isToday: offset === 0,
      sessions: sessions
        .filter((session) => session.localDate === date)
        .map((session) => summaryOf(session, places, now)),
    });
  }
  return overview;
}

/** Names and e-mails of accounts, in the order asked (deleted accounts left out). */
export async function accountsOf(
  database: Database,
  userIds: string[],
): Promise<{ id: string; name: string; email: string }[]> {
  if (userIds.length === 0) return [];
  const rows = await database.db
    .selectFrom("user")
    .select(["id", "name", "email"])
    .where("id", "in", userIds)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return userIds.flatMap((id) => {
    const account = byId.get(id);
    return account ? [account] : [];
  });
}

/** The first instant of this calendar month where the gym is, in UTC as the database stores it. */
export function monthStartUtc(now: Date = clock.now()): string {
  const first = gymToday(now).with({ day: 1 });
  return new Date(first.toZonedDateTime({ timeZone: site.timeZone }).epochMilliseconds).toISOString();
}

/** Late cancellations since the start of this month, per member. */
export async function lateCancellationsThisMonth(
  database: Database,
  userIds: string[],
  now: Date = clock.now(),
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await database.db
    .selectFrom("bookings")
    .select(["user_id", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("user_id", "in", userIds)
    .where("status", "=", "late-cancelled")
    .where("cancelled_at", ">=", monthStartUtc(now))
    .groupBy("user_id")
    .execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.count)]));
}

export interface RosterEntry {
  bookingId: string;
  userId: string;
  name: string;
  email: string;
  /** For the printed roster: who to call. */
  phone: string | null;
  /** "Mon 23 Nov, 9:00am" where the gym is. */
  bookedAt: string;
  attendance: Attendance | null;
  lateCancellationsThisMonth: number;
  /** They answered "yes" to a health question of the terms: talk to them before they train. */
  healthFlag: boolean;
  /** 1 = next in line, for the waitlist. */
  position?: number;
}

export interface Roster {
  summary: SessionSummary;
  cancelledAt: string | null;
  /** Check-in may start (epoch ms). */
  checkInOpensAt: number;
  checkInOpen: boolean;
  booked: RosterEntry[];
  waitlist: RosterEntry[];
  /** Who held a place or a waitlist place when the session was cancelled. */
  cancelledPlaces: RosterEntry[];
}

type RosterRow = Pick<BookingsTable, "id" | "user_id" | "status" | "created_at" | "attendance"> & {
  name: string | null;
  email: string | null;
  phone: string | null;
};

/** A session's roster: who is booked (with check-in), who waits, and who lost a place to a cancellation. */
export async function sessionRoster(
  database: Database,
  session: ClassSession,
  now: Date = clock.now(),
): Promise<Roster> {
  const [rows, places] = await Promise.all([
    database.db
      .selectFrom("bookings")
      .leftJoin("user", "user.id", "bookings.user_id")
      .select([
        "bookings.id",
        "bookings.user_id",
        "bookings.status",
        "bookings.created_at",
        "bookings.attendance",
        "user.name",
        "user.email",
        "user.phone",
      ])
      .where("bookings.session_id", "=", session.id)
      .where("bookings.status", "in", [...LIVE_STATUSES, "session-cancelled"])
      .orderBy("bookings.seq")
      .execute() as Promise<RosterRow[]>,
    availabilityOf(database, [session]),
  ]);
  const userIds = [...new Set(rows.map((row) => row.user_id))];
  const [late, flagged] = await Promise.all([
    lateCancellationsThisMonth(database, userIds, now),
    healthFlagsOf(database, userIds),
  ]);
  const entry = (row: RosterRow): RosterEntry => ({
    bookingId: row.id,
    userId: row.user_id,
    name: row.name || "Deleted account",
    email: row.email ?? "",
    phone: row.phone ?? null,
    bookedAt: localDateTimeLabel(Date.parse(row.created_at)),
    attendance: row.attendance,
    lateCancellationsThisMonth: late.get(row.user_id) ?? 0,
    healthFlag: flagged.has(row.user_id),
  });
  const counts = places.get(session.id);
  const opensAt = checkInOpensAt(session);
  const cancelledAt = counts?.cancellation?.at ?? null;
  return {
    summary: summaryOf(session, places, now),
    cancelledAt,
    checkInOpensAt: opensAt,
    checkInOpen: cancelledAt === null && now.getTime() >= opensAt,
    booked: rows.filter((row) => row.status === "booked").map(entry),
    waitlist: rows
      .filter((row) => row.status === "waitlisted")
      .map((row, index) => ({ ...entry(row), position: index + 1 })),
    cancelledPlaces: rows.filter((row) => row.status === "session-cancelled").map(entry),
  };
}
