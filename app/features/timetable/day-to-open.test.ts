import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { site } from "#app/content/site.ts";
import { weekdays } from "#app/content/weekdays.ts";
import { dayToOpen } from "./day-to-open.server.ts";
import { sessionsOn } from "./sessions.server.ts";

/** A day of the sample week with classes, whatever the gym's content. */
const day = (() => {
  for (let offset = 0; offset < 7; offset++) {
    const date = Temporal.PlainDate.from("2026-11-23").add({ days: offset });
    if (sessionsOn(date).length > 0) return date;
  }
  throw new Error("the timetable has no classes");
})();
const lastEnd = Math.max(...sessionsOn(day).map((session) => Date.parse(session.endsAtUtc)));
const weekdayOf = (date: Temporal.PlainDate) => weekdays[date.dayOfWeek - 1];

describe("the day /schedule opens on", () => {
  it("is today where the gym is, while a class of today has not ended", () => {
    const morning = day.toZonedDateTime({ timeZone: site.timeZone, plainTime: "00:30" }).epochMilliseconds;
    expect(dayToOpen(new Date(morning))).toBe(weekdayOf(day));
    expect(dayToOpen(new Date(lastEnd - 60_000))).toBe(weekdayOf(day));
  });

  it("is tomorrow once today's last class has ended", () => {
    expect(dayToOpen(new Date(lastEnd))).toBe(weekdayOf(day.add({ days: 1 })));
    expect(dayToOpen(new Date(lastEnd + 60 * 60_000))).toBe(weekdayOf(day.add({ days: 1 })));
  });
});
