/**
 * What `npm run test:dates` runs: the suites that read the calendar, and the instants in the
 * gym's zone it stands them at (decisions 0135, 0220, 0225). Read by the command
 * (scripts/test-dates.ts) and by the Vitest configuration it runs (vitest.dates.config.ts).
 */
import { Temporal } from "temporal-polyfill";
import { site } from "#app/content/site.ts";

/** The features whose tests read the calendar: what is bookable, open, renewed, reminded, reported or in a feed. */
export const calendarSuites = [
  "app/features/booking",
  "app/features/timetable",
  "app/features/memberships",
  "app/features/attendance",
  "app/features/reports",
  "app/features/calendar-feeds",
];

/**
 * In those suites, what tests locking and several servers rather than dates: run by `npm test`,
 * left out here, where they would cost CI minutes at every instant (decision 0220).
 */
export const notCalendar = ["**/concurrency.test.ts", "**/two-servers.test.ts"];

/**
 * The same rules over HTTP (a server started per file): at each weekday instant the suites
 * run in-process, and over HTTP too where the calendar turns (DST, a year, a month) and in
 * `npm test` (decision 0220).
 */
export const overHttp = ["**/api.test.ts", "**/reports-http.test.ts"];

export interface Instant {
  /** How the summary names it: "Wednesday 23:30", "spring DST change, the evening before". */
  label: string;
  /** TEST_NOW: a wall-clock time in the gym's zone. */
  testNow: string;
  /** Where the calendar turns (DST, a year, a month): the HTTP suites run there too. */
  turning: boolean;
}

/** The week the matrix walks through, and the year whose DST changes it stands on. */
const WEEK_OF = Temporal.PlainDate.from("2026-11-23");
const DST_YEAR = 2026;

export function instants(timeZone: string = site.timeZone): Instant[] {
  const week = [0, 1, 2, 3, 4, 5, 6].flatMap((days) => {
    const date = WEEK_OF.add({ days });
    const day = date.toLocaleString("en-GB", { weekday: "long" });
    return ["10:00", "23:30"].map((time) => ({ label: `${day} ${time}`, testNow: `${date}T${time}`, turning: false }));
  });
  return [
    ...week,
    ...dstChanges(timeZone).flatMap(({ name, date }) => [
      {
        label: `${name} DST change, the evening before`,
        testNow: `${date.subtract({ days: 1 })}T23:30`,
        turning: true,
      },
      { label: `${name} DST change, the morning after`, testNow: `${date}T10:00`, turning: true },
    ]),
    { label: "New Year's Eve 23:30", testNow: `${DST_YEAR}-12-31T23:30`, turning: true },
    { label: "the last evening of a 31-day month", testNow: `${DST_YEAR + 1}-01-31T23:30`, turning: true },
  ];
}

/** The instants whose label or time contains `only` (all without it). */
export function chosenInstants(only: string | undefined, timeZone: string = site.timeZone): Instant[] {
  const text = only?.toLowerCase();
  return instants(timeZone).filter(
    (instant) => !text || instant.label.toLowerCase().includes(text) || instant.testNow.includes(text),
  );
}

/** The dates the gym's clocks change in DST_YEAR (none in a zone without DST). */
export function dstChanges(timeZone: string): { name: "spring" | "autumn"; date: Temporal.PlainDate }[] {
  const changes: { name: "spring" | "autumn"; date: Temporal.PlainDate }[] = [];
  let at: Temporal.ZonedDateTime | null = Temporal.ZonedDateTime.from({ year: DST_YEAR, month: 1, day: 1, timeZone });
  for (;;) {
    const before: Temporal.ZonedDateTime = at;
    at = before.getTimeZoneTransition("next");
    if (!at || at.year !== DST_YEAR) break;
    const forward = at.offsetNanoseconds > before.offsetNanoseconds;
    changes.push({ name: forward ? "spring" : "autumn", date: at.toPlainDate() });
  }
  return changes;
}

/** How the command hands its choices to the Vitest configuration it runs. */
export const DATES_ONLY_VARIABLE = "TEST_DATES_ONLY";
export const DATES_POSTGRES_EVERYWHERE_VARIABLE = "TEST_DATES_POSTGRES_EVERYWHERE";
