import { describe, expect, it } from "vitest";
import { clock } from "#app/platform/time/clock.ts";
import { DEFAULT_TEST_NOW, instantOfTestNow } from "./test-clock.ts";

describe("the test clock", () => {
  it("stands this test at the run's instant, not at the real today", () => {
    const instant = instantOfTestNow(process.env.TEST_NOW || DEFAULT_TEST_NOW).epochMilliseconds;
    expect(clock.movedByTest()).not.toBeNull();
    // The run's clock started there and runs on at the real pace: this test is minutes in at most.
    expect(clock.millis() - instant).toBeGreaterThanOrEqual(0);
    expect(clock.millis() - instant).toBeLessThan(60 * 60 * 1000);
  });

  it("reads TEST_NOW as the gym's wall-clock time, on either side of both DST changes", () => {
    const at = (local: string) => instantOfTestNow(local, "Europe/London").toString();
    expect(at("2026-03-29T00:30")).toBe("2026-03-29T00:30:00Z");
    expect(at("2026-03-29T02:30")).toBe("2026-03-29T01:30:00Z");
    // 01:30 happens twice on the autumn night: the first one, still on summer time.
    expect(at("2026-10-25T01:30")).toBe("2026-10-25T00:30:00Z");
    expect(at("2026-10-25T02:30")).toBe("2026-10-25T02:30:00Z");
  });

  it("takes an instant with its offset as it is", () => {
    expect(instantOfTestNow("2026-12-31T23:30:00Z", "America/New_York").toString()).toBe("2026-12-31T23:30:00Z");
    expect(instantOfTestNow("2026-12-31T23:30-05:00", "Europe/London").toString()).toBe("2027-01-01T04:30:00Z");
  });
});
