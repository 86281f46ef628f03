import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatTimeRange } from "#app/content/clock.ts";
import { type Weekday, weekdays } from "#app/content/weekdays.ts";
import { bookSession } from "#app/features/booking/bookings.server.ts";
import { OWN_WRITES_SEEN_MS, PLACES_FRESH_MS } from "#app/features/booking/places.server.ts";
import { bookingPhase, bookingWindow } from "#app/features/booking/rules.ts";
import { createMembers } from "#app/features/booking/test-support.ts";
import { type ClassSession, gymToday, sessionsOn } from "#app/features/timetable/sessions.server.ts";
import { LIVE_IN_DOCUMENT, LIVE_VALUES_ID } from "#app/platform/performance/LiveValues.tsx";
import { clock } from "#app/platform/time/clock.ts";
import { type ApiMember, api, book, signUp } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { type RunningServer, startServer } from "#tests/support/server-process.ts";
import { TEST_SECRET } from "#tests/support/test-settings.ts";

/**
 * A day's schedule under a crowd (decision 0175): rendered once per version, completed per
 * request with the places and the member's own, kept whole for visitors. The servers run
 * with PAGE_TEMPLATES=check, so every page they complete from a template is also rendered
 * in full and compared: any difference is logged as an error, and the test fails on it.
 */

/** A class of the coming six days that can be booked now, and the day page that shows it. */
function bookableClass(): { session: ClassSession; path: string } {
  const today = gymToday();
  for (let days = 1; days <= 6; days++) {
    const date = today.add({ days });
    const session = sessionsOn(date).find(
      (candidate) =>
        candidate.closure === null && bookingPhase(bookingWindow(candidate.startsAtUtc), clock.millis()) === "open",
    );
    if (session) return { session, path: `/schedule/${weekdays[date.dayOfWeek - 1] as Weekday}` };
  }
  throw new Error("no class open for booking in the coming six days");
}

interface PageView {
  html: string;
  /** How the server made it: "kept", "template" or "render" (Server-Timing). */
  made: string;
  /** When the request was sent (performance.now()). */
  sentAt: number;
}

async function view(server: RunningServer, path: string, member?: ApiMember): Promise<PageView> {
  const sentAt = performance.now();
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    headers: member ? { cookie: member.cookie } : {},
  });
  expect(response.status).toBe(200);
  const made = /desc="([a-z]+)"/.exec(response.headers.get("server-timing") ?? "")?.[1] ?? "";
  return { html: await response.text(), made, sentAt };
}

/** The row of `session` on a day page: what its places column says, and whether the member holds it. */
function rowOf(html: string, session: ClassSession) {
  const label = `${session.className}, ${formatTimeRange(session.start, session.end)}`;
  const row = html.split("<tr").find((chunk) => chunk.includes(`: ${label}"`));
  if (!row) throw new Error(`no row for ${label}`);
  return {
    places: /(\d+) spots? left|Full: join the waitlist/.exec(row)?.[0],
    booked: />Booked</.test(row),
  };
}

const spots = (count: number) => `${count} ${count === 1 ? "spot" : "spots"} left`;

describe.each(databaseKinds)("a day's schedule kept under a crowd, on %s", (kind) => {
  let fresh: FreshDatabase;
  let server: RunningServer;
  const { session, path } = bookableClass();

  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    server = await startServer({
      ...fresh.env,
      BETTER_AUTH_SECRET: TEST_SECRET,
      DEMO_EMAIL: "",
      AUTH_RATE_LIMIT_MAX: "1000",
      PAGE_TEMPLATES: "check",
    });
  });
  afterAll(async () => {
    await server?.stop();
    expect(server?.output() ?? "").not.toMatch(/differs from the full rendering|rendered in full per request/);
    await fresh?.dispose();
  });

  it(`renders the page for visitors once and serves it kept; a booking here shows on it within ${OWN_WRITES_SEEN_MS} ms, without rendering it again`, async () => {
    const first = await view(server, path);
    const places = Number(rowOf(first.html, session).places?.split(" ")[0]);
    expect(places).toBeGreaterThan(1);
    for (let i = 0; i < 5; i++) expect((await view(server, path)).made).toBe("kept");

    const member = await signUp(server, "member", { database: fresh.database });
    expect((await book(server, member, session.id)).status).toBe(201);
    const bookedAt = performance.now();

    const after = await expectShownWithinBound(server, path, session, spots(places - 1), bookedAt, OWN_WRITES_SEEN_MS);
    // Completed from the template: the places are a slot, not a reason to render the page again.
    expect(after.made).toBe("template");
    expect((await view(server, path)).made).toBe("kept");
  });

  it("shows a signed-in member their own booking at once, and the places within the bound, from the page kept for members", async () => {
    const member = await signUp(server, "booker", { database: fresh.database });
    await view(server, path, member);
    const before = await view(server, path, member);
    expect(rowOf(before.html, session).booked).toBe(false);
    const places = Number(rowOf(before.html, session).places?.split(" ")[0]);

    expect((await book(server, member, session.id)).status).toBe(201);
    const bookedAt = performance.now();
    const after = await view(server, path, member);
    expect(rowOf(after.html, session).booked).toBe(true);
    // Filled, not rendered: the places and the member's own are values beside the page (decision 0228).
    expect(after.made).toBe("filled");
    const shown = await expectShownWithinBound(
      server,
      path,
      session,
      spots(places - 1),
      bookedAt,
      OWN_WRITES_SEEN_MS,
      member,
    );
    expect(shown.made).toBe("filled");
    // Another member on the same page, at the same moment: their own state, the same places.
    const other = await signUp(server, "other", { database: fresh.database });
    const theirs = await view(server, path, other);
    expect(rowOf(theirs.html, session)).toEqual({ booked: false, places: spots(places - 1) });
  });

  it("fills each member's page from the one kept for members, with their own bookings beside the data every member shares", async () => {
    const booker = await signUp(server, "keeper", { database: fresh.database });
    const neighbour = await signUp(server, "neighbour", { database: fresh.database });
    expect((await book(server, booker, session.id)).status).toBe(201);
    await view(server, path, booker);

    const mine = await view(server, path, booker);
    const theirs = await view(server, path, neighbour);
    // Filled, not rendered: and in check mode each was also rendered in full and found the same.
    expect([mine.made, theirs.made]).toEqual(["filled", "filled"]);
    expect(rowOf(mine.html, session).booked).toBe(true);
    expect(rowOf(theirs.html, session)).toEqual({ booked: false, places: rowOf(mine.html, session).places });
    expect(liveValuesOf(mine.html).mine[session.id]?.myBooking).not.toBeNull();
    expect(liveValuesOf(theirs.html).mine[session.id]?.myBooking).toBeNull();
    expect(liveValuesOf(theirs.html).places[session.id]).toEqual(liveValuesOf(mine.html).places[session.id]);
    expect(dataScriptsOf(mine.html)).toBe(dataScriptsOf(theirs.html));
    expect(dataScriptsOf(mine.html)).not.toMatch(/myBooking|spotsLeft/);

    // A client navigation's data holds the member's own rows themselves.
    const data = await fetch(`http://127.0.0.1:${server.port}${path}.data`, { headers: { cookie: booker.cookie } });
    const text = await data.text();
    expect(text).not.toContain(LIVE_IN_DOCUMENT);
    expect(text).toContain("myBooking");
  });

  it("gives a cookie whose session has ended the visitors' page, never the member's", async () => {
    const leaver = await signUp(server, "leaver", { database: fresh.database });
    expect((await book(server, leaver, session.id)).status).toBe(201);
    await view(server, path, leaver);
    expect((await view(server, path, leaver)).made).toBe("filled");
    const signedOut = await api(server, "/api/auth/sign-out", { member: leaver, method: "POST", json: {} });
    expect(signedOut.status).toBe(200);

    const after = await view(server, path, leaver);
    expect(after.made).not.toBe("filled");
    expect(after.html).toContain("Members: sign in to book");
    expect(rowOf(after.html, session).booked).toBe(false);
    expect(after.html).not.toContain(LIVE_VALUES_ID);
  });

  it("tells a member, as a visitor, that a filter is unknown, with a 404", async () => {
    const member = await signUp(server, "filterer", { database: fresh.database });
    await view(server, path, member);
    for (const who of [member, undefined]) {
      const response = await fetch(`http://127.0.0.1:${server.port}${path}?class=no-such-class`, {
        headers: who ? { cookie: who.cookie } : {},
      });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("no-such-class");
    }
  });

  it("gives each of a crowd of members asking at once their own page", async () => {
    const crowd = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signUp(server, `crowd-${i}`, { database: fresh.database })),
    );
    const holders = crowd.slice(0, 2);
    for (const member of holders) expect((await book(server, member, session.id)).status).toBe(201);

    // Twice each, all at once: the first of them renders the page again (the booking moved
    // the places), the others wait for it or are filled; each sees only their own booking.
    const views = await Promise.all(
      [...crowd, ...crowd].map(async (member) => ({ member, page: await view(server, path, member) })),
    );
    for (const { member, page } of views) {
      expect(rowOf(page.html, session).booked, member.email).toBe(holders.includes(member));
      expect(page.html).not.toContain("Members: sign in to book");
    }
    expect(views.some(({ page }) => page.made === "filled")).toBe(true);
  });

  it(`shows a booking another process made within ${PLACES_FRESH_MS} ms`, async () => {
    // SQLite's other writer is this test process on the same file (as `npm run staff` is);
    // PostgreSQL's is checked between two servers below.
    const before = rowOf((await view(server, path)).html, session).places;
    const [userId] = await createMembers(fresh.database, 1);
    await bookSession(fresh.database, { userId: userId as string, sessionId: session.id });
    const bookedAt = performance.now();
    const expected = spots(Number(before?.split(" ")[0]) - 1);
    await expectShownWithinBound(server, path, session, expected, bookedAt);
  });
});

interface LiveValuesShown {
  places: Record<string, { spotsLeft: number }>;
  mine: Record<string, { myBooking: unknown }>;
}

/** The live values a member's page carries beside its data (LiveValues.tsx). */
function liveValuesOf(html: string): LiveValuesShown {
  const block = new RegExp(`<script type="application/json" id="${LIVE_VALUES_ID}">(.*?)</script>`, "s").exec(html);
  if (!block?.[1]) throw new Error("the page has no live values");
  return JSON.parse(block[1]) as LiveValuesShown;
}

/** React Router's data for the browser in a page, its nonce left out. */
function dataScriptsOf(html: string): string {
  const start = html.indexOf("window.__reactRouterContext.streamController.enqueue");
  return html.slice(start, html.lastIndexOf("</body>")).replace(/nonce="[^"]*"/g, "");
}

/**
 * Polls the page (a visitor's, or `member`'s) until it shows `expected`, and returns that
 * view: a page asked for more than `bound` ms after the booking had committed (`bookedAt`)
 * must show it; one asked for earlier may still show the places before.
 */
async function expectShownWithinBound(
  server: RunningServer,
  path: string,
  session: ClassSession,
  expected: string,
  bookedAt: number,
  bound = PLACES_FRESH_MS,
  member?: ApiMember,
): Promise<PageView> {
  for (;;) {
    const page = await view(server, path, member);
    const shown = rowOf(page.html, session).places;
    if (shown === expected) return page;
    expect(
      page.sentAt - bookedAt,
      `still "${shown}" ${Math.round(page.sentAt - bookedAt)} ms after the booking`,
    ).toBeLessThan(bound);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.runIf(databaseKinds.includes("postgres"))("two servers sharing PostgreSQL", () => {
  let fresh: FreshDatabase;
  let first: RunningServer;
  let second: RunningServer;
  const { session, path } = bookableClass();

  beforeAll(async () => {
    fresh = await freshDatabase("postgres");
    const env = { ...fresh.env, BETTER_AUTH_SECRET: TEST_SECRET, DEMO_EMAIL: "", AUTH_RATE_LIMIT_MAX: "1000" };
    [first, second] = await Promise.all([startServer(env), startServer(env)]);
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await fresh?.dispose();
  });

  it(`show each other's bookings on their kept pages within ${PLACES_FRESH_MS} ms`, async () => {
    const before = rowOf((await view(first, path)).html, session).places;
    expect((await view(first, path)).made).toBe("kept");
    let count = Number(before?.split(" ")[0]);
    for (const [booking, showing] of [
      [second, first],
      [first, second],
    ] as const) {
      await view(showing, path);
      const member = await signUp(booking, "member", { database: fresh.database });
      expect((await book(booking, member, session.id)).status).toBe(201);
      const bookedAt = performance.now();
      count--;
      await expectShownWithinBound(showing, path, session, spots(count), bookedAt);
    }
  });
});
