import { data } from "react-router";
import { formatTimeRange } from "#app/content/clock.ts";
import { recordNoShows } from "#app/features/booking/session-changes.server.ts";
import { StaffRefused } from "#app/features/staff/errors.ts";
import { type DayOverview, sessionRoster, upcomingDays } from "#app/features/staff/roster.server.ts";
import { markAttendance } from "#app/features/staff/session-changes.server.ts";
import {
  type ClassSession,
  dayLabel,
  findSession,
  gymToday,
  localTimeLabel,
} from "#app/features/timetable/sessions.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Coach } from "./coach-access.server.ts";

/** How far ahead a coach sees: today and the next 7 days, as the desk's Today page. */
export const COACH_DAYS = 8;

/** Today and the next 7 days, each with the sessions the coach teaches (their own and those they cover). */
export async function coachDays(database: Database, coach: Coach, now: Date = clock.now()): Promise<DayOverview[]> {
  return upcomingDays(database, now, COACH_DAYS, (session) => session.trainerId === coach.trainer.id);
}

/**
 * A session the coach teaches, today or in the next 7 days; 404 for no such session, 403
 * NOT_YOUR_SESSION for another trainer's or one outside those days.
 */
export function coachSession(sessionId: string, coach: Coach, now: Date = clock.now()): ClassSession {
  const session = findSession(sessionId);
  if (!session) throw data(null, { status: 404, statusText: "Not Found" });
  const today = gymToday(now);
  const inDays =
    session.localDate >= today.toString() && session.localDate <= today.add({ days: COACH_DAYS - 1 }).toString();
  if (session.trainerId !== coach.trainer.id || !inDays) {
    throw data(`${coach.trainer.name} does not teach this session: a coach sees their own sessions, at /coach.`, {
      status: 403,
      statusText: "Forbidden",
      headers: { "Cache-Control": "no-store", "X-Refusal-Code": "NOT_YOUR_SESSION" },
    });
  }
  return session;
}

/** What a coach sees of their session: who is booked (with their health flag and check-in), who waits. No contact details. */
export async function coachRoster(database: Database, session: ClassSession, now: Date = clock.now()) {
  // Unmarked places of a session that has ended are no-shows before anyone reads them.
  await recordNoShows(database, now);
  const roster = await sessionRoster(database, session, now);
  const person = (entry: (typeof roster.booked)[number]) => ({
    bookingId: entry.bookingId,
    name: entry.name,
    attendance: entry.attendance,
    healthFlag: entry.healthFlag,
  });
  return {
    id: session.id,
    className: session.className,
    trainer: session.trainer,
    dateLabel: dayLabel(session.localDate),
    time: formatTimeRange(session.start, session.end),
    summary: roster.summary,
    cancelled: roster.cancelledAt !== null,
    checkInOpen: roster.checkInOpen,
    checkInOpensLabel: localTimeLabel(roster.checkInOpensAt),
    booked: roster.booked.map(person),
    waitlist: roster.waitlist.map((entry) => ({ ...person(entry), position: entry.position ?? 0 })),
  };
}

/** The coach marks a member of their own session attended or a no-show: the desk's check-in, audited under their name. */
export async function coachMarksAttendance(
  database: Database,
  coach: Coach,
  session: ClassSession,
  { bookingId, attendance }: { bookingId: string; attendance: string },
) {
  if (attendance !== "attended" && attendance !== "no-show") {
    throw new StaffRefused("INVALID_INPUT", "Choose attended or no-show.");
  }
  return markAttendance(database, {
    sessionId: session.id,
    bookingId,
    attendance,
    actor: { id: coach.id, label: coach.email },
  });
}
