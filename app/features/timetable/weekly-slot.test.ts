import { describe, expect, it } from "vitest";
import { formatTimeRange } from "#app/content/clock.ts";
import { weeklySlotLabel } from "./timetable.ts";

describe("times on the class cards", () => {
  it("read as the schedule writes them ('6:00pm', not '6:00 pm')", () => {
    const slot = { classSlug: "yoga", weekday: "wednesday" as const, start: "18:00", end: "19:00", trainer: "Coach" };
    expect(weeklySlotLabel(slot)).toBe("Wed: 6:00pm");
    expect(formatTimeRange(slot.start, slot.end)).toMatch(/^6:00pm/);
  });
});
