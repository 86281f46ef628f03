import { Temporal } from "temporal-polyfill";
import { bookingRules } from "#app/content/booking-rules.ts";
import { formatClockTime } from "#app/content/clock.ts";
import { site } from "#app/content/site.ts";
import { type TimetableEntry, timetable } from "#app/content/timetable.ts";
import { type Weekday, weekdays } from "#app/content/weekdays.ts";
import { capacityOf, classTitle } from "./timetable.ts";

/**
 * Dated sessions, derived from the weekly timetable in the gym's time zone. Nothing is
 * stored to know when a class runs: a session is its timetable entry on a date, and its
 * id names both, so it is the same session after a restart or on another server.
 * Server-only: the zoned arithmetic (the Temporal polyfill) stays out of the browser.
 */
export interface ClassSession {
  /** "yoga-2026-11-24-1000": class, local date, local start. Stable. */
  id: string;
  classSlug: string;
  className: string;
  trainer: string;
  weekday: Weekday;
  /** The gym's local date, "2026-11-24". */
  localDate: string;
  /** Local wall-clock times, "10:00". */
  start: string;
  end: string;
  /** ISO 8601 with the gym's UTC offset on that date: "2026-11-24T10:00:00+00:00". */
  startsAt: string;
  endsAt: string;
  /** The same instants in UTC with milliseconds ("…T10:00:00.000Z"), as the database stores and compares them. */
  startsAtUtc: string;
  endsAtUtc: string;
  /** Places per session as the content sets it (staff may change one session's in the database). */
  capacity: number;
}

const ID_PATTERN = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(\d{4}-\d{2}-\d{2})-(\d{2})(\d{2})$/;

export function sessionIdOf(entry: TimetableEntry, localDate: string): string {
  return `${entry.classSlug}-${localDate}-${entry.start.replace(":", "")}`;
}

function zoned(date: Temporal.PlainDate, time: string, timeZone: string): Temporal.ZonedDateTime {
  // "compatible": a time that does not exist on a spring-forward night moves forward, as clocks do.
  return date.toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(time) });
}

const utcIso = (moment: Temporal.ZonedDateTime) => new Date(moment.epochMilliseconds).toISOString();

/** The entry on a date (which must be the entry's weekday). */
export function sessionOf(
  entry: TimetableEntry,
  date: Temporal.PlainDate,
  timeZone: string = site.timeZone,
): ClassSession {
  const starts = zoned(date, entry.start, timeZone);
  const ends = zoned(date, entry.end, timeZone);
  const localDate = date.toString();
  return {
    id: sessionIdOf(entry, localDate),
    classSlug: entry.classSlug,
    className: classTitle(entry.classSlug),
    trainer: entry.trainer,
    weekday: entry.weekday,
    localDate,
    start: entry.start,
    end: entry.end,
    startsAt: starts.toString({ timeZoneName: "never" }),
    endsAt: ends.toString({ timeZoneName: "never" }),
    startsAtUtc: utcIso(starts),
    endsAtUtc: utcIso(ends),
    capacity: capacityOf(entry.classSlug, bookingRules.defaultCapacity),
  };
}

export function weekdayOf(date: Temporal.PlainDate): Weekday {
  return weekdays[date.dayOfWeek - 1] as Weekday;
}

/** A date's sessions in time order. */
export function sessionsOn(date: Temporal.PlainDate, source: TimetableEntry[] = timetable): ClassSession[] {
  const weekday = weekdayOf(date);
  return source
    .filter((entry) => entry.weekday === weekday)
    .sort((a, b) => a.start.localeCompare(b.start))
    .map((entry) => sessionOf(entry, date));
}

/** Sessions from one local date to another, both included, in time order. */
export function sessionsBetween(from: Temporal.PlainDate, to: Temporal.PlainDate): ClassSession[] {
  const sessions: ClassSession[] = [];
  for (let date = from; Temporal.PlainDate.compare(date, to) <= 0; date = date.add({ days: 1 })) {
    sessions.push(...sessionsOn(date));
  }
  return sessions;
}

/** The session an id names, or undefined when no timetable entry runs then (or the id is malformed). */
export function findSession(id: string): ClassSession | undefined {
  const match = ID_PATTERN.exec(id);
  if (!match) return undefined;
  const [, classSlug, localDate = "", hours, minutes] = match;
  let date: Temporal.PlainDate;
  try {
    date = Temporal.PlainDate.from(localDate, { overflow: "reject" });
  } catch {
    return undefined;
  }
  const weekday = weekdayOf(date);
  const start = `${hours}:${minutes}`;
  const entry = timetable.find(
    (candidate) => candidate.classSlug === classSlug && candidate.weekday === weekday && candidate.start === start,
  );
  return entry ? sessionOf(entry, date) : undefined;
}

/** Today's date where the gym is. */
export function gymToday(now: Date = new Date(), timeZone: string = site.timeZone): Temporal.PlainDate {
  return Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(timeZone).toPlainDate();
}

/** The first date on or after `from` that falls on `weekday`. */
export function nextDateOf(weekday: Weekday, from: Temporal.PlainDate): Temporal.PlainDate {
  const days = (weekdays.indexOf(weekday) + 1 - from.dayOfWeek + 7) % 7;
  return from.add({ days });
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An Intl formatter, made once per format and zone: making one costs far more than using
 * it (the polyfill's toLocaleString made a new one per call, a tenth of a schedule page's time).
 */
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone} ${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat("en-GB", { ...options, timeZone });
    formatters.set(key, made);
  }
  return made;
}

/** "Friday 27 November", how a session's date is written on the site. */
export function dayLabel(localDate: string): string {
  // A calendar date is the same in every zone: written as that date's midnight in UTC.
  const midnight = Temporal.PlainDate.from(localDate).toZonedDateTime("UTC").epochMilliseconds;
  return formatter("UTC", { weekday: "long", day: "numeric", month: "long" }).format(midnight);
}

export function parseLocalDate(value: string): Temporal.PlainDate | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  try {
    return Temporal.PlainDate.from(value, { overflow: "reject" });
  } catch {
    return undefined;
  }
}

export function daysBetween(from: Temporal.PlainDate, to: Temporal.PlainDate): number {
  return from.until(to, { largestUnit: "days" }).days;
}

function localMoment(epochMs: number, timeZone: string): Temporal.ZonedDateTime {
  return Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone);
}

/** An instant as the gym's clock shows it: "4:00pm" (formatted as the content writes times). */
export function localTimeLabel(epochMs: number, timeZone: string = site.timeZone): string {
  const moment = localMoment(epochMs, timeZone);
  return formatClockTime(`${String(moment.hour).padStart(2, "0")}:${String(moment.minute).padStart(2, "0")}`);
}

/** "Mon 23 Nov, 9:00am" where the gym is. */
export function localDateTimeLabel(epochMs: number, timeZone: string = site.timeZone): string {
  const date = formatter(timeZone, { weekday: "short", day: "numeric", month: "short" }).format(epochMs);
  return `${date}, ${localTimeLabel(epochMs, timeZone)}`;
}
