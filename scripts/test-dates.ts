/**
 * `npm run test:dates`: the suites that read the calendar, run with the whole test run standing
 * at one instant after another in the gym's zone (tests/support/test-clock.ts): each day of one
 * week at 10:00 and at 23:30, the evening before and the morning after both DST changes,
 * New Year's Eve at 23:30 and the last evening of a 31-day month. A test that holds on a
 * Wednesday morning and breaks on a Sunday night, on the night the clocks go back or on the
 * last day of the year fails here, not on the day somebody happens to run `npm test`.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { Temporal } from "temporal-polyfill";
import { site } from "#app/content/site.ts";
import { parseCli, usageError } from "#scripts/cli.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");

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
const notCalendar = ["--exclude", "**/concurrency.test.ts", "--exclude", "**/two-servers.test.ts"];

/**
 * The same rules over HTTP (a server started per file): at each weekday instant the suites
 * run in-process, and over HTTP too where the calendar turns (DST, a year, a month) and in
 * `npm test` (decision 0220).
 */
const overHttp = ["--exclude", "**/api.test.ts", "--exclude", "**/reports-http.test.ts"];

export interface Instant {
  /** How the summary names it: "Wednesday 23:30", "spring DST, evening before". */
  label: string;
  /** TEST_NOW: a wall-clock time in the gym's zone. */
  testNow: string;
  /** Where the PostgreSQL variants run too (by default only where the calendar turns: DST, a year, a month). */
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

const usage = `Usage: npm run test:dates [-- options]

Runs the suites that read the calendar (${calendarSuites.map((suite) => path.basename(suite)).join(", ")}) with the
whole run standing at each of these instants, in the gym's zone (${site.timeZone}):

${instants()
  .map((instant) => `  ${instant.testNow}  ${instant.label}${instant.turning ? "  (+ PostgreSQL)" : ""}`)
  .join("\n")}

With TEST_POSTGRES_URL the PostgreSQL variants run at the instants marked "+ PostgreSQL" (where the
databases' date arithmetic meets a turning calendar); the others run on SQLite.

Options:
  --only TEXT         only the instants whose label or time contains TEXT ("Sunday", "DST", "12-31")
  --parallel N        instants run side by side (default 2)
  --postgres-everywhere
                      the PostgreSQL variants at every instant
  -h, --help          this text`;

interface Outcome {
  instant: Instant;
  ok: boolean;
  seconds: number;
  output: string;
}

function runAt(instant: Instant, postgres: boolean): Promise<Outcome> {
  const started = performance.now();
  const { TEST_POSTGRES_URL, TEST_CLOCK_OFFSET_MS: _inherited, ...env } = process.env;
  const child = spawn(
    "npx",
    [
      "vitest",
      "run",
      "--project",
      "unit",
      "--reporter=dot",
      ...calendarSuites,
      ...notCalendar,
      ...(instant.turning ? [] : overHttp),
    ],
    {
      cwd: projectRoot,
      env: { ...env, TEST_NOW: instant.testNow, ...(postgres && TEST_POSTGRES_URL ? { TEST_POSTGRES_URL } : {}) },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) =>
    child.on("exit", (code) =>
      resolve({ instant, ok: code === 0, seconds: Math.round((performance.now() - started) / 1000), output }),
    ),
  );
}

/** Vitest's account of what failed (its report from the first "Failed" heading on), or all of it when it has none. */
function failuresIn(output: string): string {
  const start = output.search(/⎯+.*Failed (Suites|Tests)/);
  return start === -1 ? output : output.slice(start);
}

async function main(): Promise<number> {
  const values = parseCli(usage, {
    only: { type: "string" },
    parallel: { type: "string", default: "2" },
    "postgres-everywhere": { type: "boolean", default: false },
  });
  const parallel = Number(values.parallel);
  if (!Number.isInteger(parallel) || parallel < 1)
    usageError(usage, `--parallel must be a whole number from 1, not ${values.parallel}`);
  const only = values.only?.toLowerCase();
  const chosen = instants().filter(
    (instant) => !only || instant.label.toLowerCase().includes(only) || instant.testNow.includes(only),
  );
  if (chosen.length === 0) usageError(usage, `no instant matches --only ${values.only}`);
  if (dstChanges(site.timeZone).length === 0) console.log(`${site.timeZone} has no DST changes: none to stand on.`);
  if (!process.env.TEST_POSTGRES_URL) console.log("TEST_POSTGRES_URL is not set: every instant runs on SQLite only.");

  console.log(`Calendar suites at ${chosen.length} instants in ${site.timeZone}, ${parallel} at a time.`);
  const queue = [...chosen];
  const outcomes: Outcome[] = [];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let instant = queue.shift(); instant; instant = queue.shift()) {
        const outcome = await runAt(instant, values["postgres-everywhere"] || instant.turning);
        outcomes.push(outcome);
        console.log(`  ${outcome.ok ? "✓" : "✗"} ${instant.testNow}  ${instant.label} (${outcome.seconds} s)`);
        if (!outcome.ok) console.log(failuresIn(outcome.output));
      }
    }),
  );
  const failed = outcomes.filter((outcome) => !outcome.ok);
  console.log(
    failed.length === 0
      ? `The calendar's suites pass at all ${outcomes.length} instants.`
      : `Failed at ${failed.length} of ${outcomes.length} instants: ${failed.map((outcome) => outcome.instant.label).join("; ")}`,
  );
  return failed.length === 0 ? 0 : 1;
}

if (import.meta.main) process.exitCode = await main();
