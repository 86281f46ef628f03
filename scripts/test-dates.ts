/**
 * `npm run test:dates`: the suites that read the calendar, run with the whole test run standing
 * at one instant after another in the gym's zone (tests/support/test-clock.ts): each day of one
 * week at 10:00 and at 23:30, the evening before and the morning after both DST changes,
 * New Year's Eve at 23:30 and the last evening of a 31-day month. A test that holds on a
 * Wednesday morning and breaks on a Sunday night, on the night the clocks go back or on the
 * last day of the year fails here, not on the day somebody happens to run `npm test`.
 *
 * One Vitest run, each instant a project of it (vitest.dates.config.ts, decision 0225).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { site } from "#app/content/site.ts";
import { parseCli, usageError } from "#scripts/cli.ts";
import {
  calendarSuites,
  chosenInstants,
  DATES_ONLY_VARIABLE,
  DATES_POSTGRES_EVERYWHERE_VARIABLE,
  dstChanges,
  instants,
} from "#scripts/dates/plan.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");

const usage = `Usage: npm run test:dates [-- options]

Runs the suites that read the calendar (${calendarSuites.map((suite) => path.basename(suite)).join(", ")}) with the
whole run standing at each of these instants, in the gym's zone (${site.timeZone}):

${instants()
  .map((instant) => `  ${instant.testNow}  ${instant.label}${instant.turning ? "  (+ HTTP)" : ""}`)
  .join("\n")}

Where the calendar turns (DST, a year, a month) the HTTP suites run too; elsewhere the
rules run in-process. On SQLite: no SQL reads the database server's clock, so the
PostgreSQL variants answer the same at every instant (--postgres-everywhere runs them).

Options:
  --only TEXT         only the instants whose label or time contains TEXT ("Sunday", "DST", "12-31")
  --parallel N        test files side by side (default 2)
  --postgres-everywhere
                      the PostgreSQL variants too, at every instant (TEST_POSTGRES_URL)
  -h, --help          this text`;

function main(): Promise<number> {
  const values = parseCli(usage, {
    only: { type: "string" },
    parallel: { type: "string", default: "2" },
    "postgres-everywhere": { type: "boolean", default: false },
  });
  const parallel = Number(values.parallel);
  if (!Number.isInteger(parallel) || parallel < 1)
    usageError(usage, `--parallel must be a whole number from 1, not ${values.parallel}`);
  const chosen = chosenInstants(values.only);
  if (chosen.length === 0) usageError(usage, `no instant matches --only ${values.only}`);
  if (dstChanges(site.timeZone).length === 0) console.log(`${site.timeZone} has no DST changes: none to stand on.`);
  if (values["postgres-everywhere"] && !process.env.TEST_POSTGRES_URL)
    console.log("TEST_POSTGRES_URL is not set: --postgres-everywhere has no PostgreSQL, every instant runs on SQLite.");
  console.log(`Calendar suites at ${chosen.length} instants in ${site.timeZone}, ${parallel} files at a time.`);

  const { TEST_CLOCK_OFFSET_MS: _inherited, TEST_NOW: _now, ...env } = process.env;
  const child = spawn("npx", ["vitest", "run", "--config", "vitest.dates.config.ts", `--maxWorkers=${parallel}`], {
    cwd: projectRoot,
    env: {
      ...env,
      [DATES_ONLY_VARIABLE]: values.only ?? "",
      [DATES_POSTGRES_EVERYWHERE_VARIABLE]: values["postgres-everywhere"] ? "1" : "",
    },
    stdio: "inherit",
  });
  return new Promise((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
}

if (import.meta.main) process.exitCode = await main();
