import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { findSession } from "#app/features/timetable/sessions.server.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { refusalCode } from "#tests/support/refusals.ts";
import { availabilityOf } from "./availability.server.ts";
import { bookSession } from "./bookings.server.ts";
import { cancelBooking, releaseMemberBookings } from "./cancellations.server.ts";
import { BookingRefused } from "./errors.ts";
import { memberBookings } from "./member-bookings.server.ts";
import { createMembers, HOUR, LIFT, MONDAY, SPIN, SPIN_STARTS, spinOn, TWO_DAYS_BEFORE, YOGA } from "./test-support.ts";

vi.mock("#app/content/timetable.ts", async () => ({ timetable: (await import("./test-support.ts")).fixtureTimetable }));
vi.mock("#app/content/classes.ts", async () => ({ gymClasses: (await import("./test-support.ts")).fixtureClasses }));
vi.mock("#app/content/booking-rules.ts", async () => ({
  bookingRules: (await import("./test-support.ts")).fixtureRules,
}));

function sessionNamed(id: string) {
  const session = findSession(id);
  if (!session) throw new Error(`the fixture timetable has no ${id}`);
  return session;
}

const CAPACITY = 3;
const LIMIT = 3;

const refusal = (promise: Promise<unknown>) => refusalCode(promise, BookingRefused);

describe.each(databaseKinds)("booking a class on %s", (kind) => {
  let fresh: FreshDatabase;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  const book = (userId: string, sessionId = SPIN, now = TWO_DAYS_BEFORE) =>
    bookSession(fresh.database, { userId, sessionId, now });
  const cancel = (userId: string, bookingId: string, now = TWO_DAYS_BEFORE) =>
    cancelBooking(fresh.database, { userId, bookingId, now });
  const spinAvailability = async (userId?: string) =>
    (await availabilityOf(fresh.database, [sessionNamed(SPIN)], userId)).get(SPIN);

  it("gives places while there are some, then a place on the waitlist in order of arrival", async () => {
    const members = await createMembers(fresh.database, CAPACITY + 2);
    const results = [];
    for (const member of members) results.push(await book(member));
    expect(results.map((result) => result.status)).toEqual([
      ...Array(CAPACITY).fill("booked"),
      "waitlisted",
      "waitlisted",
    ]);
    expect(results.slice(CAPACITY).map((result) => result.position)).toEqual([1, 2]);
    expect(await spinAvailability(members[CAPACITY])).toMatchObject({
      capacity: CAPACITY,
      booked: CAPACITY,
      waitlisted: 2,
      spotsLeft: 0,
      myBooking: { status: "waitlisted", position: 1 },
    });
  });

  it("opens booking a week before the start and closes it at the start", async () => {
    const [member = ""] = await createMembers(fresh.database, 1);
    expect(await refusal(book(member, SPIN, new Date(SPIN_STARTS - 7 * 24 * HOUR - 1000)))).toBe("BOOKING_NOT_OPEN");
    expect(await refusal(book(member, SPIN, new Date(SPIN_STARTS)))).toBe("BOOKING_CLOSED");
    expect((await book(member, SPIN, new Date(SPIN_STARTS - 7 * 24 * HOUR))).status).toBe("booked");
  });

  it("refuses a session that is not on the timetable", async () => {
    const [member = ""] = await createMembers(fresh.database, 1);
    expect(await refusal(book(member, "spin-2026-11-30-0800"))).toBe("SESSION_NOT_FOUND");
    expect(await refusal(book(member, "nonsense"))).toBe("SESSION_NOT_FOUND");
  });

  it("refuses the same session twice, and two classes at the same time, but not back-to-back ones", async () => {
    const [member = ""] = await createMembers(fresh.database, 1);
    await book(member, SPIN);
    expect(await refusal(book(member, SPIN))).toBe("ALREADY_BOOKED");
    expect(await refusal(book(member, LIFT))).toBe("OVERLAPPING_BOOKING");
    expect((await book(member, YOGA)).status).toBe("booked");
  });

  it("says 'already on the waitlist' when a waitlisted member asks again, and counts a waitlist place as taken time", async () => {
    const members = await createMembers(fresh.database, CAPACITY + 1);
    for (const member of members) await book(member);
    const waiting = members[CAPACITY] ?? "";
    expect(await refusal(book(waiting))).toBe("ALREADY_WAITLISTED");
    expect(await refusal(book(waiting, LIFT))).toBe("OVERLAPPING_BOOKING");
  });

  it(`holds at most ${LIMIT} upcoming places per member, not counting waitlist places`, async () => {
    const [member = "", ...others] = await createMembers(fresh.database, CAPACITY + 1);
    const days = ["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04"];
    for (const day of days.slice(0, LIMIT)) expect((await book(member, spinOn(day))).status).toBe("booked");
    expect(await refusal(book(member, spinOn(days[LIMIT] ?? "")))).toBe("BOOKING_LIMIT_REACHED");
    // A full session still takes them onto its waitlist.
    const full = spinOn(days[LIMIT + 1] ?? "");
    for (const other of others.slice(0, CAPACITY)) await book(other, full);
    expect((await book(member, full)).status).toBe("waitlisted");
  });

  it("promotes the first on the waitlist when a booked member cancels more than 2 hours ahead", async () => {
    const members = await createMembers(fresh.database, CAPACITY + 2);
    const bookings = [];
    for (const member of members) bookings.push(await book(member));
    const leaving = bookings[0]?.id ?? "";
    const cancelled = await cancel(members[0] ?? "", leaving);
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.promoted).toEqual([{ bookingId: bookings[CAPACITY]?.id, userId: members[CAPACITY] }]);
    expect(await spinAvailability(members[CAPACITY])).toMatchObject({ booked: CAPACITY, waitlisted: 1 });
    expect((await spinAvailability(members[CAPACITY + 1]))?.myBooking).toMatchObject({ position: 1 });
  });

  it("moves up, where the gym requires a confirmed address, only waiting members who confirmed theirs", async () => {
    const members = await createMembers(fresh.database, CAPACITY + 2);
    const bookings = [];
    for (const member of members) bookings.push(await book(member));
    const [unconfirmed, confirmed] = [members[CAPACITY] ?? "", members[CAPACITY + 1] ?? ""];
    await fresh.database.db
      .updateTable("user")
      .set({ emailVerified: (fresh.database.kind === "sqlite" ? 1 : true) as never })
      .where("id", "=", confirmed)
      .execute();
    const cancelled = await cancelBooking(
      fresh.database,
      { userId: members[0] ?? "", bookingId: bookings[0]?.id ?? "", now: TWO_DAYS_BEFORE },
      undefined,
      { requireVerifiedEmail: true },
    );
    expect(cancelled.promoted).toEqual([{ bookingId: bookings[CAPACITY + 1]?.id, userId: confirmed }]);
    // Skipped, not dropped: still first in line once they confirm.
    expect((await spinAvailability(unconfirmed))?.myBooking).toMatchObject({ status: "waitlisted", position: 1 });
  });

  it("records a cancellation within 2 hours as late, promotes nobody, and leaves the place for a direct booking", async () => {
    const members = await createMembers(fresh.database, CAPACITY + 2);
    const bookings = [];
    for (const member of members.slice(0, CAPACITY + 1)) bookings.push(await book(member));
    const late = new Date(SPIN_STARTS - 1 * HOUR);
    const cancelled = await cancel(members[0] ?? "", bookings[0]?.id ?? "", late);
    expect(cancelled).toMatchObject({ status: "late-cancelled", promoted: [] });
    expect(await spinAvailability()).toMatchObject({ booked: CAPACITY - 1, spotsLeft: 1, waitlisted: 1 });
    expect((await book(members[CAPACITY + 1] ?? "", SPIN, late)).status).toBe("booked");
  });

  it("lets a member leave a waitlist at any time for free, and refuses cancelling once the session has started", async () => {
    const members = await createMembers(fresh.database, CAPACITY + 1);
    const bookings = [];
    for (const member of members) bookings.push(await book(member));
    const left = await cancel(members[CAPACITY] ?? "", bookings[CAPACITY]?.id ?? "", new Date(SPIN_STARTS - 60_000));
    expect(left.status).toBe("left-waitlist");
    expect(await refusal(cancel(members[0] ?? "", bookings[0]?.id ?? "", new Date(SPIN_STARTS)))).toBe(
      "SESSION_STARTED",
    );
  });

  it("never shows a member someone else's booking, and refuses cancelling twice", async () => {
    const [owner = "", stranger = ""] = await createMembers(fresh.database, 2);
    const booking = await book(owner);
    expect(await refusal(cancel(stranger, booking.id))).toBe("BOOKING_NOT_FOUND");
    expect(await refusal(cancel(owner, "no-such-booking"))).toBe("BOOKING_NOT_FOUND");
    await cancel(owner, booking.id);
    expect(await refusal(cancel(owner, booking.id))).toBe("NOT_CANCELLABLE");
  });

  it("skips, and keeps in line, a waiting member whom the place would put over the limit", async () => {
    const members = await createMembers(fresh.database, CAPACITY + 2);
    const [first = "", ...rest] = members;
    const spinBookings = [];
    for (const member of [first, ...rest.slice(0, CAPACITY - 1)]) spinBookings.push(await book(member));
    const greedy = rest[CAPACITY - 1] ?? "";
    const patient = rest[CAPACITY] ?? "";
    await book(greedy); // waitlist #1
    await book(patient); // waitlist #2
    for (const day of ["2026-12-01", "2026-12-02", "2026-12-03"]) await book(greedy, spinOn(day));
    const cancelled = await cancel(first, spinBookings[0]?.id ?? "");
    expect(cancelled.promoted.map((promotion) => promotion.userId)).toEqual([patient]);
    expect((await spinAvailability(greedy))?.myBooking).toMatchObject({ status: "waitlisted", position: 1 });
  });

  it("lists a member's upcoming places and waitlist places, then past sessions with what became of them", async () => {
    const members = await createMembers(fresh.database, CAPACITY + 1);
    for (const member of members.slice(0, CAPACITY)) await book(member);
    const waiting = members[CAPACITY] ?? "";
    await book(waiting);
    await book(waiting, YOGA);
    const lateCancelled = await book(waiting, spinOn("2026-12-01"));
    await cancel(waiting, lateCancelled.id, new Date(Date.parse("2026-12-01T08:30:00Z")));

    const before = await memberBookings(fresh.database, waiting, TWO_DAYS_BEFORE);
    expect(before.upcoming.map((booking) => [booking.session.id, booking.status, booking.position])).toEqual([
      [SPIN, "waitlisted", 1],
      [YOGA, "booked", undefined],
    ]);
    const after = await memberBookings(fresh.database, waiting, new Date("2026-12-02T00:00:00Z"));
    expect(after.upcoming).toEqual([]);
    expect(after.past.map((booking) => [booking.session.id, booking.status])).toEqual([
      [spinOn("2026-12-01"), "late-cancelled"],
      [YOGA, "booked"],
      [SPIN, "waitlisted"],
    ]);
  });

  it("gives a deleted member's places back to the waitlist and forgets their bookings", async () => {
    const members = await createMembers(fresh.database, CAPACITY + 1);
    for (const member of members) await book(member);
    const promoted = await releaseMemberBookings(fresh.database, members[0] ?? "", TWO_DAYS_BEFORE);
    expect(promoted.map((promotion) => promotion.userId)).toEqual([members[CAPACITY]]);
    expect((await memberBookings(fresh.database, members[0] ?? "", TWO_DAYS_BEFORE)).upcoming).toEqual([]);
    expect(await spinAvailability()).toMatchObject({ booked: CAPACITY, waitlisted: 0 });
  });

  it("has the database itself refuse more booked places than the capacity, and two live bookings of one member", async () => {
    const members = await createMembers(fresh.database, CAPACITY);
    for (const member of members) await book(member);
    const { db } = fresh.database;
    await expect(
      db
        .updateTable("class_sessions")
        .set({ booked_count: CAPACITY + 1 })
        .where("id", "=", SPIN)
        .execute(),
    ).rejects.toThrow(/check|constraint/i);
    const existing = await db
      .selectFrom("bookings")
      .selectAll()
      .where("user_id", "=", members[0] ?? "")
      .executeTakeFirstOrThrow();
    await expect(
      db
        .insertInto("bookings")
        .values({ ...existing, id: "duplicate", seq: 999, status: "waitlisted" })
        .execute(),
    ).rejects.toThrow(/unique|constraint/i);
  });
});

describe.each(databaseKinds)("booking under concurrency on %s", (kind) => {
  let fresh: FreshDatabase;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  it("gives exactly the free places to 200 members asking at once, and waitlists the rest in arrival order", async () => {
    const members = await createMembers(fresh.database, 200);
    const results = await Promise.all(
      members.map((userId) => bookSession(fresh.database, { userId, sessionId: SPIN, now: TWO_DAYS_BEFORE })),
    );
    expect(results.filter((result) => result.status === "booked")).toHaveLength(CAPACITY);
    const positions = results.flatMap((result) => (result.position === undefined ? [] : [result.position]));
    expect([...positions].sort((a, b) => a - b)).toEqual(Array.from({ length: 200 - CAPACITY }, (_, i) => i + 1));

    const rows = await fresh.database.db
      .selectFrom("bookings")
      .select(["user_id", "status", "seq", "created_at"])
      .where("session_id", "=", SPIN)
      .orderBy("seq")
      .execute();
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((row) => row.user_id)).size).toBe(200);
    // First come, first served: the booked places went to the first three in line.
    expect(rows.slice(0, CAPACITY).every((row) => row.status === "booked")).toBe(true);
    const counters = await fresh.database.db
      .selectFrom("class_sessions")
      .select(["booked_count", "last_seq"])
      .where("id", "=", SPIN)
      .executeTakeFirstOrThrow();
    expect(Number(counters.booked_count)).toBe(CAPACITY);
    expect(Number(counters.last_seq)).toBe(200);
  });

  it("books one member once however many times they press at once, and never past their limit", async () => {
    const [member = ""] = await createMembers(fresh.database, 1);
    const same = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        bookSession(fresh.database, { userId: member, sessionId: SPIN, now: TWO_DAYS_BEFORE }),
      ),
    );
    expect(same.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of same) {
      if (result.status === "rejected") expect((result.reason as BookingRefused).code).toBe("ALREADY_BOOKED");
    }
    const days = ["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05"];
    const many = await Promise.allSettled(
      days.map((day) => bookSession(fresh.database, { userId: member, sessionId: spinOn(day), now: TWO_DAYS_BEFORE })),
    );
    expect(many.filter((result) => result.status === "fulfilled")).toHaveLength(LIMIT - 1);
    for (const result of many) {
      if (result.status === "rejected") expect((result.reason as BookingRefused).code).toBe("BOOKING_LIMIT_REACHED");
    }
  });

  it("keeps the count of places true while members cancel and others are promoted at the same time", async () => {
    const members = await createMembers(fresh.database, 40);
    const bookings = [];
    for (const userId of members) {
      bookings.push(await bookSession(fresh.database, { userId, sessionId: SPIN, now: TWO_DAYS_BEFORE }));
    }
    const newcomers = await createMembers(fresh.database, 20);
    await Promise.all([
      ...bookings
        .slice(0, 20)
        .map((booking, i) =>
          cancelBooking(fresh.database, { userId: members[i] ?? "", bookingId: booking.id, now: TWO_DAYS_BEFORE }),
        ),
      ...newcomers.map((userId) => bookSession(fresh.database, { userId, sessionId: SPIN, now: TWO_DAYS_BEFORE })),
    ]);
    const live = await fresh.database.db
      .selectFrom("bookings")
      .select(["status"])
      .where("session_id", "=", SPIN)
      .where("status", "=", "booked")
      .execute();
    const counters = await fresh.database.db
      .selectFrom("class_sessions")
      .select("booked_count")
      .where("id", "=", SPIN)
      .executeTakeFirstOrThrow();
    expect(live).toHaveLength(CAPACITY);
    expect(Number(counters.booked_count)).toBe(CAPACITY);
  });
});

describe("the date the tests book", () => {
  it("is a Monday, as the fixture timetable assumes", () => {
    expect(new Date(`${MONDAY}T12:00:00Z`).getUTCDay()).toBe(1);
  });
});
