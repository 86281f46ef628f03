import { Temporal } from "temporal-polyfill";
import { bookingRules } from "#app/content/booking-rules.ts";
import { formatClockTime } from "#app/content/clock.ts";
import { site } from "#app/content/site.ts";
import { type Weekday, weekdays } from "#app/content/weekdays.ts";
import { clock } from "#app/platform/time/clock.ts";
import { currentSchedule } from "./current-schedule.ts";
import { closureOn, inForceOn, type Schedule, slugOf } from "./schedule.ts";
import { capacityOf, classTitle } from "./timetable.ts";

/**
 * Dated sessions, derived from this process's snapshot of the schedule (current-schedule.ts)
 * in the gym's time zone: the weekly slots in force on a date, its one-off sessions, cover
 * and closures. A session's id names class, local date and start, so it is the same after
 * a restart, on another server, and after an edit that leaves its time alone.
 * Server-only: the zoned arithmetic (the Temporal polyfill) stays out of the browser.
 */
export interface ClassSession {
  /** "yoga-2026-11-24-1000": class, local date, local start. Stable. */
  id: string;
  classSlug: string;
  className: string;
  /** Who teaches it: the slot's trainer, or the one covering. */
  trainer: string;
  trainerId: string;
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
  /** Places per session as the schedule sets it (staff may change one session's in the database). */
  capacity: number;
  /** Where it comes from: a weekly slot, a one-off session, or a session an edit removed after it was booked. */
  source: { kind: "weekly" | "one-off" | "removed"; id: string };
  /** The gym is closed that day: the session is cancelled, and the schedule says "Closed: reason". */
  closure: { reason: string; at: string } | null;
}

const ID_PATTERN = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(\d{4}-\d{2}-\d{2})-(\d{2})(\d{2})$/;

/** What a session is made from: a weekly slot, a one-off, or (in tests and specs) an entry of the content's timetable. */
export interface SessionSource {
  classSlug: string;
  start: string;
  end: string;
  /** The trainer's id, or (a content entry) their name. */
  trainerId?: string;
  trainer?: string;
  capacity?: number;
  id?: string;
}

export function sessionIdOf(entry: Pick<SessionSource, "classSlug" | "start">, localDate: string): string {
  return `${entry.classSlug}-${localDate}-${entry.start.replace(":", "")}`;
}

function zoned(date: Temporal.PlainDate, time: string, timeZone: string): Temporal.ZonedDateTime {
  // "compatible": a time that does not exist on a spring-forward night moves forward, as clocks do.
  return date.toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(time) });
}

const utcIso = (moment: Temporal.ZonedDateTime) => new Date(moment.epochMilliseconds).toISOString();

function trainerOf(schedule: Schedule, entry: SessionSource, sessionId: string) {
  const coverId = schedule.coverBySession.get(sessionId)?.trainerId;
  const id = coverId ?? entry.trainerId;
  const trainer = id ? schedule.trainerById.get(id) : undefined;
  if (trainer) return { trainer: trainer.name, trainerId: trainer.id };
  if (entry.trainer) return { trainer: entry.trainer, trainerId: slugOf(entry.trainer) };
  throw new Error(`The schedule names a trainer it does not have: ${id}`);
}

/** The entry on a date (which must be the entry's weekday, for a weekly one). */
export function sessionOf(
  entry: SessionSource,
  date: Temporal.PlainDate,
  timeZone: string = site.timeZone,
  {
    kind = "weekly",
    schedule = currentSchedule(),
  }: { kind?: ClassSession["source"]["kind"]; schedule?: Schedule } = {},
): ClassSession {
  const starts = zoned(date, entry.start, timeZone);
  const ends = zoned(date, entry.end, timeZone);
  const localDate = date.toString();
  const id = sessionIdOf(entry, localDate);
  const closure = closureOn(schedule, localDate);
  return {
    id,
    classSlug: entry.classSlug,
    className: classTitle(entry.classSlug, schedule),
    ...trainerOf(schedule, entry, id),
    weekday: weekdayOf(date),
    localDate,
    start: entry.start,
    end: entry.end,
    startsAt: starts.toString({ timeZoneName: "never" }),
    endsAt: ends.toString({ timeZoneName: "never" }),
    startsAtUtc: utcIso(starts),
    endsAtUtc: utcIso(ends),
    capacity: entry.capacity ?? capacityOf(entry.classSlug, bookingRules.defaultCapacity, schedule),
    source: { kind, id: entry.id ?? id },
    closure: closure ? { reason: closure.reason, at: closure.createdAt } : null,
  };
}

export function weekdayOf(date: Temporal.PlainDate): Weekday {
  return weekdays[date.dayOfWeek - 1] as Weekday;
}

/**
 * A date's sessions, worked out once per snapshot of the schedule and date: a day's page
 * asks for them on every request, and the zoned arithmetic was a fifth of its loader's time.
 * Frozen, as every caller shares them.
 */
const sessionsByDate = new WeakMap<Schedule, Map<string, readonly ClassSession[]>>();
/** Dates remembered per snapshot (the pages show a few weeks); beyond it the list starts over. */
const DATES_REMEMBERED = 400;

/** A date's sessions in time order: its weekday's slots in force then, and its one-off sessions. */
export function sessionsOn(date: Temporal.PlainDate, schedule: Schedule = currentSchedule()): ClassSession[] {
  let dates = sessionsByDate.get(schedule);
  if (!dates) {
    dates = new Map();
    sessionsByDate.set(schedule, dates);
  }
  const localDate = date.toString();
  let sessions = dates.get(localDate);
  if (!sessions) {
    if (dates.size >= DATES_REMEMBERED) dates.clear();
    sessions = Object.freeze(workOutSessionsOn(date, localDate, schedule).map((session) => Object.freeze(session)));
    dates.set(localDate, sessions);
  }
  return sessions as ClassSession[];
}

function workOutSessionsOn(date: Temporal.PlainDate, localDate: string, schedule: Schedule): ClassSession[] {
  const weekly = schedule.slotsByWeekday[weekdayOf(date)]
    .filter((slot) => inForceOn(slot, localDate))
    .map((slot) => sessionOf(slot, date, site.timeZone, { schedule }));
  const extra = (schedule.oneOffsByDate.get(localDate) ?? []).map((session) =>
    sessionOf(session, date, site.timeZone, { kind: "one-off", schedule }),
  );
  if (extra.length === 0) return weekly;
  return [...weekly, ...extra].sort((a, b) => a.start.localeCompare(b.start) || a.classSlug.localeCompare(b.classSlug));
}

/** Sessions from one local date to another, both included, in time order. */
export function sessionsBetween(
  from: Temporal.PlainDate,
  to: Temporal.PlainDate,
  schedule: Schedule = currentSchedule(),
): ClassSession[] {
  const sessions: ClassSession[] = [];
  for (let date = from; Temporal.PlainDate.compare(date, to) <= 0; date = date.add({ days: 1 })) {
    sessions.push(...sessionsOn(date, schedule));
  }
  return sessions;
}

/**
 * The session an id names: on the timetable that date, or taken off it by an edit after it
 * was booked (so its bookings still find it). Undefined for anything else, or a malformed id.
 */
export function findSession(id: string, schedule: Schedule = currentSchedule()): ClassSession | undefined {
  const match = ID_PATTERN.exec(id);
  if (!match) return undefined;
  const [, classSlug, localDate = "", hours, minutes] = match;
  const date = parseLocalDate(localDate);
  if (!date) return undefined;
  const start = `${hours}:${minutes}`;
  const slot = schedule.slotsByWeekday[weekdayOf(date)].find(
    (candidate) => candidate.classSlug === classSlug && candidate.start === start && inForceOn(candidate, localDate),
  );
  if (slot) return sessionOf(slot, date, site.timeZone, { schedule });
  const oneOff = schedule.oneOffsByDate
    .get(localDate)
    ?.find((candidate) => candidate.classSlug === classSlug && candidate.start === start);
  if (oneOff) return sessionOf(oneOff, date, site.timeZone, { kind: "one-off", schedule });
  const removed = schedule.removedById.get(id);
  return removed ? sessionOf(removed, date, site.timeZone, { kind: "removed", schedule }) : undefined;
}

/** The gym's day last asked about, and the instants it runs between: most calls fall inside it. */
let lastDay: { timeZone: string; from: number; until: number; date: Temporal.PlainDate } | undefined;

/** Today's date where the gym is. */
export function gymToday(now: Date = clock.now(), timeZone: string = site.timeZone): Temporal.PlainDate {
  const at = now.getTime();
  if (lastDay && lastDay.timeZone === timeZone && at >= lastDay.from && at < lastDay.until) return lastDay.date;
  const date = Temporal.Instant.fromEpochMilliseconds(at).toZonedDateTimeISO(timeZone).toPlainDate();
  lastDay = {
    timeZone,
    date,
    from: date.toZonedDateTime(timeZone).epochMilliseconds,
    until: date.add({ days: 1 }).toZonedDateTime(timeZone).epochMilliseconds,
  };
  return date;
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

/**
 * Labels the schedule pages write on every request, each worked out once: the zoned
 * arithmetic behind them costs far more than a lookup.
 */
const labels = new Map<string, string>();
const LABELS_REMEMBERED = 5000;

function label(key: string, make: () => string): string {
  let made = labels.get(key);
  if (made === undefined) {
    if (labels.size >= LABELS_REMEMBERED) labels.clear();
    made = make();
    labels.set(key, made);
  }
  return made;
}

/** "Friday 27 November", how a session's date is written on the site. */
export function dayLabel(localDate: string): string {
  return label(`day ${localDate}`, () => {
    // A calendar date is the same in every zone: written as that date's midnight in UTC.
    const midnight = Temporal.PlainDate.from(localDate).toZonedDateTime("UTC").epochMilliseconds;
    return formatter("UTC", { weekday: "long", day: "numeric", month: "long" }).format(midnight);
  });
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
  return label(`time ${timeZone} ${epochMs}`, () => {
    const moment = localMoment(epochMs, timeZone);
    return formatClockTime(`${String(moment.hour).padStart(2, "0")}:${String(moment.minute).padStart(2, "0")}`);
  });
}

/**
 * "Wednesday 2 December at 7:00am" where the gym is: an instant named with its day, as the
 * site names a session's ("Yoga, Wednesday 2 December at 9:00am"), for a moment days away
 * (when free cancellation ends) that a time alone would leave to guess.
 */
export function localDayTimeLabel(epochMs: number, timeZone: string = site.timeZone): string {
  return `${dayLabel(localMoment(epochMs, timeZone).toPlainDate().toString())} at ${localTimeLabel(epochMs, timeZone)}`;
}

/** "Mon 23 Nov, 9:00am" where the gym is. */
export function localDateTimeLabel(epochMs: number, timeZone: string = site.timeZone): string {
  return label(`date-time ${timeZone} ${epochMs}`, () => {
    const date = formatter(timeZone, { weekday: "short", day: "numeric", month: "short" }).format(epochMs);
    return `${date}, ${localTimeLabel(epochMs, timeZone)}`;
  });
}
