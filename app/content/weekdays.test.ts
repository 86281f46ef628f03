import { describe, expect, it } from "vitest";
import { isWeekday, weekdayIn } from "./weekdays.ts";

describe("weekdays", () => {
  it("knows the seven schedule days and nothing else", () => {
    expect(isWeekday("monday")).toBe(true);
    expect(isWeekday("sunday")).toBe(true);
    expect(isWeekday("Monday")).toBe(false);
    expect(isWeekday("funday")).toBe(false);
    expect(isWeekday(undefined)).toBe(false);
  });

  it("tells today's weekday where the gym is, not where the server is", () => {
    // 23:30 UTC on Sunday 22 November 2026 is already Monday morning in Tokyo.
    const lateSundayUtc = new Date("2026-11-22T23:30:00Z");
    expect(weekdayIn("Europe/London", lateSundayUtc)).toBe("sunday");
    expect(weekdayIn("Asia/Tokyo", lateSundayUtc)).toBe("monday");
  });
});
