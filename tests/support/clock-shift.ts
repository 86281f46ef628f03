/**
 * Moves this process's clock by a fixed offset: `Date.now()` and `new Date()` answer the
 * shifted time, which then runs on at the real pace (timeouts, leases and waits still work);
 * a date made from a value is what it says. Only tests load this: the Vitest workers
 * (tests/setup/vitest.setup.ts), the Playwright workers (playwright.config.ts) and, through
 * `--import` (./clock-shift-preload.ts), the servers they start. Never the site itself.
 */
import { TEST_CLOCK } from "#app/platform/time/clock.ts";

/** The variable that hands one run's offset to every process of it. */
export const CLOCK_OFFSET_VARIABLE = "TEST_CLOCK_OFFSET_MS";

type Marked = typeof globalThis & { [TEST_CLOCK]?: { offsetMs: number; realDate: DateConstructor } };

export function shiftClock(offsetMs: number): void {
  const marked = globalThis as Marked;
  const RealDate = marked[TEST_CLOCK]?.realDate ?? Date;
  marked[TEST_CLOCK] = { offsetMs, realDate: RealDate };
  if (offsetMs === 0) {
    globalThis.Date = RealDate;
    return;
  }
  class ShiftedDate extends RealDate {
    constructor(...args: [] | [string | number | Date] | [number, number, ...number[]]) {
      if (args.length === 0) super(RealDate.now() + offsetMs);
      else super(...(args as [string | number | Date]));
    }
    static override now(): number {
      return RealDate.now() + offsetMs;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}

/** The machine's own time, for the one computation that needs it: the offset itself. */
export function realMillis(): number {
  return ((globalThis as Marked)[TEST_CLOCK]?.realDate ?? Date).now();
}

/** The offset a run handed down in `env`, if any. */
export function offsetIn(env: NodeJS.ProcessEnv): number | null {
  const value = env[CLOCK_OFFSET_VARIABLE];
  if (value === undefined || value === "") return null;
  const offset = Number(value);
  if (!Number.isFinite(offset))
    throw new Error(`${CLOCK_OFFSET_VARIABLE} must be a number of milliseconds, not ${value}`);
  return offset;
}
