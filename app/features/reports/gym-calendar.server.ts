import { Temporal } from "temporal-polyfill";
import { site } from "#app/content/site.ts";

/**
 * The gym's calendar over a report's dates: where each instant falls in the gym's zone
 * (its local date, weekday, wall-clock time, week and month), DST included. A report
 * places tens of thousands of sessions and bookings; asking Temporal (or Intl) for each
 * costs ~20 µs, so the start of every local day is computed once with Temporal and an
 * instant is found among them by binary search. Only on the two days a year whose length
 * is not 24 hours is the wall clock asked of Temporal again.
 */
export interface LocalMoment {
  /** "2026-03-29" */
  date: string;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** Minutes since local midnight on the wall clock (9:30am = 570). */
  minutes: number;
}

interface Day {
  date: string;
  weekday: number;
  startMs: number;
  endMs: number;
}

/** A day of 24 hours in milliseconds: for instants apart, not for the gym's calendar days (DST). */
export const DAY_MS = 24 * 60 * 60 * 1000;

export interface GymCalendar {
  timeZone: string;
  /** The instant a local date begins, in epoch milliseconds. */
  startOf(date: string): number;
  /** Where an instant falls; instants outside the calendar's dates are located by Temporal. */
  locate(epochMs: number): LocalMoment;
  /** The Monday of the week a local date lies in. */
  mondayOf(date: string): string;
  /** The instant a wall-clock time ("09:00") happens on a local date; a time the clocks skip moves forward, as they do. */
  instantAt(date: string, time: string): number;
}

function slowLocate(epochMs: number, timeZone: string): LocalMoment {
  const moment = Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone);
  return {
    date: moment.toPlainDate().toString(),
    weekday: moment.dayOfWeek,
    minutes: moment.hour * 60 + moment.minute,
  };
}

/** The calendar from the Monday before `from` to `to` (local dates, both included). */
export function gymCalendar(from: string, to: string, timeZone: string = site.timeZone): GymCalendar {
  const first = Temporal.PlainDate.from(from);
  const last = Temporal.PlainDate.from(to);
  const days: Day[] = [];
  // Each day ends where the next begins: one zoned conversion a day.
  let date = first.subtract({ days: first.dayOfWeek - 1 });
  let startMs = date.toZonedDateTime({ timeZone }).epochMilliseconds;
  while (Temporal.PlainDate.compare(date, last) <= 0) {
    const next = date.add({ days: 1 });
    const endMs = next.toZonedDateTime({ timeZone }).epochMilliseconds;
    days.push({ date: date.toString(), weekday: date.dayOfWeek, startMs, endMs });
    date = next;
    startMs = endMs;
  }
  const index = new Map(days.map((day, position) => [day.date, position]));

  const find = (epochMs: number): Day | undefined => {
    let low = 0;
    let high = days.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const day = days[middle] as Day;
      if (epochMs < day.startMs) high = middle - 1;
      else if (epochMs >= day.endMs) low = middle + 1;
      else return day;
    }
    return undefined;
  };

  return {
    timeZone,
    startOf(date) {
      const position = index.get(date);
      return position === undefined
        ? Temporal.PlainDate.from(date).toZonedDateTime({ timeZone }).epochMilliseconds
        : (days[position] as Day).startMs;
    },
    locate(epochMs) {
      const day = find(epochMs);
      if (!day || day.endMs - day.startMs !== DAY_MS) return slowLocate(epochMs, timeZone);
      return { date: day.date, weekday: day.weekday, minutes: Math.floor((epochMs - day.startMs) / 60_000) };
    },
    instantAt(date, time) {
      const position = index.get(date);
      const day = position === undefined ? undefined : days[position];
      const [hours = 0, minutes = 0] = time.split(":").map(Number);
      if (day && day.endMs - day.startMs === DAY_MS) return day.startMs + (hours * 60 + minutes) * 60_000;
      return Temporal.PlainDate.from(date).toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(time) })
        .epochMilliseconds;
    },
    mondayOf(date) {
      const position = index.get(date);
      const day = position === undefined ? undefined : days[position];
      if (day && position !== undefined && position - (day.weekday - 1) >= 0) {
        return (days[position - (day.weekday - 1)] as Day).date;
      }
      const plain = Temporal.PlainDate.from(date);
      return plain.subtract({ days: plain.dayOfWeek - 1 }).toString();
    },
  };
}

/** The local dates from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  const last = Temporal.PlainDate.from(to);
  for (
    let date = Temporal.PlainDate.from(from);
    Temporal.PlainDate.compare(date, last) <= 0;
    date = date.add({ days: 1 })
  )
    dates.push(date.toString());
  return dates;
}

/** The first day of every month that `from`…`to` touches ("2026-03-01", …). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  const last = Temporal.PlainDate.from(to).toPlainYearMonth();
  for (
    let month = Temporal.PlainDate.from(from).toPlainYearMonth();
    Temporal.PlainYearMonth.compare(month, last) <= 0;
    month = month.add({ months: 1 })
  )
    months.push(month.toPlainDate({ day: 1 }).toString());
  return months;
}

/** "2026-03-29" + days. */
export function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

/** Wall-clock minutes as "HH:MM", as the timetable writes times. */
export function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

export const isoOf = (epochMs: number) => new Date(epochMs).toISOString();

/** The earlier (or later) of two ISO instants or local dates, which sort as text. */
export const earlierOf = (a: string, b: string): string => [a, b].sort()[0] as string;
export const laterOf = (a: string, b: string): string => [a, b].sort()[1] as string;
