import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createMembers } from "#app/features/booking/test-support.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { attendanceReport } from "./attendance.server.ts";
import { rangeOf } from "./range.server.ts";
import { addSession, scheduledSession } from "./test-support.ts";

// The hand-made data below is written in London's wall-clock time: the gym's zone is pinned,
// whatever zone a gym's own content names.
vi.mock("#app/content/site.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("#app/content/site.ts")>();
  return { ...actual, site: { ...actual.site, timeZone: "Europe/London" } };
});

/**
 * A fortnight of a small gym, in November (London is on UTC, so the times below are the
 * gym's too). The timetable: Spin Monday to Wednesday at 9:00 (4 places), Pilates Monday and
 * Wednesday at 18:00 (10 places). "Now" is Friday 27 November, noon.
 *
 * What happened (rows exist only where someone booked or staff changed something):
 * - Spin Mon 16: 3 places held (2 came, 1 no-show; one of them came up from the waitlist),
 *   1 late cancellation, 1 cancellation in time, 1 left the waitlist.
 * - Spin Tue 17: 4 places held, all 4 came; 1 still waiting when it began.
 * - Pilates Mon 23: 2 places held, nobody marked (an ended session: 2 no-shows).
 * - Pilates Wed 25: cancelled by the gym (3 members had booked).
 * - Spin Fri 27 at 18:00, an extra class, 1 booked: not begun yet, so not counted.
 * Every other session of the timetable ran with nobody booked.
 */
const NOW = new Date("2026-11-27T12:00:00.000Z");
const range = rangeOf("2026-11-16", "2026-11-29");
const timetable = (from: string, to: string) =>
  [
    ["spin", 9, [1, 2, 3]],
    ["pilates", 18, [1, 3]],
  ].flatMap(([slug, hour, weekdays]) =>
    ["2026-11-16", "2026-11-17", "2026-11-18", "2026-11-23", "2026-11-24", "2026-11-25"]
      .filter((date) => date >= from && date <= to)
      .filter((date) => (weekdays as number[]).includes(new Date(`${date}T00:00:00Z`).getUTCDay()))
      .map((date) =>
        scheduledSession(
          slug as string,
          `${date}T${String(hour).padStart(2, "0")}:00:00.000Z`,
          slug === "spin" ? 4 : 10,
        ),
      ),
  );
const at = (date: string, time: string) => `${date}T${time}:00.000Z`;
const id = (slug: string, startsAt: string) => scheduledSession(slug, startsAt, 0).id;

describe.each(databaseKinds)("the attendance report on %s", (kind) => {
  let fresh: FreshDatabase;
  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    const members = await createMembers(fresh.database, 7);
    const m = (index: number) => members[index] as string;
    const spinMon = at("2026-11-16", "09:00");
    await addSession(fresh.database, {
      id: id("spin", spinMon),
      classSlug: "spin",
      startsAt: spinMon,
      capacity: 4,
      bookings: [
        { userId: m(0), status: "booked", attendance: "attended" },
        { userId: m(1), status: "booked", attendance: "attended", promoted: true },
        { userId: m(2), status: "booked", attendance: "no-show" },
        { userId: m(3), status: "late-cancelled" },
        { userId: m(4), status: "cancelled" },
        { userId: m(5), status: "left-waitlist" },
      ],
    });
    const spinTue = at("2026-11-17", "09:00");
    await addSession(fresh.database, {
      id: id("spin", spinTue),
      classSlug: "spin",
      startsAt: spinTue,
      capacity: 4,
      bookings: [
        ...[0, 1, 2, 3].map((index) => ({
          userId: m(index),
          status: "booked" as const,
          attendance: "attended" as const,
        })),
        { userId: m(4), status: "waitlisted" },
      ],
    });
    const pilatesMon = at("2026-11-23", "18:00");
    await addSession(fresh.database, {
      id: id("pilates", pilatesMon),
      classSlug: "pilates",
      startsAt: pilatesMon,
      capacity: 10,
      bookings: [
        { userId: m(0), status: "booked" },
        { userId: m(1), status: "booked" },
      ],
    });
    const pilatesWed = at("2026-11-25", "18:00");
    await addSession(fresh.database, {
      id: id("pilates", pilatesWed),
      classSlug: "pilates",
      startsAt: pilatesWed,
      capacity: 10,
      cancelled: true,
      bookings: [0, 1, 2].map((index) => ({ userId: m(index), status: "session-cancelled" as const })),
    });
    const extra = at("2026-11-27", "18:00");
    await addSession(fresh.database, {
      id: id("spin", extra),
      classSlug: "spin",
      startsAt: extra,
      capacity: 4,
      bookings: [{ userId: m(6), status: "booked" }],
    });
  });
  afterAll(async () => {
    await fresh.dispose();
  });

  const report = () => attendanceReport(fresh.database, range, { now: NOW, scheduled: timetable });

  it("adds up the sessions that ran, the unbooked ones as empty, the cancelled and the unstarted left out", async () => {
    const { totals } = await report();
    // Ran: 6 Spin (4 places each) and 3 Pilates (10 each); Pilates Wed 25 was cancelled, Friday's extra has not begun.
    expect(totals.sessions).toBe(9);
    expect(totals.places).toBe(6 * 4 + 3 * 10);
    // Held at the start: 3 + 4 + 2.
    expect(totals.booked).toBe(9);
    expect(totals.fillRate).toBeCloseTo(9 / 54);
    // Came: 2 + 4. No-shows: 1 marked on Monday, 2 unmarked at Pilates (ended).
    expect(totals.visits).toBe(6);
    expect(totals.noShows).toBe(3);
    expect(totals.noShowRate).toBeCloseTo(3 / (6 + 3));
    // One late cancellation of 9 + 1 places that were held within the cut-off.
    expect(totals.lateCancellations).toBe(1);
    expect(totals.lateCancelRate).toBeCloseTo(1 / 10);
    // Waitlist: Monday's promoted member and the one who left, Tuesday's one still waiting.
    expect(totals.waitlisted).toBe(3);
  });

  it("counts visits per day and per week (Monday to Sunday), up to today", async () => {
    const { days, weeks } = await report();
    expect(days.map((day) => day.date)).toEqual([
      "2026-11-16",
      "2026-11-17",
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
    ]);
    expect(days.filter((day) => day.visits > 0)).toEqual([
      { date: "2026-11-16", visits: 2 },
      { date: "2026-11-17", visits: 4 },
    ]);
    expect(weeks).toEqual([
      { monday: "2026-11-16", visits: 6 },
      { monday: "2026-11-23", visits: 0 },
    ]);
  });

  it("gives each class and each time slot its fill rate, waitlist demand, no-show and late-cancel rates", async () => {
    const { classes, slots } = await report();
    expect(
      classes.map(({ slug, sessions, places, booked, fillRate, waitlisted, noShowRate, lateCancelRate }) => ({
        slug,
        sessions,
        places,
        booked,
        fillRate,
        waitlisted,
        noShowRate,
        lateCancelRate,
      })),
    ).toEqual([
      // Spin: 7 of 24 places; 1 no-show of 7 who came or not; 1 late of 7 + 1.
      {
        slug: "spin",
        sessions: 6,
        places: 24,
        booked: 7,
        fillRate: 7 / 24,
        waitlisted: 3,
        noShowRate: 1 / 7,
        lateCancelRate: 1 / 8,
      },
      // Pilates: 2 of 30; both no-shows; no late cancellation.
      {
        slug: "pilates",
        sessions: 3,
        places: 30,
        booked: 2,
        fillRate: 2 / 30,
        waitlisted: 0,
        noShowRate: 1,
        lateCancelRate: 0,
      },
    ]);
    expect(slots.map((slot) => [slot.weekday, slot.start, slot.classes, slot.booked, slot.places])).toEqual([
      [1, "09:00", ["spin"], 3, 8],
      [1, "18:00", ["pilates"], 2, 20],
      [2, "09:00", ["spin"], 4, 8],
      [3, "09:00", ["spin"], 0, 8],
      [3, "18:00", ["pilates"], 0, 10],
    ]);
  });

  it("maps fill rate onto the week grid by weekday and starting hour", async () => {
    const { heat } = await report();
    expect(heat.hours).toEqual([9, 18]);
    const cell = (weekday: number, hour: number) =>
      heat.cells.find((each) => each.weekday === weekday && each.hour === hour)?.fillRate;
    expect(cell(1, 9)).toBeCloseTo(3 / 8);
    expect(cell(2, 9)).toBeCloseTo(4 / 8);
    expect(cell(3, 9)).toBe(0);
    expect(cell(1, 18)).toBeCloseTo(2 / 20);
    // Wednesday's Pilates ran once (the second was cancelled), empty.
    expect(cell(3, 18)).toBe(0);
    expect(cell(2, 18)).toBeUndefined();
  });
});
