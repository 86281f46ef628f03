import { type Weekday, weekdays } from "#app/content/weekdays.ts";
import { currentSchedule } from "#app/features/timetable/current-schedule.ts";
import { closureOn, inForceOn, type Schedule } from "#app/features/timetable/schedule.ts";
import { type ClassSession, gymToday, sessionIdOf } from "#app/features/timetable/sessions.server.ts";
import { classBySlug } from "#app/features/timetable/timetable.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { type SessionFacts, sessionFacts } from "./attendance-queries.server.ts";
import { clockOf, datesBetween, earlierOf, type GymCalendar, gymCalendar, laterOf } from "./gym-calendar.server.ts";
import type { ReportRange } from "./range.server.ts";

/**
 * The attendance report: visits per day and week, and per class, per time slot and per
 * hour of the week how full the sessions were, how many waited, and how many places went
 * to waste (no-shows, late cancellations). Figures are over sessions that have begun.
 */

/** What one set of sessions adds up to. Rates are null where there is nothing to divide by. */
export interface Figures {
  /** Sessions that ran (the gym's cancelled ones are left out of every figure). */
  sessions: number;
  places: number;
  booked: number;
  visits: number;
  noShows: number;
  lateCancellations: number;
  waitlisted: number;
  /** Places booked ÷ places offered. */
  fillRate: number | null;
  /** No-shows ÷ places whose session has ended (came or did not). */
  noShowRate: number | null;
  /** Late cancellations ÷ (places held at the start + late cancellations). */
  lateCancelRate: number | null;
}

export interface SessionLine extends SessionFacts {
  className: string;
  /** The gym's local date, weekday (1 = Monday) and start ("09:00"). */
  date: string;
  weekday: number;
  start: string;
  hour: number;
}

export interface AttendanceReport {
  range: ReportRange;
  totals: Figures;
  days: { date: string; visits: number }[];
  weeks: { monday: string; visits: number }[];
  classes: (Figures & { slug: string; name: string })[];
  slots: (Figures & { weekday: number; start: string; classes: string[] })[];
  /** Fill rate by weekday and starting hour: the hours that had any session, and a cell where one ran. */
  heat: { hours: number[]; cells: (Figures & { weekday: number; hour: number })[] };
  sessions: SessionLine[];
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

export function figuresOf(sessions: readonly SessionFacts[]): Figures {
  const ran = sessions.filter((session) => !session.cancelled);
  const sum = (pick: (session: SessionFacts) => number) => ran.reduce((total, session) => total + pick(session), 0);
  const places = sum((session) => session.capacity);
  const booked = sum((session) => session.booked);
  const visits = sum((session) => session.attended);
  const noShows = sum((session) => session.noShows);
  const lateCancellations = sum((session) => session.lateCancellations);
  return {
    sessions: ran.length,
    places,
    booked,
    visits,
    noShows,
    lateCancellations,
    waitlisted: sum((session) => session.waitlisted),
    fillRate: ratio(booked, places),
    noShowRate: ratio(noShows, visits + noShows),
    lateCancelRate: ratio(lateCancellations, booked + lateCancellations),
  };
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/**
 * Sessions of the timetable nobody booked have no row (a row is made by the first booking or
 * staff change): they ran with every place empty, and count so, at the timetable's capacity
 * (docs/decisions/0090). Leaving them out would hide exactly the classes an owner might drop.
 */
export function withUnbookedSessions(facts: SessionFacts[], scheduled: readonly ScheduledSession[]): SessionFacts[] {
  const known = new Set(facts.map((session) => session.id));
  const unbooked = scheduled
    .filter((session) => !known.has(session.id))
    .map((session) => ({
      id: session.id,
      classSlug: session.classSlug,
      startsAt: session.startsAtUtc,
      capacity: session.capacity,
      cancelled: false,
      booked: 0,
      attended: 0,
      noShows: 0,
      lateCancellations: 0,
      waitlisted: 0,
    }));
  return [...facts, ...unbooked];
}

export function placeSessions(facts: readonly SessionFacts[], calendar: GymCalendar): SessionLine[] {
  // A class's view is built afresh by each lookup (its artwork too): once a class, not once a session.
  const names = new Map<string, string>();
  const nameOf = (slug: string) => {
    const known = names.get(slug);
    if (known !== undefined) return known;
    const name = classBySlug(slug)?.title ?? slug;
    names.set(slug, name);
    return name;
  };
  const byName = new Intl.Collator().compare;
  return facts
    .map((session) => {
      const moment = calendar.locate(Date.parse(session.startsAt));
      return {
        ...session,
        className: nameOf(session.classSlug),
        date: moment.date,
        weekday: moment.weekday,
        start: clockOf(moment.minutes),
        hour: Math.floor(moment.minutes / 60),
      };
    })
    .sort((a, b) => compareIso(a.startsAt, b.startsAt) || byName(a.className, b.className));
}

/** UTC ISO instants of one format sort as text; `<` is what localeCompare would say, without its cost. */
const compareIso = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Every figure of the report from its sessions; `lastDate` is the last local date with sessions to count (today at most). */
export function attendanceFigures(
  range: ReportRange,
  sessions: SessionLine[],
  calendar: GymCalendar,
  lastDate: string,
) {
  const dates = lastDate < range.from ? [] : datesBetween(range.from, earlierOf(lastDate, range.to));
  const visitsByDate = new Map<string, number>();
  for (const session of sessions) {
    if (!session.cancelled) visitsByDate.set(session.date, (visitsByDate.get(session.date) ?? 0) + session.attended);
  }
  const days = dates.map((date) => ({ date, visits: visitsByDate.get(date) ?? 0 }));
  const weeks: AttendanceReport["weeks"] = [];
  for (const day of days) {
    const monday = calendar.mondayOf(day.date);
    const week = weeks.at(-1);
    if (week?.monday === monday) week.visits += day.visits;
    else weeks.push({ monday, visits: day.visits });
  }
  const classes = [...groupBy(sessions, (session) => session.classSlug)].map(([slug, group]) => ({
    slug,
    name: group[0]?.className ?? slug,
    ...figuresOf(group),
  }));
  classes.sort((a, b) => (b.fillRate ?? -1) - (a.fillRate ?? -1) || a.name.localeCompare(b.name));
  const slots = [...groupBy(sessions, (session) => `${session.weekday} ${session.start}`)]
    .map(([, group]) => ({
      weekday: group[0]?.weekday ?? 1,
      start: group[0]?.start ?? "",
      classes: [...new Set(group.map((session) => session.className))].sort(),
      ...figuresOf(group),
    }))
    .sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
  const ran = sessions.filter((session) => !session.cancelled);
  const cells = [...groupBy(ran, (session) => `${session.weekday} ${session.hour}`)].map(([, group]) => ({
    weekday: group[0]?.weekday ?? 1,
    hour: group[0]?.hour ?? 0,
    ...figuresOf(group),
  }));
  const hours = [...new Set(cells.map((cell) => cell.hour))].sort((a, b) => a - b);
  return { totals: figuresOf(sessions), days, weeks, classes, slots, heat: { hours, cells } };
}

/** A session of the timetable as the report counts it: the row it would have, its class, start and places. */
export type ScheduledSession = Pick<ClassSession, "id" | "classSlug" | "startsAtUtc" | "capacity">;

export interface AttendanceOptions {
  now?: Date;
  /**
   * The sessions the timetable had in the range: unless a test brings its own, the schedule
   * every server holds, from the day it was imported into the database on.
   */
  scheduled?: ((from: string, to: string) => ScheduledSession[]) | undefined;
}

/**
 * The schedule's sessions from one local date to another (the database's schedule, as every
 * server holds it: app/features/timetable/): the sessions `sessionsOn`
 * (timetable/sessions.server.ts) makes, with the same ids and in the same order, placed by
 * the report's calendar instead of a Temporal conversion each (two years of them took a
 * fifth of the report's time). Days the gym was closed ran no session, so none is counted.
 */
export function timetableSessions(
  from: string,
  to: string,
  schedule: Schedule = currentSchedule(),
): ScheduledSession[] {
  const calendar = gymCalendar(from, to);
  const sessions: ScheduledSession[] = [];
  for (const date of datesBetween(from, to)) {
    if (closureOn(schedule, date)) continue;
    // A calendar date's weekday is the same in every zone: read in UTC, Monday first.
    const weekday = weekdays[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7] as Weekday;
    const weekly = schedule.slotsByWeekday[weekday].filter((slot) => inForceOn(slot, date));
    const oneOffs = schedule.oneOffsByDate.get(date) ?? [];
    const entries =
      oneOffs.length === 0
        ? weekly
        : [...weekly, ...oneOffs].sort(
            (a, b) => a.start.localeCompare(b.start) || a.classSlug.localeCompare(b.classSlug),
          );
    for (const entry of entries) {
      sessions.push({
        id: sessionIdOf(entry, date),
        classSlug: entry.classSlug,
        startsAtUtc: new Date(calendar.instantAt(date, entry.start)).toISOString(),
        capacity: entry.capacity,
      });
    }
  }
  return sessions;
}

async function scheduleImportedAt(database: Database): Promise<string | undefined> {
  const row = await database.db.selectFrom("schedule_state").select("imported_at").executeTakeFirst();
  return row?.imported_at;
}

/** The sessions of the range that have begun by `now`: their rows, and the timetable's sessions nobody booked. */
export async function begunSessions(
  database: Database,
  range: ReportRange,
  { now = clock.now(), scheduled }: AttendanceOptions = {},
): Promise<SessionFacts[]> {
  const lastDate = earlierOf(range.to, gymToday(now).toString());
  const facts = await sessionFacts(database, { startsAt: range.startsAt, endsAt: range.endsAt, now });
  // The schedule's sessions from the day it came into this database: before that the gym
  // did not take bookings here, so an unbooked session then was not an empty one.
  const since = scheduled ? range.startsAt : laterOf(range.startsAt, (await scheduleImportedAt(database)) ?? "");
  const begun =
    lastDate < range.from
      ? []
      : (scheduled ?? timetableSessions)(range.from, lastDate).filter(
          (session) => session.startsAtUtc >= since && Date.parse(session.startsAtUtc) < now.getTime(),
        );
  return withUnbookedSessions(facts, begun);
}

export async function attendanceReport(
  database: Database,
  range: ReportRange,
  options: AttendanceOptions = {},
): Promise<AttendanceReport> {
  const now = options.now ?? clock.now();
  const calendar = gymCalendar(range.from, range.to);
  const sessions = placeSessions(await begunSessions(database, range, { ...options, now }), calendar);
  const lastDate = earlierOf(range.to, gymToday(now).toString());
  return { range, sessions, ...attendanceFigures(range, sessions, calendar, lastDate) };
}
