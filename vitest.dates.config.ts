import { configDefaults, defineConfig } from "vitest/config";
import {
  calendarSuites,
  chosenInstants,
  DATES_ONLY_VARIABLE,
  DATES_POSTGRES_EVERYWHERE_VARIABLE,
  notCalendar,
  overHttp,
} from "#scripts/dates/plan.ts";
import { CLOCK_OFFSET_VARIABLE, realMillis } from "#tests/support/clock-shift.ts";
import InstantReporter from "#tests/support/instant-reporter.ts";
import { instantOfTestNow } from "#tests/support/test-clock.ts";
import base from "./vitest.config.ts";

/**
 * `npm run test:dates` (scripts/test-dates.ts): the calendar's suites once per instant, each
 * instant a project of one Vitest run whose files stand at it (their workers and the servers
 * they start share its clock offset), so the run starts, sets up its databases and builds once
 * and keeps both cores busy to the end (decision 0225). Where the calendar turns the HTTP
 * suites run too; PostgreSQL only with --postgres-everywhere (decision 0226).
 */
const postgresUrl = process.env.TEST_POSTGRES_URL ?? "";
const postgresEverywhere = process.env[DATES_POSTGRES_EVERYWHERE_VARIABLE] === "1";

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // Dots as they pass, then a line per instant.
    reporters: ["dot", new InstantReporter()],
    projects: chosenInstants(process.env[DATES_ONLY_VARIABLE] || undefined).map((instant) => ({
      extends: true,
      test: {
        name: instant.label,
        include: calendarSuites.map((suite) => `${suite}/**/*.test.{ts,tsx}`),
        exclude: [...configDefaults.exclude, ...notCalendar, ...(instant.turning ? [] : overHttp)],
        env: {
          [CLOCK_OFFSET_VARIABLE]: String(instantOfTestNow(instant.testNow).epochMilliseconds - realMillis()),
          // SQLite alone unless asked: no SQL reads the database server's clock, so the
          // PostgreSQL variants answer the same at every instant (decision 0226).
          TEST_POSTGRES_URL: postgresEverywhere ? postgresUrl : "",
        },
      },
    })),
  },
});
