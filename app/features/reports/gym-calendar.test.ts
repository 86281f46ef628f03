import { Temporal } from "temporal-polyfill";
import { describe, expect, it, vi } from "vitest";
import { sampleScheduleData } from "#app/features/timetable/sample-schedule.ts";
import { indexSchedule } from "#app/features/timetable/schedule.ts";
import { sessionsBetween } from "#app/features/timetable/sessions.server.ts";
import { timetableSessions } from "./attendance.server.ts";
import { gymCalendar, monthsBetween } from "./gym-calendar.server.ts";

// The hand-made data below is written in London's wall-clock time: the gym's zone is pinned,
// whatever zone a gym's own content names.
vi.mock("#app/content/site.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("#app/content/site.ts")>();
  return { ...actual, site: { ...actual.site, timeZone: "Europe/London" } };
});

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

describe("the schedule's sessions as the attendance report counts them, after the desk edited it", () => {
  // A slot moved from a date on, a one-off session, and two days the gym was closed.
  const data = sampleScheduleData();
  const [moved] = data.slots;
  if (!moved) throw new Error("the sample schedule has no slot");
  const edited = indexSchedule({
    ...data,
    slots: [
      { ...moved, effectiveUntil: "2026-10-26" },
      ...data.slots.slice(1),
      { ...moved, id: `${moved.id}-later`, start: "06:30", end: "07:15", effectiveFrom: "2026-10-26" },
    ],
    oneOffs: [
      {
        id: "one-off",
        classSlug: moved.classSlug,
        localDate: "2026-10-24",
        start: "12:15",
        end: "13:00",
        trainerId: moved.trainerId,
        capacity: 7,
        version: 1,
      },
    ],
    closures: [
      { id: "closed", from: "2026-10-21", to: "2026-10-22", reason: "Floor works", createdAt: "2026-10-01T00:00:00Z" },
    ],
  });
  const counted = timetableSessions("2026-10-19", "2026-11-01", edited);

  it("are the sessions the timetable shows, the one-off and the moved slot's new time included", () => {
    const shown = sessionsBetween(Temporal.PlainDate.from("2026-10-19"), Temporal.PlainDate.from("2026-11-01"), edited)
      .filter((session) => session.closure === null)
      .map((session) => ({
        id: session.id,
        classSlug: session.classSlug,
        startsAtUtc: session.startsAtUtc,
        capacity: session.capacity,
      }));
    expect(counted).toEqual(shown);
    expect(counted.map((session) => session.id)).toContain(`${moved.classSlug}-2026-10-24-1215`);
  });

  it("counts no session on the days the gym was closed", () => {
    expect(counted.filter((session) => /-2026-10-2[12]-/.test(session.id))).toEqual([]);
    expect(timetableSessions("2026-10-21", "2026-10-22", indexSchedule(data)).length).toBeGreaterThan(0);
  });
});
