import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { sessionsBetween } from "#app/features/timetable/sessions.server.ts";
import { timetableSessions } from "./attendance.server.ts";
import { gymCalendar, monthsBetween } from "./gym-calendar.server.ts";

const at = (iso: string) => Date.parse(iso);

describe("the gym's calendar (Europe/London)", () => {
  const calendar = gymCalendar("2026-01-01", "2026-12-31", "Europe/London");

  it("puts a 9:00 class at 9:00 on both sides of the spring change (Sunday 29 March 2026)", () => {
    expect(calendar.locate(at("2026-03-28T09:00:00Z"))).toEqual({ date: "2026-03-28", weekday: 6, minutes: 540 });
    expect(calendar.locate(at("2026-03-29T08:00:00Z"))).toEqual({ date: "2026-03-29", weekday: 7, minutes: 540 });
    // The 23-hour day itself: 00:30 GMT, then 03:00 BST an hour and a half later.
    expect(calendar.locate(at("2026-03-29T00:30:00Z")).minutes).toBe(30);
    expect(calendar.locate(at("2026-03-29T02:00:00Z")).minutes).toBe(180);
  });

  it("puts a 9:00 class at 9:00 on both sides of the autumn change (Sunday 25 October 2026)", () => {
    expect(calendar.locate(at("2026-10-24T08:00:00Z"))).toEqual({ date: "2026-10-24", weekday: 6, minutes: 540 });
    expect(calendar.locate(at("2026-10-25T09:00:00Z"))).toEqual({ date: "2026-10-25", weekday: 7, minutes: 540 });
    // 1:30am happens twice that night.
    expect(calendar.locate(at("2026-10-25T00:30:00Z")).minutes).toBe(90);
    expect(calendar.locate(at("2026-10-25T01:30:00Z")).minutes).toBe(90);
  });

  it("starts each local day, week and month where the gym's clock does", () => {
    expect(new Date(calendar.startOf("2026-03-29")).toISOString()).toBe("2026-03-29T00:00:00.000Z");
    expect(new Date(calendar.startOf("2026-03-30")).toISOString()).toBe("2026-03-29T23:00:00.000Z");
    expect(new Date(calendar.startOf("2026-10-25")).toISOString()).toBe("2026-10-24T23:00:00.000Z");
    expect(new Date(calendar.startOf("2026-10-26")).toISOString()).toBe("2026-10-26T00:00:00.000Z");
    // Half past midnight on Monday 30 March is still Sunday in UTC, and in the next week.
    const monday = calendar.locate(at("2026-03-29T23:30:00Z"));
    expect(monday).toEqual({ date: "2026-03-30", weekday: 1, minutes: 30 });
    expect(calendar.mondayOf(monday.date)).toBe("2026-03-30");
    expect(calendar.mondayOf("2026-03-29")).toBe("2026-03-23");
    expect(monthsBetween("2026-01-15", "2026-03-02")).toEqual(["2026-01-01", "2026-02-01", "2026-03-01"]);
  });

  it.each(["Europe/London", "America/St_Johns", "Australia/Lord_Howe", "Asia/Kathmandu"])(
    "agrees with Temporal on every half hour of 2026 in %s",
    (timeZone) => {
      const zoned = gymCalendar("2026-01-01", "2026-12-31", timeZone);
      const start = at("2026-01-01T12:00:00Z");
      const wrong: string[] = [];
      for (let ms = start; ms < at("2026-12-31T00:00:00Z"); ms += 30 * 60 * 1000) {
        const expected = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone);
        const found = zoned.locate(ms);
        const minutes = expected.hour * 60 + expected.minute;
        if (found.date !== expected.toPlainDate().toString() || found.minutes !== minutes) {
          wrong.push(`${new Date(ms).toISOString()}: ${found.date} ${found.minutes}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});

describe("the timetable's sessions as the attendance report places them", () => {
  it("are the timetable's own sessions, ids and instants, across both changes of the clocks", () => {
    for (const [from, to] of [
      ["2026-03-23", "2026-04-05"],
      ["2026-10-19", "2026-11-01"],
    ] as const) {
      const expected = sessionsBetween(Temporal.PlainDate.from(from), Temporal.PlainDate.from(to)).map((session) => ({
        id: session.id,
        classSlug: session.classSlug,
        startsAtUtc: session.startsAtUtc,
        capacity: session.capacity,
      }));
      expect(expected.length).toBeGreaterThan(0);
      expect(timetableSessions(from, to)).toEqual(expected);
    }
  });
});
