import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bookSession } from "#app/features/booking/bookings.server.ts";
import { cancelBooking } from "#app/features/booking/cancellations.server.ts";
import { recordNoShows } from "#app/features/booking/session-changes.server.ts";
import { HOUR, SPIN, SPIN_STARTS, spinOn, TWO_DAYS_BEFORE, YOGA } from "#app/features/booking/test-support.ts";
import { findSession } from "#app/features/timetable/sessions.server.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { memberRecord, searchMembers } from "./members.server.ts";
import { monthStartUtc, sessionRoster, upcomingDays } from "./roster.server.ts";
import { cancelSession, markAttendance } from "./session-changes.server.ts";
import { createAccount, createStaffActor } from "./test-support.ts";

vi.mock("#app/content/timetable.ts", async () => ({
  timetable: (await import("#app/features/booking/test-support.ts")).fixtureTimetable,
}));
vi.mock("#app/content/classes.ts", async () => ({
  gymClasses: (await import("#app/features/booking/test-support.ts")).fixtureClasses,
}));
vi.mock("#app/content/booking-rules.ts", async () => ({
  bookingRules: (await import("#app/features/booking/test-support.ts")).fixtureRules,
}));

const spin = () => {
  const session = findSession(SPIN);
  if (!session) throw new Error("no fixture session");
  return session;
};

describe("this month where the gym is", () => {
  it("starts at midnight on the 1st in the gym's zone (London: an hour earlier in UTC in summer)", () => {
    expect(monthStartUtc(new Date("2026-11-30T09:00:00Z"))).toBe("2026-11-01T00:00:00.000Z");
    expect(monthStartUtc(new Date("2026-07-15T12:00:00Z"))).toBe("2026-06-30T23:00:00.000Z");
  });
});

describe.each(databaseKinds)("rosters and member records on %s", (kind) => {
  let fresh: FreshDatabase;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  const book = (userId: string, sessionId = SPIN) =>
    bookSession(fresh.database, { userId, sessionId, now: TWO_DAYS_BEFORE });

  it("shows each session of today and the next 7 days with booked, capacity and waitlist", async () => {
    const members = await Promise.all(
      ["a", "b", "c", "d"].map((name) => createAccount(fresh.database, { email: `${name}@example.com` })),
    );
    for (const member of members) await book(member.id);
    const days = await upcomingDays(fresh.database, TWO_DAYS_BEFORE);
    expect(days.map((day) => day.date)).toEqual([
      "2026-11-28",
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
    ]);
    expect(days[0]).toMatchObject({ isToday: true, label: "Saturday 28 November" });
    const monday = days[2]?.sessions ?? [];
    expect(monday.map((session) => session.id)).toEqual([SPIN, `lift-2026-11-30-0930`, YOGA]);
    expect(monday[0]).toMatchObject({
      booked: 3,
      capacity: 3,
      waitlisted: 1,
      phase: "upcoming",
      time: "9:00am-10:00am",
    });
    expect(monday[2]).toMatchObject({ booked: 0, capacity: 3, waitlisted: 0, cancellationReason: null });
  });

  it("lists a session's roster: name, e-mail, booked at, late cancellations this month; then the waitlist in order", async () => {
    const ada = await createAccount(fresh.database, { email: "ada@example.com", name: "Ada Lovelace" });
    const ben = await createAccount(fresh.database, { email: "ben@example.com", name: "Ben" });
    const others = await Promise.all(
      ["c", "d"].map((name) =>
        createAccount(fresh.database, { email: `${name}@example.com`, name: name.toUpperCase() }),
      ),
    );
    // Ada cancelled late twice this month.
    for (const day of ["2026-11-28", "2026-11-29"]) {
      const booking = await bookSession(fresh.database, {
        userId: ada.id,
        sessionId: spinOn(day),
        now: new Date(`${day}T00:00:00Z`),
      });
      await cancelBooking(fresh.database, { userId: ada.id, bookingId: booking.id, now: new Date(`${day}T08:30:00Z`) });
    }
    await book(ada.id);
    await book(ben.id);
    for (const other of others) await book(other.id);

    const roster = await sessionRoster(fresh.database, spin(), new Date("2026-11-29T12:00:00Z"));
    expect(roster.booked.map((entry) => [entry.name, entry.email, entry.lateCancellationsThisMonth])).toEqual([
      ["Ada Lovelace", "ada@example.com", 2],
      ["Ben", "ben@example.com", 0],
      ["C", "c@example.com", 0],
    ]);
    expect(roster.booked[0]?.bookedAt).toBe("Sat 28 Nov, 9:00am");
    expect(roster.waitlist).toMatchObject([{ name: "D", position: 1 }]);
    expect(roster.summary).toMatchObject({ booked: 3, capacity: 3, waitlisted: 1 });
    expect(roster.checkInOpen).toBe(false);
    expect((await sessionRoster(fresh.database, spin(), new Date(SPIN_STARTS - HOUR))).checkInOpen).toBe(true);
  });

  it("keeps, after a cancellation, who lost a place, so the desk can tell them", async () => {
    const desk = await createStaffActor(fresh.database);
    const ada = await createAccount(fresh.database, { email: "ada@example.com", name: "Ada" });
    await book(ada.id);
    await cancelSession(fresh.database, { sessionId: SPIN, reason: "Storm", actor: desk, now: TWO_DAYS_BEFORE });
    const roster = await sessionRoster(fresh.database, spin(), TWO_DAYS_BEFORE);
    expect(roster).toMatchObject({
      booked: [],
      waitlist: [],
      checkInOpen: false,
      cancelledAt: TWO_DAYS_BEFORE.toISOString(),
    });
    expect(roster.cancelledPlaces.map((entry) => entry.email)).toEqual(["ada@example.com"]);
    expect(roster.summary.cancellationReason).toBe("Storm");
  });

  it("finds members by any part of their name or e-mail, in any case, taking % and _ literally", async () => {
    await createAccount(fresh.database, { email: "ada@example.com", name: "Ada Lovelace", createdAt: new Date(1000) });
    await createAccount(fresh.database, {
      email: "grace_h@navy.example",
      name: "Grace Hopper",
      createdAt: new Date(2000),
    });
    await createAccount(fresh.database, { email: "100pct@example.com", name: "Percy", createdAt: new Date(3000) });
    const names = async (query: string) => (await searchMembers(fresh.database, query)).map((member) => member.name);
    expect(await names("")).toEqual(["Percy", "Grace Hopper", "Ada Lovelace"]);
    expect(await names("LOVE")).toEqual(["Ada Lovelace"]);
    expect(await names("navy")).toEqual(["Grace Hopper"]);
    expect(await names("_")).toEqual(["Grace Hopper"]);
    expect(await names("%")).toEqual([]);
    expect(await names("nobody")).toEqual([]);
    expect((await searchMembers(fresh.database, "ada"))[0]).toMatchObject({
      role: "member",
      joinedAt: new Date(1000).toISOString(),
    });
  });

  it("shows a member's bookings, attendance, late cancellations and no-shows", async () => {
    const desk = await createStaffActor(fresh.database);
    const ada = await createAccount(fresh.database, { email: "ada@example.com", name: "Ada" });
    const lastMonth = await book(ada.id, spinOn("2026-11-29"));
    await cancelBooking(fresh.database, {
      userId: ada.id,
      bookingId: lastMonth.id,
      now: new Date("2026-11-29T08:00:00Z"),
    });
    const attended = await book(ada.id, SPIN);
    await book(ada.id, YOGA);
    const late = await bookSession(fresh.database, {
      userId: ada.id,
      sessionId: spinOn("2026-12-01"),
      now: TWO_DAYS_BEFORE,
    });
    await cancelBooking(fresh.database, { userId: ada.id, bookingId: late.id, now: new Date("2026-12-01T08:00:00Z") });
    await markAttendance(fresh.database, {
      sessionId: SPIN,
      bookingId: attended.id,
      attendance: "attended",
      actor: desk,
      now: new Date(SPIN_STARTS),
    });
    const december = new Date("2026-12-01T12:00:00Z");
    await recordNoShows(fresh.database, december);

    const record = await memberRecord(fresh.database, ada.id, december);
    expect(record).toMatchObject({
      name: "Ada",
      email: "ada@example.com",
      role: "member",
      counts: {
        upcoming: 0,
        attended: 1,
        noShows: 1,
        lateCancellations: 2,
        lateCancellationsThisMonth: 1,
        cancellations: 0,
      },
    });
    expect(record?.bookings.map((booking) => [booking.sessionId, booking.status, booking.attendance])).toEqual([
      [spinOn("2026-12-01"), "late-cancelled", null],
      [YOGA, "booked", "no-show"],
      [SPIN, "booked", "attended"],
      [spinOn("2026-11-29"), "late-cancelled", null],
    ]);
    expect(await memberRecord(fresh.database, "no-such-member")).toBeUndefined();
  });
});
