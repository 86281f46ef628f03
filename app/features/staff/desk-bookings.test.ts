import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { availabilityOf } from "#app/features/booking/availability.server.ts";
import { bookSession } from "#app/features/booking/bookings.server.ts";
import {
  createMembers,
  HOUR,
  LIFT,
  SPIN,
  SPIN_STARTS,
  spinOn,
  TWO_DAYS_BEFORE,
} from "#app/features/booking/test-support.ts";
import { listOutbox } from "#app/features/mail/outbox.server.ts";
import { findSession } from "#app/features/timetable/sessions.server.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { TEST_ORIGIN } from "#tests/support/test-settings.ts";
import { bookMemberAtDesk, type DeskBookingRequest, deskBookingMessage } from "./desk-bookings.server.ts";
import { StaffRefused } from "./errors.ts";
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

/** The fixture's places per class (test-support.ts). */
const CAPACITY = 3;
const mail = { context: { origin: TEST_ORIGIN, staffEmail: "desk@example.com" } };

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof StaffRefused) return { code: error.code, message: error.message };
    throw error;
  }
  return { code: "accepted", message: "" };
}

describe.each(databaseKinds)("the desk booking a member in, on %s", (kind) => {
  let fresh: FreshDatabase;
  let staff: DeskBookingRequest["actor"];
  let owner: DeskBookingRequest["actor"];
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    staff = { ...(await createStaffActor(fresh.database, "staff")), role: "staff" };
    owner = { ...(await createStaffActor(fresh.database, "owner")), role: "owner" };
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  const deskBook = (memberId: string, extra: Partial<DeskBookingRequest> = {}) =>
    bookMemberAtDesk(fresh.database, mail, { memberId, sessionId: SPIN, actor: staff, now: TWO_DAYS_BEFORE, ...extra });
  const fill = async (count: number) => {
    for (const userId of await createMembers(fresh.database, count)) {
      await bookSession(fresh.database, { userId, sessionId: SPIN, now: TWO_DAYS_BEFORE });
    }
  };
  const places = async (sessionId = SPIN) => {
    const session = findSession(sessionId);
    if (!session) throw new Error("no fixture session");
    return (await availabilityOf(fresh.database, [session])).get(sessionId);
  };

  it("books a member as their own booking would, e-mails them, and logs who booked them", async () => {
    const [member = ""] = await createMembers(fresh.database, 1);
    const booked = await deskBook(member);
    expect(booked).toMatchObject({ status: "booked", capacityRaised: false, checkedIn: false });
    expect(deskBookingMessage(booked)).toMatch(/^Booked: Member has a place in Spin, /);
    expect((await places())?.booked).toBe(1);
    expect((await listOutbox(fresh.database.db)).map((entry) => entry.topic)).toContain("booked");
    const [entry] = (await auditEntries(fresh.database)).filter((row) => row.action === "booking.desk-booked");
    expect(entry).toMatchObject({ actor: staff.label, subject_type: "booking", subject_id: booked.id });
    expect(JSON.parse(entry?.after_state ?? "{}")).toEqual({ status: "booked" });
  });

  it("waitlists a member when the session is full, and tells the desk their place in line", async () => {
    await fill(CAPACITY);
    const [member = ""] = await createMembers(fresh.database, 1);
    const waiting = await deskBook(member);
    expect(waiting).toMatchObject({ status: "waitlisted", position: 1 });
    expect(deskBookingMessage(waiting)).toMatch(/is full: Member is number 1 on the waitlist/);
    expect(await places()).toMatchObject({ booked: CAPACITY, waitlisted: 1, capacity: CAPACITY });
  });

  it("keeps every rule of a member's own booking, said about the member by name", async () => {
    const [member = ""] = await createMembers(fresh.database, 1);
    await deskBook(member);
    expect(await refusal(deskBook(member))).toEqual({
      code: "BOOKING_REFUSED",
      message: "Member already has a place in this session.",
    });
    expect((await refusal(deskBook(member, { sessionId: LIFT }))).message).toBe(
      "Member has another class at that time.",
    );
    for (const day of ["2026-12-01", "2026-12-02"]) await deskBook(member, { sessionId: spinOn(day) });
    expect((await refusal(deskBook(member, { sessionId: spinOn("2026-12-03") }))).message).toMatch(
      /^Member already holds 3 upcoming bookings/,
    );
    expect((await refusal(deskBook(member, { now: new Date(SPIN_STARTS + 1) }))).message).toBe(
      "Not booked: This session has started: booking is closed.",
    );
    expect((await refusal(deskBook("no-such-member"))).code).toBe("ACCOUNT_NOT_FOUND");
  });

  it("lets an owner alone give a place beyond a full session, with a reason, raising its places by one", async () => {
    await fill(CAPACITY);
    const [member = ""] = await createMembers(fresh.database, 1);
    expect((await refusal(deskBook(member, { beyondCapacity: { reason: "Personal trainer's client" } }))).code).toBe(
      "OWNERS_ONLY",
    );
    expect((await refusal(deskBook(member, { actor: owner, beyondCapacity: { reason: "x" } }))).code).toBe(
      "INVALID_INPUT",
    );
    expect(
      await refusal(deskBook(member, { actor: owner, beyondCapacity: { reason: "Personal trainer's\nclient" } })),
    ).toEqual({ code: "INVALID_INPUT", message: "Write the reason on one line." });
    const beyond = await deskBook(member, { actor: owner, beyondCapacity: { reason: "Personal trainer's client" } });
    expect(beyond).toMatchObject({ status: "booked", capacityRaised: true });
    expect(await places()).toMatchObject({ booked: CAPACITY + 1, capacity: CAPACITY + 1, waitlisted: 0 });
    const entry = (await auditEntries(fresh.database)).find((row) => row.subject_id === beyond.id);
    expect(JSON.parse(entry?.after_state ?? "{}")).toEqual({
      status: "booked",
      beyondCapacity: true,
      reason: "Personal trainer's client",
    });
  });

  it("checks a member in at the door in the same step, once check-in has opened", async () => {
    const [early = "", atDoor = ""] = await createMembers(fresh.database, 2);
    expect((await refusal(deskBook(early, { checkIn: true }))).code).toBe("CHECK_IN_NOT_OPEN");
    const here = await deskBook(atDoor, { checkIn: true, now: new Date(SPIN_STARTS - HOUR / 2) });
    expect(here).toMatchObject({ status: "booked", checkedIn: true });
    const row = await fresh.database.db
      .selectFrom("bookings")
      .select("attendance")
      .where("id", "=", here.id)
      .executeTakeFirst();
    expect(row?.attendance).toBe("attended");
  });

  it("ends with exactly one place taken when the desk and a member race for the last one, every time", async () => {
    const days = ["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05"];
    for (const day of days) {
      const sessionId = spinOn(day);
      for (const userId of await createMembers(fresh.database, CAPACITY - 1)) {
        await bookSession(fresh.database, { userId, sessionId, now: TWO_DAYS_BEFORE });
      }
      const [atDesk = "", online = ""] = await createMembers(fresh.database, 2);
      const [desk, own] = await Promise.all([
        deskBook(atDesk, { sessionId }),
        bookSession(fresh.database, { userId: online, sessionId, now: TWO_DAYS_BEFORE }),
      ]);
      expect([desk.status, own.status].sort(), day).toEqual(["booked", "waitlisted"]);
      expect(await places(sessionId), day).toMatchObject({ booked: CAPACITY, waitlisted: 1 });
    }
  });
});
