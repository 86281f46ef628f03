import type { Temporal } from "temporal-polyfill";
import { TimetableRefused } from "./timetable-errors.ts";
import { TIMETABLE_LIMITS } from "./timetable-limits.ts";

/**
 * How far ahead the timetable takes dates: closures, weekly slots (added, changed, taken
 * off from a date) and one-off sessions, from the API and the desk's forms alike. A date
 * years away is a typo (9999 for 2026), and every schedule read walks up to it.
 */
export function latestPlannableDate(today: Temporal.PlainDate): Temporal.PlainDate {
  return today.add({ years: TIMETABLE_LIMITS.aheadYearsMax });
}

const withYear = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** Refuses `date` (YYYY-MM-DD) when it lies past the horizon, naming the limit and its last day. */
export function refuseBeyondHorizon(date: string, today: Temporal.PlainDate): void {
  const latest = latestPlannableDate(today);
  if (date <= latest.toString()) return;
  const label = withYear.format(Date.UTC(latest.year, latest.month - 1, latest.day));
  throw new TimetableRefused(
    "INVALID_INPUT",
    `The timetable takes dates at most ${TIMETABLE_LIMITS.aheadYearsMax} years ahead (until ${label}): ${date} is later.`,
  );
}
