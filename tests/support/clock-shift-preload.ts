/**
 * Loaded with `node --import` into a server a test starts (tests/support/server-process.ts,
 * playwright.config.ts): it runs on the run's clock, handed down in TEST_CLOCK_OFFSET_MS.
 */
import { offsetIn, shiftClock } from "./clock-shift.ts";

const offset = offsetIn(process.env);
if (offset !== null) shiftClock(offset);
