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
import InstantReporter, { OVER_HTTP } from "#tests/support/instant-reporter.ts";
import { instantOfTestNow } from "#tests/support/test-clock.ts";
import base from "./vitest.config.ts";

/**
 * `npm run test:dates` (scripts/test-dates.ts): the calendar's suites once per instant, each
 * instant a project of one Vitest run whose files stand at it (their workers and the servers
 * they start share its clock offset), so the run starts, sets up its databases and builds once
 * and keeps both cores busy to the end (decision 0225). Where the calendar turns the HTTP
 * suites run too, on SQLite, and the in-process suites on PostgreSQL as well (decision 0226).
 */
const postgresUrl = process.env.TEST_POSTGRES_URL ?? "";
const postgresEverywhere = process.env[DATES_POSTGRES_EVERYWHERE_VARIABLE] === "1";

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // Dots as they pass, then a line per instant.
    reporters: ["dot", new InstantReporter()],
    projects: chosenInstants(process.env[DATES_ONLY_VARIABLE] || undefined).flatMap((instant) => {
      const clockOffset = String(instantOfTestNow(instant.testNow).epochMilliseconds - realMillis());
      const atInstant = (name: string, include: string[], exclude: string[], postgres: boolean) => ({
        extends: true as const,
        test: {
          name,
          include,
          exclude: [...configDefaults.exclude, ...notCalendar, ...exclude],
          env: { [CLOCK_OFFSET_VARIABLE]: clockOffset, TEST_POSTGRES_URL: postgres ? postgresUrl : "" },
        },
      });
      const suites = calendarSuites.map((suite) => `${suite}/**/*.test.{ts,tsx}`);
      const inProcess = atInstant(instant.label, suites, overHttp, instant.turning || postgresEverywhere);
      if (!instant.turning) return [inProcess];
      // Over HTTP on SQLite: the server's dates do not depend on the database, whose own part
      // the in-process suites run on PostgreSQL at this instant (decision 0226).
      const http = calendarSuites.flatMap((suite) => overHttp.map((file) => `${suite}/${file}`));
      return [inProcess, atInstant(`${instant.label}${OVER_HTTP}`, http, [], postgresEverywhere)];
    }),
  },
});
