import type { Weekday } from "./weekdays.ts";

/**
 * The weekly timetable a new gym starts from: the first start imports it into the database,
 * which is then the one source of every class time on the site, edited in /staff
 * (app/features/timetable/). Times are the gym's wall-clock times in `site.timeZone`,
 * 24-hour "HH:MM"; a 9:00 class stays at 9:00 across a change to or from summer time.
 */
export interface TimetableEntry {
  /** A class of app/content/classes.ts. */
  classSlug: string;
  weekday: Weekday;
  start: string;
  end: string;
  trainer: string;
}

type Row = [classSlug: string, start: string, end: string, trainer: string];

function day(weekday: Weekday, ...rows: Row[]): TimetableEntry[] {
  return rows.map(([classSlug, start, end, trainer]) => ({ classSlug, weekday, start, end, trainer }));
}

export const timetable: TimetableEntry[] = [
  ...day(
    "monday",
    ["fitness", "09:00", "10:00", "Nina Brooks"],
    ["body-building", "10:00", "11:00", "Leon Hart"],
    ["running", "16:00", "17:00", "Nina Brooks"],
    ["cycling", "18:00", "19:00", "Daniel Reyes"],
  ),
  ...day(
    "tuesday",
    ["boxing", "09:00", "10:00", "Leon Hart"],
    ["yoga", "10:00", "11:00", "Maya Okafor"],
    ["crossfit", "16:00", "17:00", "Daniel Reyes"],
  ),
  ...day(
    "wednesday",
    ["cycling", "09:00", "10:00", "Daniel Reyes"],
    ["body-building", "10:00", "11:00", "Leon Hart"],
    ["fitness", "16:00", "17:00", "Nina Brooks"],
    ["running", "18:00", "19:00", "Nina Brooks"],
  ),
  ...day(
    "thursday",
    ["fitness", "09:00", "10:00", "Nina Brooks"],
    ["body-building", "10:00", "11:00", "Sam Whitaker"],
    ["running", "16:00", "17:00", "Nina Brooks"],
    ["mma", "18:00", "19:00", "Aiko Tanaka"],
  ),
  ...day(
    "friday",
    ["crossfit", "09:00", "10:00", "Daniel Reyes"],
    ["karate", "10:00", "11:00", "Aiko Tanaka"],
    ["meditation", "16:00", "17:00", "Maya Okafor"],
    ["workout", "18:00", "19:00", "Sam Whitaker"],
  ),
  ...day(
    "saturday",
    ["power-lifting", "09:00", "10:00", "Sam Whitaker"],
    ["boxing", "10:00", "11:00", "Leon Hart"],
    ["yoga", "16:00", "17:00", "Maya Okafor"],
  ),
  ...day(
    "sunday",
    ["fitness", "09:00", "10:00", "Nina Brooks"],
    ["body-building", "10:00", "11:00", "Leon Hart"],
    ["running", "16:00", "17:00", "Nina Brooks"],
    ["cycling", "18:00", "19:00", "Daniel Reyes"],
  ),
];
