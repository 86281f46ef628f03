import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * "Now" is asked of one module, app/platform/time/clock.ts, by the site and by its tests alike,
 * so a test run can stand every process at one instant (tests/support/test-clock.ts) and no
 * test picks its dates from the real today behind the run's back. Durations are measured with
 * `performance.now()`, which reads no calendar.
 */
const projectRoot = path.resolve(import.meta.dirname, "../..");

const files = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard", "app", "server", "scripts", "tests", "e2e"],
  { cwd: projectRoot, encoding: "utf8" },
)
  .split("\n")
  .filter((file) => /\.(ts|tsx)$/.test(file))
  .filter((file) => file !== "tests/architecture/clock-reads.test.ts");

/** The modules that may read the machine's clock, each with the reason. */
const READERS: Record<string, string> = {
  "app/platform/time/clock.ts": "the clock itself",
  "tests/support/clock-shift.ts": "moves a test process's clock, so it reads the real one to move it",
  "app/components/layout/Footer.tsx":
    "the copyright year, in a component (which may not import the platform); the page's own clock after hydration",
};

const READS_THE_CLOCK = /\bnew Date\(\)|(?<![\w.])Date\.now\(\)|\bTemporal\.Now\b/;

describe("the time", () => {
  it("is read through the clock module alone, by the site and the tests", () => {
    const readers = files
      .filter((file) => !(file in READERS))
      .filter((file) => READS_THE_CLOCK.test(readFileSync(path.join(projectRoot, file), "utf8")));
    expect(readers).toEqual([]);
  });

  it("finds every way of reading it", () => {
    for (const text of ["new Date()", "const t = Date.now();", "Temporal.Now.instant()"])
      expect(READS_THE_CLOCK.test(text)).toBe(true);
    for (const text of ["new Date(value)", "clock.now()", "RealDate.now()", "performance.now()"])
      expect(READS_THE_CLOCK.test(text)).toBe(false);
  });
});
