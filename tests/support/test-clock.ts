/**
 * Where a test run stands in time. Every run of Vitest and Playwright stands at one instant in
 * the gym's zone, whatever day it really is: `TEST_NOW` names it (a wall-clock time in the
 * gym's zone, `2026-03-29T01:30`, or an instant with its offset), else a Wednesday morning.
 * The instant is turned into one offset from the real clock, once per run, and handed to every
 * process of the run in TEST_CLOCK_OFFSET_MS, so the tests, the servers and the browser agree
 * to the millisecond while time runs on. `npm run test:dates` runs the calendar's suites at
 * many such instants (scripts/test-dates.ts).
 */
import { Temporal } from "temporal-polyfill";
import { site } from "#app/content/site.ts";
import { CLOCK_OFFSET_VARIABLE, offsetIn, realMillis, shiftClock } from "./clock-shift.ts";

/** Where a run stands when `TEST_NOW` says nothing: a Wednesday, 10:00 at the gym. */
export const DEFAULT_TEST_NOW = "2026-11-25T10:00";

/** `TEST_NOW` as an instant: a wall-clock time in `timeZone` (the earlier one in a DST overlap), or an ISO instant. */
export function instantOfTestNow(testNow: string, timeZone: string = site.timeZone): Temporal.Instant {
  if (/(?:[zZ]|[+-]\d\d:?\d\d)$/.test(testNow)) return Temporal.Instant.from(testNow);
  return Temporal.PlainDateTime.from(testNow).toZonedDateTime(timeZone, { disambiguation: "earlier" }).toInstant();
}

/**
 * The run's offset: the one in `env` if a parent process settled it, else settled now from
 * `TEST_NOW` and written into `env`, so every process started from here inherits it.
 */
export function settleTestClock(env: NodeJS.ProcessEnv = process.env): number {
  const inherited = offsetIn(env);
  if (inherited !== null) return inherited;
  const instant = instantOfTestNow(env.TEST_NOW || DEFAULT_TEST_NOW);
  const offset = instant.epochMilliseconds - realMillis();
  env[CLOCK_OFFSET_VARIABLE] = String(offset);
  return offset;
}

/** Settles the run's clock and moves this process onto it. */
export function standAtTestNow(env: NodeJS.ProcessEnv = process.env): void {
  shiftClock(settleTestClock(env));
}

/**
 * What a server process of this run needs in its environment to share the run's clock, or to
 * stand `aheadMs` further on (a test that needs the server an hour before a class). Nothing
 * when no clock was settled (a benchmark runs on the real one).
 */
export function testClockEnv(env: NodeJS.ProcessEnv = process.env, aheadMs = 0): Record<string, string> {
  const offset = offsetIn(env);
  if (offset === null && aheadMs === 0) return {};
  return {
    [CLOCK_OFFSET_VARIABLE]: String(Math.round((offset ?? 0) + aheadMs)),
    NODE_OPTIONS: `--import ${new URL("./clock-shift-preload.ts", import.meta.url).pathname}`,
  };
}
