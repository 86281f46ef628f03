import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createMembers } from "#app/features/booking/test-support.ts";
import { saveInquiry } from "#app/features/contact/inquiries.server.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { staffOverview, weeksToCompare } from "./overview.server.ts";
import { addMembership, addSession, scheduledSession } from "./test-support.ts";

// The hand-made data below is written in London's wall-clock time: the gym's zone is pinned,
// whatever zone a gym's own content names.
vi.mock("#app/content/site.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("#app/content/site.ts")>();
  return { ...actual, site: { ...actual.site, timeZone: "Europe/London" } };
});

/**
 * The desk's front page on Wednesday 25 November 2026 at noon (London on UTC). The
 * timetable: Spin Monday to Wednesday at 9:00, 4 places.
 * - Last week: Monday's Spin, 3 came; Wednesday's, 1 came; an extra Spin on Wednesday at
 *   18:00, 2 came (after noon: not yet at this point of last week).
 * - This week: Monday's Spin, 2 came and 1 did not; Tuesday's and this morning's Spin
 *   nobody booked; tonight's extra class, 1 booked.
 * - A member who last came on 1 November; two leads, one answered; one membership past due.
 */
const NOW = new Date("2026-11-25T12:00:00.000Z");
const timetable = (from: string, to: string) =>
  ["2026-11-16", "2026-11-17", "2026-11-18", "2026-11-23", "2026-11-24", "2026-11-25"]
    .filter((date) => date >= from && date <= to)
    .map((date) => scheduledSession("spin", `${date}T09:00:00.000Z`, 4));

describe.each(databaseKinds)("the desk's overview on %s", (kind) => {
  let fresh: FreshDatabase;
  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    const { database } = fresh;
    const members = await createMembers(database, 5);
    const m = (index: number) => members[index] as string;
    const came = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        userId: m(index),
        status: "booked" as const,
        attendance: "attended" as const,
      }));
    const session = (startsAt: string, bookings: Parameters<typeof addSession>[1]["bookings"]) =>
      addSession(database, {
        id: scheduledSession("spin", startsAt, 4).id,
        classSlug: "spin",
        startsAt,
        capacity: 4,
        bookings,
      });
    await session("2026-11-16T09:00:00.000Z", came(3));
    await session("2026-11-18T09:00:00.000Z", came(1));
    await session("2026-11-18T18:00:00.000Z", came(2));
    await session("2026-11-23T09:00:00.000Z", [...came(2), { userId: m(2), status: "booked", attendance: "no-show" }]);
    await session("2026-11-25T18:00:00.000Z", [{ userId: m(0), status: "booked" }]);
    await addSession(database, {
      id: `spin-${randomUUID()}`,
      classSlug: "spin",
      startsAt: "2026-11-01T09:00:00.000Z",
      capacity: 4,
      bookings: [{ userId: m(4), status: "booked", attendance: "attended" }],
    });
    const answered = await saveInquiry(database.db, {
      fullName: "A",
      email: "a@example.com",
      className: null,
      comment: "",
    });
    await saveInquiry(database.db, { fullName: "B", email: "b@example.com", className: null, comment: "" });
    await database.db
      .insertInto("lead_followups")
      .values({
        inquiry_id: answered.id,
        status: "contacted",
        note: "",
        version: 1,
        updated_at: NOW.toISOString(),
        updated_by_id: m(4),
        updated_by_email: "desk@example.com",
      })
      .execute();
    await addMembership(database, {
      userId: m(3),
      productId: "monthly",
      status: "past_due",
      periodEnd: "2026-11-20T10:00:00.000Z",
    });
    await addMembership(database, {
      userId: m(1),
      productId: "monthly",
      status: "active",
      periodEnd: "2026-12-20T10:00:00.000Z",
    });
  });
  afterAll(async () => {
    await fresh.dispose();
  });

  it("compares this week's visits with last week's by the same moment, and gives this week's fill rate so far", async () => {
    const overview = await staffOverview(fresh.database, { now: NOW, scheduled: timetable });
    expect(overview).toEqual({
      // Monday: 2 came.
      visits: 2,
      // Monday 16: 3, Wednesday 18 at 9:00: 1; the 18:00 class came after noon.
      visitsLastWeek: 4,
      // 3 places held of Monday's, Tuesday's and this morning's 4 each.
      fillRate: 3 / 12,
      newLeads: 1,
      // Last came on 1 November; everyone else came this week or last.
      slippingAway: 1,
      pastDue: 1,
    });
  });
});

describe("the weeks the overview compares", () => {
  it("start on Monday at midnight on the gym's clock, a week earlier across the end of summer time", () => {
    // Tuesday 27 October 2026, noon in London (GMT since Sunday).
    const { thisWeek, lastWeek } = weeksToCompare(new Date("2026-10-27T12:00:00.000Z"), "Europe/London");
    expect(thisWeek.range.startsAt).toBe("2026-10-26T00:00:00.000Z");
    // Monday 19 October, midnight BST; and Tuesday 20 October, noon BST.
    expect(lastWeek.range.startsAt).toBe("2026-10-18T23:00:00.000Z");
    expect(lastWeek.now.toISOString()).toBe("2026-10-20T11:00:00.000Z");
  });
});
