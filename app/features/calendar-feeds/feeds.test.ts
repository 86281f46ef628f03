import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bookSession } from "#app/features/booking/bookings.server.ts";
import { cancelBooking } from "#app/features/booking/cancellations.server.ts";
import { createMembers } from "#app/features/booking/test-support.ts";
import { currentSchedule, installSchedule } from "#app/features/timetable/current-schedule.ts";
import { indexSchedule } from "#app/features/timetable/schedule.ts";
import { findSession } from "#app/features/timetable/sessions.server.ts";
import { parseEnv, type ServerEnv } from "#app/platform/config/env.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { TEST_SECRET } from "#tests/support/test-settings.ts";
import { memberFeedToken, resetMemberFeedToken } from "./feed-tokens.server.ts";
import { classFeedResponse, memberFeedResponse, scheduleFeedResponse } from "./feeds.server.ts";
import { readCalendar } from "./test-support.ts";

/**
 * The feeds as a calendar app sees them, parsed by ical.js. The timetable is the tests' own
 * (Spin daily at 9:00; Lift 9:30 and Yoga 10:00 on Mondays) in London, whatever the gym's is.
 */
vi.mock("#app/content/timetable.ts", async () => ({
  timetable: (await import("#app/features/booking/test-support.ts")).fixtureTimetable,
}));
vi.mock("#app/content/classes.ts", async () => ({
  gymClasses: (await import("#app/features/booking/test-support.ts")).fixtureClasses,
}));
vi.mock("#app/content/booking-rules.ts", async () => ({
  bookingRules: (await import("#app/features/booking/test-support.ts")).fixtureRules,
}));
vi.mock("#app/content/site.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("#app/content/site.ts")>();
  return { ...actual, site: { ...actual.site, timeZone: "Europe/London" } };
});

const ORIGIN = "https://gym.example";
const { site } = await import("#app/content/site.ts");
const ADDRESS = site.contact.address;
/** Monday 23 March 2026: the four weeks ahead cross London's change to summer time on Sunday 29 March. */
const BEFORE_SPRING = new Date("2026-03-23T06:00:00Z");
/** Monday 19 October 2026: the four weeks ahead cross the change back on Sunday 25 October. */
const BEFORE_AUTUMN = new Date("2026-10-19T06:00:00Z");

const get = (path: string, headers: Record<string, string> = {}) => new Request(`${ORIGIN}${path}`, { headers });

async function cancelAsStaff(database: Database, sessionId: string, reason: string, at = clock.now().toISOString()) {
  const session = findSession(sessionId);
  if (!session) throw new Error(`no session ${sessionId}`);
  await database.db
    .insertInto("class_sessions")
    .values({
      id: session.id,
      class_slug: session.classSlug,
      starts_at: session.startsAtUtc,
      ends_at: session.endsAtUtc,
      capacity: session.capacity,
      booked_count: 0,
      last_seq: 0,
      cancelled_at: at,
      cancel_reason: reason,
      created_at: at,
    })
    .onConflict((conflict) => conflict.column("id").doUpdateSet({ cancelled_at: at, cancel_reason: reason }))
    .execute();
}

describe.each(databaseKinds)("calendar feeds on %s", (kind) => {
  let fresh: FreshDatabase;
  let services: { database: Database; env: ServerEnv };

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(BEFORE_SPRING);
    fresh = await freshDatabase(kind);
    const env = parseEnv({ NODE_ENV: "production", DATA_DIR: "/nonexistent", SITE_URL: ORIGIN, DEMO_EMAIL: "" });
    services = { database: fresh.database, env };
  });
  afterEach(async () => {
    vi.useRealTimers();
    await fresh.dispose();
  });

  const feed = async (response: Response) => {
    expect(response.status).toBe(200);
    return readCalendar(await response.text());
  };

  describe("the whole timetable, /schedule.ics", () => {
    it("is iCalendar with every session of the next four weeks, each with its class, trainer, address and day page", async () => {
      const response = await scheduleFeedResponse(get("/schedule.ics"), services);
      expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
      const calendar = await feed(response);
      // 28 days of Spin, and Lift and Yoga on four Mondays.
      expect(calendar.events).toHaveLength(28 + 4 + 4);
      expect(calendar.timeZones).toEqual(["Europe/London"]);
      const first = calendar.events[0];
      expect(first).toMatchObject({
        uid: "session-spin-2026-03-23-0900@gym.example",
        summary: "Spin with Coach",
        status: "CONFIRMED",
        timeZone: "Europe/London",
        localStart: "2026-03-23T09:00",
        localEnd: "2026-03-23T10:00",
        url: `${ORIGIN}/schedule/monday`,
      });
      expect(first?.location).toContain(ADDRESS);
      const nextWeek = calendar.events.find((event) => event.uid.startsWith("session-yoga-2026-03-30"));
      expect(nextWeek?.url).toBe(`${ORIGIN}/schedule/monday?week=1`);
      expect(new Set(calendar.events.map((event) => event.uid)).size).toBe(calendar.events.length);
    });

    it("keeps a 9:00 class at 9:00 in London on both sides of the spring change, an hour earlier in UTC", async () => {
      const { events } = await feed(await scheduleFeedResponse(get("/schedule.ics"), services));
      const spin = (date: string) => events.find((event) => event.uid === `session-spin-${date}-0900@gym.example`);
      expect(spin("2026-03-28")).toMatchObject({
        localStart: "2026-03-28T09:00",
        utcStart: "2026-03-28T09:00:00.000Z",
      });
      expect(spin("2026-03-29")).toMatchObject({
        localStart: "2026-03-29T09:00",
        utcStart: "2026-03-29T08:00:00.000Z",
      });
      expect(spin("2026-03-29")?.utcEnd).toBe("2026-03-29T09:00:00.000Z");
      for (const event of events.filter((candidate) => candidate.summary.startsWith("Spin"))) {
        expect(event.localStart.slice(11), event.uid).toBe("09:00");
      }
    });

    it("keeps a 9:00 class at 9:00 in London on both sides of the autumn change, an hour later in UTC", async () => {
      vi.setSystemTime(BEFORE_AUTUMN);
      const { events } = await feed(await scheduleFeedResponse(get("/schedule.ics"), services));
      const spin = (date: string) => events.find((event) => event.uid === `session-spin-${date}-0900@gym.example`);
      expect(spin("2026-10-24")).toMatchObject({
        localStart: "2026-10-24T09:00",
        utcStart: "2026-10-24T08:00:00.000Z",
      });
      expect(spin("2026-10-25")).toMatchObject({
        localStart: "2026-10-25T09:00",
        utcStart: "2026-10-25T09:00:00.000Z",
      });
    });

    it("names every event the same way on every request, answers an unchanged feed with 304, and a changed one anew", async () => {
      const first = await scheduleFeedResponse(get("/schedule.ics"), services);
      const etag = first.headers.get("etag") ?? "";
      const uids = (await feed(first)).events.map((event) => event.uid);
      vi.setSystemTime(new Date(BEFORE_SPRING.getTime() + 60 * 60 * 1000));
      const second = await scheduleFeedResponse(get("/schedule.ics"), services);
      expect(second.headers.get("etag")).toBe(etag);
      expect((await feed(second)).events.map((event) => event.uid)).toEqual(uids);

      const unchanged = await scheduleFeedResponse(get("/schedule.ics", { "If-None-Match": etag }), services);
      expect(unchanged.status).toBe(304);
      expect(await unchanged.text()).toBe("");

      await cancelAsStaff(fresh.database, "spin-2026-03-25-0900", "Coach is ill");
      const changed = await scheduleFeedResponse(get("/schedule.ics", { "If-None-Match": etag }), services);
      expect(changed.status).toBe(200);
      expect(changed.headers.get("etag")).not.toBe(etag);
    });

    it("marks a session staff cancelled as CANCELLED, says so in its title, and keeps its UID", async () => {
      await cancelAsStaff(fresh.database, "spin-2026-03-25-0900", "Coach is ill");
      const { events } = await feed(await scheduleFeedResponse(get("/schedule.ics"), services));
      const cancelled = events.filter((event) => event.status === "CANCELLED");
      expect(cancelled).toEqual([
        expect.objectContaining({
          uid: "session-spin-2026-03-25-0900@gym.example",
          summary: "Cancelled: Spin with Coach",
          sequence: 1,
        }),
      ]);
      expect(events).toHaveLength(36);
    });
  });

  describe("one class, /classes/:slug.ics", () => {
    it("has that class's sessions only", async () => {
      const { name, events } = await feed(await classFeedResponse(get("/classes/lift.ics"), "lift", services));
      expect(name).toContain("Lift");
      expect(events.map((event) => event.localStart)).toEqual([
        "2026-03-23T09:30",
        "2026-03-30T09:30",
        "2026-04-06T09:30",
        "2026-04-13T09:30",
      ]);
      expect(events.every((event) => event.summary === "Lift with Coach")).toBe(true);
    });

    it("writes a title holding line breaks (stored before titles were one line) as text: it adds no line to the calendar", async () => {
      const sample = currentSchedule();
      const hostile = "Lift\r\nX-INJECTED:1\nMETHOD:REQUEST;\\,";
      installSchedule(
        indexSchedule({
          ...sample,
          classes: sample.classes.map((gymClass) =>
            gymClass.slug === "lift" ? { ...gymClass, title: hostile } : gymClass,
          ),
        }),
      );
      try {
        const text = await (await classFeedResponse(get("/classes/lift.ics"), "lift", services)).text();
        const lines = text.split("\r\n");
        // Folded at 75 octets, and nothing unfolds into a property the gym did not write.
        for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
        const unfolded = text.replace(/\r\n[ \t]/g, "").split("\r\n");
        expect(unfolded.filter((line) => /^(X-INJECTED|METHOD)[:;]/.test(line))).toEqual([]);
        const escaped = "Lift\\nX-INJECTED:1\\nMETHOD:REQUEST\\;\\\\\\,";
        for (const property of ["NAME", "X-WR-CALNAME"]) {
          expect(unfolded).toContain(`${property}:${site.brand}: ${escaped}`);
        }
        expect(unfolded).toContain(`X-WR-CALDESC:Every ${escaped} class at ${site.brand} for the next four weeks.`);
        // A calendar app reads the title back whole, on its four sessions.
        const calendar = readCalendar(text);
        expect(calendar.events.map((event) => event.summary)).toEqual(
          Array(4).fill("Lift\nX-INJECTED:1\nMETHOD:REQUEST;\\, with Coach"),
        );
      } finally {
        installSchedule(sample);
      }
    });

    it("is 404 for a class the gym does not have", async () => {
      const response = await classFeedResponse(get("/classes/zumba.ics"), "zumba", services);
      expect(response.status).toBe(404);
    });
  });

  describe("a member's own feed, /account/calendar/:token.ics", () => {
    const memberFeed = (token: string) => memberFeedResponse(get(`/account/calendar/${token}.ics`), token, services);

    it("lists the member's places and waitlist places, and a cancelled booking leaves it", async () => {
      const [member = "", ...others] = await createMembers(fresh.database, 4);
      const token = await memberFeedToken(fresh.database, TEST_SECRET, member);
      expect((await feed(await memberFeed(token))).events).toEqual([]);

      const saturday = await bookSession(fresh.database, { userId: member, sessionId: "spin-2026-03-28-0900" });
      const tuesday = await bookSession(fresh.database, { userId: member, sessionId: "spin-2026-03-24-0900" });
      for (const other of others)
        await bookSession(fresh.database, { userId: other, sessionId: "yoga-2026-03-23-1000" });
      await bookSession(fresh.database, { userId: member, sessionId: "yoga-2026-03-23-1000" });
      await bookSession(fresh.database, { userId: others[0] ?? "", sessionId: "spin-2026-03-26-0900" });

      const response = await memberFeed(token);
      expect(response.headers.get("cache-control")).toBe("private, no-cache");
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
      const { events } = await feed(response);
      expect(events.map((event) => [event.summary, event.status, event.localStart])).toEqual([
        ["Waitlist #1: Yoga with Coach", "TENTATIVE", "2026-03-23T10:00"],
        ["Spin with Coach", "CONFIRMED", "2026-03-24T09:00"],
        ["Spin with Coach", "CONFIRMED", "2026-03-28T09:00"],
      ]);
      expect(events[1]?.uid).toBe(`session-${tuesday.sessionId}@gym.example`);

      await cancelBooking(fresh.database, { userId: member, bookingId: saturday.id });
      const after = await feed(await memberFeed(token));
      expect(after.events.map((event) => event.uid)).not.toContain(`session-${saturday.sessionId}@gym.example`);
      expect(after.events).toHaveLength(2);
    });

    it("shows a booked class that staff cancelled as CANCELLED", async () => {
      const [member = ""] = await createMembers(fresh.database, 1);
      const token = await memberFeedToken(fresh.database, TEST_SECRET, member);
      await bookSession(fresh.database, { userId: member, sessionId: "spin-2026-03-24-0900" });
      await cancelAsStaff(fresh.database, "spin-2026-03-24-0900", "Flooded studio");
      const { events } = await feed(await memberFeed(token));
      expect(events).toEqual([
        expect.objectContaining({ summary: "Cancelled: Spin with Coach", status: "CANCELLED", sequence: 1 }),
      ]);
    });

    it("stops working at once when the member resets the link, and the new link works", async () => {
      const [member = ""] = await createMembers(fresh.database, 1);
      const old = await memberFeedToken(fresh.database, TEST_SECRET, member);
      expect((await memberFeed(old)).status).toBe(200);
      const renewed = await resetMemberFeedToken(fresh.database, TEST_SECRET, member);
      expect(renewed).not.toBe(old);
      expect((await memberFeed(old)).status).toBe(404);
      expect((await memberFeed(renewed)).status).toBe(200);
    });

    it("is 404 for a token never issued or malformed", async () => {
      for (const token of ["", "abc", "x".repeat(43), "../../etc/passwd"]) {
        expect((await memberFeed(token)).status, token).toBe(404);
      }
    });
  });
});
