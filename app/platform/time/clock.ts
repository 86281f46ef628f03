/**
 * What time it is, for the whole site: every "now" the server, its sweeps and the tests use
 * is asked here, so nothing computes a date from a clock of its own.
 *
 * In production this is the machine's clock and nothing can move it. The tests stand every
 * process of a run (themselves, the servers they start, the browser's pages) at one fixed
 * instant in the gym's zone, a Wednesday morning unless `TEST_NOW` names another
 * (tests/support/test-clock.ts); they do so by shifting the process's `Date`, so the libraries
 * that read it (better-auth's sessions, jose's token checks, Stripe's signatures) agree with us.
 * Durations are measured with `performance.now()`, which no shift touches.
 */
export const clock = {
  /** This instant. */
  now(): Date {
    return new Date();
  },
  /** This instant, in milliseconds since the epoch. */
  millis(): number {
    return Date.now();
  },
  /**
   * How far a test has moved this process's clock (milliseconds), or null when it is the
   * machine's own: the server says so when it starts, so a moved clock is never silent.
   */
  movedByTest(): number | null {
    const shift = (globalThis as { [TEST_CLOCK]?: { offsetMs: number } })[TEST_CLOCK];
    return shift ? shift.offsetMs : null;
  },
};

/** Where a test clock (tests/support/clock-shift.ts) leaves its mark on the process. */
export const TEST_CLOCK = Symbol.for("ironpeak.test-clock");
