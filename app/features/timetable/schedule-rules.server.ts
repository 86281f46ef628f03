import type { Temporal } from "temporal-polyfill";
import { formatClockTime, formatOpeningHours, formatTimeRange } from "#app/content/clock.ts";
import type { OpeningHours, SpecialHours } from "#app/content/site.ts";
import { type Weekday, weekdayName } from "#app/content/weekdays.ts";
import { openingHours, siteDetails } from "#app/features/site/site-details.server.ts";
import { closureOn, inForceOn, type Schedule, type WeeklySlot } from "./schedule.ts";
import {
  type ClassSession,
  dayLabel,
  findSession,
  parseLocalDate,
  sessionIdOf,
  sessionsOn,
  weekdayOf,
} from "./sessions.server.ts";
import { TimetableRefused } from "./timetable-errors.ts";

/**
 * The rules every schedule keeps, checked on the schedule as an edit would leave it, so a
 * refused edit explains itself before anything is saved: sessions inside the opening
 * hours, no trainer in two places at once, one session of a class at a time (its id names
 * class, date and start), nothing on a closed day, and only classes and trainers the gym has.
 */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export function checkTimes(start: string, end: string): void {
  if (!TIME_PATTERN.test(start) || !TIME_PATTERN.test(end)) {
    throw new TimetableRefused("INVALID_INPUT", "Write times as HH:MM on the 24-hour clock, like 09:30 or 18:00.");
  }
  if (start >= end) throw new TimetableRefused("INVALID_INPUT", "A class must end after it starts.");
}

/** A weekly time inside the gym's usual hours (the site's details, decision 0200), or refused. */
export function checkOpeningHours(
  weekday: Weekday,
  start: string,
  end: string,
  usual: readonly OpeningHours[] = openingHours(),
): void {
  const hours = usual.find((line) => line.days.includes(weekday));
  const day = `${weekdayName(weekday)}s`;
  if (!hours) throw new TimetableRefused("OUTSIDE_OPENING_HOURS", `The gym is closed on ${day}.`);
  if (start < hours.opens || end > hours.closes) {
    throw new TimetableRefused(
      "OUTSIDE_OPENING_HOURS",
      `The gym is open ${formatOpeningHours(hours.opens, hours.closes)} on ${day}: ${formatTimeRange(start, end)} is outside those hours.`,
    );
  }
}

export function activeClassOrRefuse(schedule: Schedule, slug: string) {
  const gymClass = schedule.classBySlug.get(slug);
  if (!gymClass) throw new TimetableRefused("UNKNOWN_CLASS", `There is no class "${slug}".`);
  if (gymClass.retired)
    throw new TimetableRefused("CLASS_RETIRED", `${gymClass.title} is retired: it is no longer taught.`);
  return gymClass;
}

export function activeTrainerOrRefuse(schedule: Schedule, id: string) {
  const trainer = schedule.trainerById.get(id);
  if (!trainer) throw new TimetableRefused("UNKNOWN_TRAINER", `There is no trainer "${id}".`);
  if (trainer.retired) throw new TimetableRefused("TRAINER_RETIRED", `${trainer.name} has retired from the team.`);
  return trainer;
}

const overlaps = (a: { start: string; end: string }, b: { start: string; end: string }) =>
  a.start < b.end && b.start < a.end;

/** Whether two slots run on some common date: same weekday, date ranges that meet. */
function sameDays(a: WeeklySlot, b: WeeklySlot): boolean {
  if (a.weekday !== b.weekday) return false;
  const startsBeforeBEnds = b.effectiveUntil === null || a.effectiveFrom === null || a.effectiveFrom < b.effectiveUntil;
  const startsBeforeAEnds = a.effectiveUntil === null || b.effectiveFrom === null || b.effectiveFrom < a.effectiveUntil;
  return startsBeforeBEnds && startsBeforeAEnds;
}

const title = (schedule: Schedule, slug: string) => schedule.classBySlug.get(slug)?.title ?? slug;
const nameOf = (schedule: Schedule, id: string) => schedule.trainerById.get(id)?.name ?? id;

/** The dates of one-off sessions and cover from `today` on: where a weekly slot meets dated changes. */
function datedChanges(schedule: Schedule, today: string): string[] {
  const dates = [
    ...schedule.oneOffs.map((session) => session.localDate),
    ...schedule.covers.map((cover) => findSession(cover.sessionId, schedule)?.localDate ?? ""),
  ];
  return [...new Set(dates.filter((date) => date >= today))].sort();
}

/** Another session that date with the same trainer at an overlapping time, or undefined. */
function clashOn(schedule: Schedule, session: ClassSession): ClassSession | undefined {
  const date = parseLocalDate(session.localDate);
  if (!date) return undefined;
  return sessionsOn(date, schedule).find(
    (other) => other.id !== session.id && other.trainerId === session.trainerId && overlaps(other, session),
  );
}

function refuseClash(schedule: Schedule, session: ClassSession, other: ClassSession): never {
  throw new TimetableRefused(
    "TRAINER_BUSY",
    `${nameOf(schedule, session.trainerId)} already teaches ${other.className} at ${formatClockTime(other.start)} on ${dayLabel(other.localDate)}.`,
  );
}

/** A weekly slot as it is in `schedule` (after the edit), from `today` on. */
export function checkSlot(schedule: Schedule, slot: WeeklySlot, today: Temporal.PlainDate): void {
  checkTimes(slot.start, slot.end);
  checkOpeningHours(slot.weekday, slot.start, slot.end);
  const others = schedule.slotsByWeekday[slot.weekday].filter((other) => other.id !== slot.id && sameDays(slot, other));
  const twin = others.find((other) => other.classSlug === slot.classSlug && other.start === slot.start);
  if (twin) {
    throw new TimetableRefused(
      "DUPLICATE_SESSION",
      `${title(schedule, slot.classSlug)} already runs at ${formatClockTime(slot.start)} on ${weekdayName(slot.weekday)}s.`,
    );
  }
  const busy = others.find((other) => other.trainerId === slot.trainerId && overlaps(other, slot));
  if (busy) {
    throw new TimetableRefused(
      "TRAINER_BUSY",
      `${nameOf(schedule, slot.trainerId)} already teaches ${title(schedule, busy.classSlug)} at ${formatClockTime(busy.start)} on ${weekdayName(slot.weekday)}s.`,
    );
  }
  for (const localDate of datedChanges(schedule, today.toString())) {
    const date = parseLocalDate(localDate);
    if (!date || !inForceOn(slot, localDate)) continue;
    const session = findSession(sessionIdOf(slot, localDate), schedule);
    if (!session || session.source.id !== slot.id) continue;
    const clash = clashOn(schedule, session);
    if (clash) refuseClash(schedule, session, clash);
  }
}

/** A dated session (a one-off, or a session given cover) as it is in `schedule` (after the edit). */
export function checkDatedSession(schedule: Schedule, session: ClassSession, today: Temporal.PlainDate): void {
  if (session.localDate < today.toString()) {
    throw new TimetableRefused("INVALID_INPUT", `${dayLabel(session.localDate)} has passed.`);
  }
  checkTimes(session.start, session.end);
  checkOpeningHours(session.weekday, session.start, session.end);
  const closure = closureOn(schedule, session.localDate);
  if (closure) {
    throw new TimetableRefused("CLOSED", `The gym is closed on ${dayLabel(session.localDate)}: ${closure.reason}.`);
  }
  const clash = clashOn(schedule, session);
  if (clash) refuseClash(schedule, session, clash);
}

/**
 * Sessions on the site's special days (24 December: closed, or open other hours) from today
 * on lie inside those hours, unless the timetable closes the day (its sessions are cancelled).
 */
export function checkSpecialHours(
  schedule: Schedule,
  today: Temporal.PlainDate,
  special: readonly SpecialHours[] = siteDetails().specialHours,
): void {
  for (const day of special) {
    const date = parseLocalDate(day.date);
    if (!date || day.date < today.toString() || closureOn(schedule, day.date)) continue;
    const outside = sessionsOn(date, schedule).find(
      (session) =>
        !session.closure &&
        (day.closed || !day.opens || !day.closes || session.start < day.opens || session.end > day.closes),
    );
    if (!outside) continue;
    const when = `${outside.className} at ${formatClockTime(outside.start)}`;
    throw new TimetableRefused(
      "OUTSIDE_OPENING_HOURS",
      day.closed || !day.opens || !day.closes
        ? `The gym is closed on ${dayLabel(day.date)}${day.note ? ` (${day.note})` : ""}, but ${when} runs that day. Close the day in the timetable (its members are told), or change the special hours.`
        : `The gym is open ${formatOpeningHours(day.opens, day.closes)} on ${dayLabel(day.date)}: ${when} (${formatTimeRange(outside.start, outside.end)}) is outside those hours.`,
    );
  }
}

/**
 * The whole timetable from today on inside the hours given (a change of the site's hours
 * before it is saved): every weekly class still in force, every one-off to come, and the
 * sessions on special days. Refused with what stands outside, named.
 */
export function checkTimetableInsideHours(
  schedule: Schedule,
  today: Temporal.PlainDate,
  usual: readonly OpeningHours[],
  special: readonly SpecialHours[],
): void {
  const from = today.toString();
  const weekly = schedule.slots.filter((slot) => slot.effectiveUntil === null || slot.effectiveUntil > from);
  for (const slot of weekly) {
    try {
      checkOpeningHours(slot.weekday, slot.start, slot.end, usual);
    } catch (error) {
      if (!(error instanceof TimetableRefused)) throw error;
      throw new TimetableRefused(
        "OUTSIDE_OPENING_HOURS",
        `${title(schedule, slot.classSlug)} runs on ${weekdayName(slot.weekday)}s, ${formatTimeRange(slot.start, slot.end)}: ${error.message} Move or end it in the timetable first, or keep the gym open then.`,
      );
    }
  }
  for (const session of schedule.oneOffs.filter((oneOff) => oneOff.localDate >= from)) {
    const date = parseLocalDate(session.localDate);
    if (!date || closureOn(schedule, session.localDate)) continue;
    const hours = usual.find((line) => line.days.includes(weekdayOf(date)));
    if (!hours || session.start < hours.opens || session.end > hours.closes) {
      throw new TimetableRefused(
        "OUTSIDE_OPENING_HOURS",
        `${title(schedule, session.classSlug)} on ${dayLabel(session.localDate)}, ${formatTimeRange(session.start, session.end)}, would be outside the gym's hours. Move or remove it in the timetable first.`,
      );
    }
  }
  checkSpecialHours(schedule, today, special);
}
