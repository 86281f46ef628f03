import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { availabilityOf } from "#app/features/booking/availability.server.ts";
import { bookSession } from "#app/features/booking/bookings.server.ts";
import { cancelBooking } from "#app/features/booking/cancellations.server.ts";
import { BookingRefused } from "#app/features/booking/errors.ts";
import { recordNoShows } from "#app/features/booking/session-changes.server.ts";
import { createMembers, HOUR, SPIN, SPIN_STARTS, TWO_DAYS_BEFORE } from "#app/features/booking/test-support.ts";
import { findSession } from "#app/features/timetable/sessions.server.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import type { AuditActor } from "./audit.server.ts";
import { StaffRefused } from "./errors.ts";
import { cancelSession, changeCapacity, markAttendance } from "./session-changes.server.ts";
import { auditEntries, createStaffActor } from "./test-support.ts";

vi.mock("#app/content/timetable.ts", async () => ({
  timetable: (await import("#app/features/booking/test-support.ts")).fixtureTimetable,
}));
vi.mock("#app/content/classes.ts", async () => ({
  gymClasses: (await import("#app/features/booking/test-support.ts")).fixtureClasses,
}));
vi.mock("#app/content/booking-rules.ts", async () => ({
  bookingRules: (await import("#app/features/booking/test-support.ts")).fixtureRules,
}));

/** The fixture's places per class and a member's upcoming-booking limit (test-support.ts). */
const CAPACITY = 3;
const SPIN_ENDS = SPIN_STARTS + HOUR;

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof StaffRefused || error instanceof BookingRefused) return error.code;
    throw error;
  }
  return "accepted";
}

describe.each(databaseKinds)("staff changing a session on %s", (kind) => {
  let fresh: FreshDatabase;
  let desk: AuditActor & { id: string };
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    desk = await createStaffActor(fresh.database);
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  const book = (userId: string, now = TWO_DAYS_BEFORE) => bookSession(fresh.database, { userId, sessionId: SPIN, now });
  const places = async () => {
    const session = findSession(SPIN);
    if (!session) throw new Error("no fixture session");
    return (await availabilityOf(fresh.database, [session])).get(SPIN);
  };
  const statuses = async () =>
    (
      await fresh.database.db
        .selectFrom("bookings")
        .select(["user_id", "status", "seq"])
        .where("session_id", "=", SPIN)
        .orderBy("seq")
        .execute()
    ).map((row) => row.status);

  it("promotes the waitlist at once, first come first served, when the capacity is raised", async () => {
    const members = await createMembers(fresh.database, CAPACITY + 3);
    for (const member of members) await book(member);
    const change = await changeCapacity(fresh.database, {
      sessionId: SPIN,
      capacity: CAPACITY + 2,
      actor: desk,
      now: TWO_DAYS_BEFORE,
    });
    expect(change).toMatchObject({ before: CAPACITY, after: CAPACITY + 2, promotionClosed: false });
    expect(change.promoted.map((promotion) => promotion.userId)).toEqual(members.slice(CAPACITY, CAPACITY + 2));
    expect(await statuses()).toEqual([...Array(CAPACITY + 2).fill("booked"), "waitlisted"]);
    expect(await places()).toMatchObject({ capacity: CAPACITY + 2, booked: CAPACITY + 2, waitlisted: 1 });
  });

  it("raises the capacity of a session nobody has booked yet", async () => {
    await changeCapacity(fresh.database, { sessionId: SPIN, capacity: 10, actor: desk, now: TWO_DAYS_BEFORE });
    expect(await places()).toMatchObject({ capacity: 10, booked: 0, spotsLeft: 10 });
  });

  it("leaves raised places open for direct booking once the waitlist's promotion has closed (2 hours before)", async () => {
    const members = await createMembers(fresh.database, CAPACITY + 1);
    for (const member of members) await book(member);
    const late = new Date(SPIN_STARTS - HOUR);
    const change = await changeCapacity(fresh.database, {
      sessionId: SPIN,
      capacity: CAPACITY + 1,
      actor: desk,
      now: late,
    });
    expect(change).toMatchObject({ promoted: [], promotionClosed: true });
    expect(await places()).toMatchObject({ capacity: CAPACITY + 1, booked: CAPACITY, spotsLeft: 1, waitlisted: 1 });
  });

  it("refuses a capacity below the places already booked, and so does the database itself", async () => {
    const members = await createMembers(fresh.database, CAPACITY);
    for (const member of members) await book(member);
    const lower = changeCapacity(fresh.database, {
      sessionId: SPIN,
      capacity: CAPACITY - 1,
      actor: desk,
      now: TWO_DAYS_BEFORE,
    });
    await expect(lower).rejects.toThrow(
      `${CAPACITY} places are booked, so the capacity cannot be lower than ${CAPACITY}.`,
    );
    expect(await refusal(lower)).toBe("CAPACITY_BELOW_BOOKED");
    await expect(
      fresh.database.db
        .updateTable("class_sessions")
        .set({ capacity: CAPACITY - 1 })
        .where("id", "=", SPIN)
        .execute(),
    ).rejects.toThrow(/check|constraint/i);
    expect((await places())?.capacity).toBe(CAPACITY);
    // Lowering to exactly the booked places is fine: the session is simply full.
    await changeCapacity(fresh.database, { sessionId: SPIN, capacity: CAPACITY, actor: desk, now: TWO_DAYS_BEFORE });
  });

  it("refuses capacities that are not whole numbers from 1 to the limit, and sessions not on the timetable", async () => {
    for (const capacity of [0, -1, 1.5, Number.NaN, 10_000]) {
      expect(
        await refusal(changeCapacity(fresh.database, { sessionId: SPIN, capacity, actor: desk, now: TWO_DAYS_BEFORE })),
        String(capacity),
      ).toBe("INVALID_INPUT");
    }
    expect(
      await refusal(changeCapacity(fresh.database, { sessionId: "spin-2026-11-30-0800", capacity: 5, actor: desk })),
    ).toBe("SESSION_NOT_FOUND");
  });

  it("cancels a session: every booked and waitlisted place becomes session-cancelled, the schedule shows the reason", async () => {
    const members = await createMembers(fresh.database, CAPACITY + 2);
    const bookings = [];
    for (const member of members) bookings.push(await book(member));
    await cancelBooking(fresh.database, {
      userId: members[0] ?? "",
      bookingId: bookings[0]?.id ?? "",
      now: TWO_DAYS_BEFORE,
    });

    const cancellation = await cancelSession(fresh.database, {
      sessionId: SPIN,
      reason: "  Coach is ill (sorry!)  ",
      actor: desk,
      now: TWO_DAYS_BEFORE,
    });
    expect(cancellation.reason).toBe("Coach is ill (sorry!)");
    expect(cancellation.affected.map((booking) => [booking.userId, booking.had])).toEqual([
      [members[1], "booked"],
      [members[2], "booked"],
      [members[3], "booked"],
      [members[4], "waitlisted"],
    ]);
    expect(await statuses()).toEqual(["cancelled", ...Array(CAPACITY + 1).fill("session-cancelled")]);
    expect(await places()).toMatchObject({
      booked: 0,
      waitlisted: 0,
      cancellation: { at: TWO_DAYS_BEFORE.toISOString(), reason: "Coach is ill (sorry!)" },
    });
    const [newcomer = ""] = await createMembers(fresh.database, 1);
    expect(await refusal(book(newcomer))).toBe("SESSION_CANCELLED");
    expect(await refusal(cancelSession(fresh.database, { sessionId: SPIN, reason: "again", actor: desk }))).toBe(
      "SESSION_CANCELLED",
    );
    expect(
      await refusal(
        changeCapacity(fresh.database, { sessionId: SPIN, capacity: 9, actor: desk, now: TWO_DAYS_BEFORE }),
      ),
    ).toBe("SESSION_CANCELLED");
  });

  it("wants a reason members can read, on one line, and refuses to change a session that has started", async () => {
    await expect(
      cancelSession(fresh.database, {
        sessionId: SPIN,
        reason: "Coach is ill\r\nDo not come",
        actor: desk,
        now: TWO_DAYS_BEFORE,
      }),
    ).rejects.toMatchObject({ code: "INVALID_INPUT", message: "Write the reason on one line." });
    expect(
      await refusal(
        cancelSession(fresh.database, { sessionId: SPIN, reason: " \n ", actor: desk, now: TWO_DAYS_BEFORE }),
      ),
    ).toBe("INVALID_INPUT");
    expect(
      await refusal(
        cancelSession(fresh.database, { sessionId: SPIN, reason: "x".repeat(141), actor: desk, now: TWO_DAYS_BEFORE }),
      ),
    ).toBe("INVALID_INPUT");
    const started = new Date(SPIN_STARTS);
    expect(
      await refusal(cancelSession(fresh.database, { sessionId: SPIN, reason: "Storm", actor: desk, now: started })),
    ).toBe("SESSION_STARTED");
    expect(
      await refusal(changeCapacity(fresh.database, { sessionId: SPIN, capacity: 9, actor: desk, now: started })),
    ).toBe("SESSION_STARTED");
    expect((await places())?.cancellation).toBeNull();
  });

  it("checks booked members in from an hour before the start, and lets staff correct it later", async () => {
    const members = await createMembers(fresh.database, CAPACITY + 1);
    const bookings = [];
    for (const member of members) bookings.push(await book(member));
    const mark = (bookingId: string, attendance: "attended" | "no-show", now: Date) =>
      markAttendance(fresh.database, { sessionId: SPIN, bookingId, attendance, actor: desk, now });

    expect(await refusal(mark(bookings[0]?.id ?? "", "attended", new Date(SPIN_STARTS - HOUR - 1)))).toBe(
      "CHECK_IN_NOT_OPEN",
    );
    await expect(mark(bookings[0]?.id ?? "", "attended", new Date(SPIN_STARTS - HOUR - 1))).rejects.toThrow(
      "Check-in for this session opens at 8:00am.",
    );
    expect(await mark(bookings[0]?.id ?? "", "attended", new Date(SPIN_STARTS - HOUR))).toMatchObject({
      before: null,
      after: "attended",
    });
    // A waitlisted member has no place to check in to; nor has a booking of another session.
    expect(await refusal(mark(bookings[CAPACITY]?.id ?? "", "attended", new Date(SPIN_STARTS)))).toBe(
      "BOOKING_NOT_ON_ROSTER",
    );
    expect(await refusal(mark("no-such-booking", "attended", new Date(SPIN_STARTS)))).toBe("BOOKING_NOT_ON_ROSTER");
    // Corrected the next day.
    expect(await mark(bookings[0]?.id ?? "", "no-show", new Date(SPIN_ENDS + 24 * HOUR))).toMatchObject({
      before: "attended",
      after: "no-show",
    });
  });

  it("records the unmarked booked places of a session as no-shows once it has ended, and nothing else", async () => {
    const members = await createMembers(fresh.database, CAPACITY + 1);
    const bookings = [];
    for (const member of members) bookings.push(await book(member));
    await markAttendance(fresh.database, {
      sessionId: SPIN,
      bookingId: bookings[0]?.id ?? "",
      attendance: "attended",
      actor: desk,
      now: new Date(SPIN_STARTS),
    });
    expect(await recordNoShows(fresh.database, new Date(SPIN_ENDS - 1))).toBe(0);
    expect(await recordNoShows(fresh.database, new Date(SPIN_ENDS))).toBe(CAPACITY - 1);
    expect(await recordNoShows(fresh.database, new Date(SPIN_ENDS + HOUR))).toBe(0);
    const rows = await fresh.database.db
      .selectFrom("bookings")
      .select(["status", "attendance"])
      .where("session_id", "=", SPIN)
      .orderBy("seq")
      .execute();
    expect(rows).toEqual([
      { status: "booked", attendance: "attended" },
      { status: "booked", attendance: "no-show" },
      { status: "booked", attendance: "no-show" },
      { status: "waitlisted", attendance: null },
    ]);
    // A no-show recorded this way is still the desk's to correct.
    await markAttendance(fresh.database, {
      sessionId: SPIN,
      bookingId: bookings[1]?.id ?? "",
      attendance: "attended",
      actor: desk,
      now: new Date(SPIN_ENDS + HOUR),
    });
    expect(await recordNoShows(fresh.database, new Date(SPIN_ENDS + 2 * HOUR))).toBe(0);
  });

  it("writes every change to the audit log with who, what, when, before and after, and nothing for a change that changes nothing", async () => {
    const members = await createMembers(fresh.database, CAPACITY + 1);
    const bookings = [];
    for (const member of members) bookings.push(await book(member));
    await changeCapacity(fresh.database, {
      sessionId: SPIN,
      capacity: CAPACITY + 1,
      actor: desk,
      now: TWO_DAYS_BEFORE,
    });
    await changeCapacity(fresh.database, {
      sessionId: SPIN,
      capacity: CAPACITY + 1,
      actor: desk,
      now: TWO_DAYS_BEFORE,
    });
    const checkedIn = new Date(SPIN_STARTS - HOUR / 2);
    await markAttendance(fresh.database, {
      sessionId: SPIN,
      bookingId: bookings[0]?.id ?? "",
      attendance: "attended",
      actor: desk,
      now: checkedIn,
    });
    await markAttendance(fresh.database, {
      sessionId: SPIN,
      bookingId: bookings[0]?.id ?? "",
      attendance: "attended",
      actor: desk,
      now: checkedIn,
    });

    const entries = await auditEntries(fresh.database);
    expect(entries.map((entry) => [entry.action, entry.actor, entry.actor_id, entry.subject_type])).toEqual([
      ["session.capacity-changed", desk.label, desk.id, "session"],
      ["attendance.marked", desk.label, desk.id, "booking"],
    ]);
    expect(entries[0]?.subject_label).toBe("Spin, Monday 30 November 9:00am");
    expect(JSON.parse(entries[0]?.before_state ?? "")).toEqual({ capacity: CAPACITY, booked: CAPACITY });
    expect(JSON.parse(entries[0]?.after_state ?? "")).toEqual({
      capacity: CAPACITY + 1,
      booked: CAPACITY + 1,
      promotedFromWaitlist: 1,
    });
    expect(entries[0]?.at).toBe(TWO_DAYS_BEFORE.toISOString());
    expect(JSON.parse(entries[1]?.after_state ?? "")).toEqual({ attendance: "attended" });
    expect(entries[1]?.subject_label).toMatch(/@example\.com at Spin, Monday 30 November 9:00am$/);
  });
});

describe.each(databaseKinds)("staff changing a session while members book on %s", (kind) => {
  let fresh: FreshDatabase;
  let desk: AuditActor & { id: string };
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    desk = await createStaffActor(fresh.database);
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  const rows = () =>
    fresh.database.db
      .selectFrom("bookings")
      .select(["status", "seq"])
      .where("session_id", "=", SPIN)
      .orderBy("seq")
      .execute();
  const counters = async () => {
    const row = await fresh.database.db
      .selectFrom("class_sessions")
      .select(["capacity", "booked_count"])
      .where("id", "=", SPIN)
      .executeTakeFirstOrThrow();
    return { capacity: Number(row.capacity), booked: Number(row.booked_count) };
  };
  const bookAll = (members: string[]) =>
    members.map((userId) =>
      bookSession(fresh.database, { userId, sessionId: SPIN, now: TWO_DAYS_BEFORE }).then(
        () => "booked-or-waitlisted",
        (error: unknown) => (error instanceof BookingRefused ? error.code : Promise.reject(error)),
      ),
    );

  it("raises the capacity while 50 members book at once: exactly the places are given, in order of arrival", async () => {
    const members = await createMembers(fresh.database, 50);
    const raised = 20;
    // The raise is sent in the middle of the crowd, so it meets a waitlist and bookings still coming.
    const outcomes = await Promise.all([
      ...bookAll(members.slice(0, 25)),
      changeCapacity(fresh.database, { sessionId: SPIN, capacity: raised, actor: desk, now: TWO_DAYS_BEFORE }),
      ...bookAll(members.slice(25)),
    ]);
    expect(outcomes.filter((outcome) => outcome !== "booked-or-waitlisted")).toMatchObject([{ after: raised }]);
    const all = await rows();
    expect(all).toHaveLength(50);
    // First come, first served whichever came first: the raise or the bookings.
    expect(all.map((row) => row.status)).toEqual([
      ...Array(raised).fill("booked"),
      ...Array(50 - raised).fill("waitlisted"),
    ]);
    expect(await counters()).toEqual({ capacity: raised, booked: raised });
  });

  it("lowers the capacity while members book: refused or done, never below the places booked", async () => {
    const members = await createMembers(fresh.database, 30);
    await changeCapacity(fresh.database, { sessionId: SPIN, capacity: 15, actor: desk, now: TWO_DAYS_BEFORE });
    const [lowered] = await Promise.all([
      changeCapacity(fresh.database, { sessionId: SPIN, capacity: 8, actor: desk, now: TWO_DAYS_BEFORE }).then(
        () => "lowered",
        (error: unknown) => (error instanceof StaffRefused ? error.code : Promise.reject(error)),
      ),
      ...bookAll(members),
    ]);
    const { capacity, booked } = await counters();
    expect(booked).toBe(capacity);
    expect(capacity).toBe(lowered === "lowered" ? 8 : 15);
    if (lowered !== "lowered") expect(lowered).toBe("CAPACITY_BELOW_BOOKED");
    expect((await rows()).filter((row) => row.status === "booked")).toHaveLength(booked);
  });

  it("cancels the session while 30 members book: no live place survives, later ones are told it is cancelled", async () => {
    const members = await createMembers(fresh.database, 30);
    const [cancellation, ...outcomes] = await Promise.all([
      cancelSession(fresh.database, { sessionId: SPIN, reason: "Flooded studio", actor: desk, now: TWO_DAYS_BEFORE }),
      ...bookAll(members),
    ]);
    const all = await rows();
    expect(all.every((row) => row.status === "session-cancelled")).toBe(true);
    expect(cancellation.affected).toHaveLength(all.length);
    expect(outcomes.filter((outcome) => outcome === "SESSION_CANCELLED")).toHaveLength(30 - all.length);
    expect(outcomes.every((outcome) => outcome === "SESSION_CANCELLED" || outcome === "booked-or-waitlisted")).toBe(
      true,
    );
    expect((await counters()).booked).toBe(0);
  });
});
