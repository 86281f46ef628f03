import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { attendancePolicy } from "#app/content/attendance-policy.ts";
import { bookSession } from "#app/features/booking/bookings.server.ts";
import { cancelBooking } from "#app/features/booking/cancellations.server.ts";
import { recordNoShows } from "#app/features/booking/session-changes.server.ts";
import { createMembers, HOUR, MONDAY, spinOn } from "#app/features/booking/test-support.ts";
import { StaffRefused } from "#app/features/staff/errors.ts";
import { acceptedTerms } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { assertMayBook, MayNotBook } from "./may-book.server.ts";
import { promotionPolicy } from "./promotion-policy.server.ts";
import { forgiveStrike, memberStanding } from "./strikes.server.ts";
import { queueSuspensionNotices } from "./suspension-notices.server.ts";
import { acceptTerms } from "./terms.server.ts";

vi.mock("#app/content/timetable.ts", async () => ({
  timetable: (await import("#app/features/booking/test-support.ts")).fixtureTimetable,
}));
vi.mock("#app/content/classes.ts", async () => ({
  gymClasses: (await import("#app/features/booking/test-support.ts")).fixtureClasses,
}));
vi.mock("#app/content/booking-rules.ts", async () => ({
  bookingRules: (await import("#app/features/booking/test-support.ts")).fixtureRules,
}));
vi.mock("#app/content/attendance-policy.ts", () => ({
  attendancePolicy: { enabled: true, strikes: 3, withinDays: 30, suspendDays: 7, noShowGraceMinutes: 60 },
}));

const DAY = 24 * HOUR;
const MINUTE = 60 * 1000;
/** Spin at 9:00 on the day `offset` days after Monday 30 November (it ends at 10:00). */
const spinDay = (offset: number) =>
  new Date(Date.parse(`${MONDAY}T00:00:00Z`) + offset * DAY).toISOString().slice(0, 10);
const spinEnds = (offset: number) => Date.parse(`${spinDay(offset)}T10:00:00Z`);
const actor = { id: null, label: "desk@gym.example" };
const mailContext = { origin: "https://gym.example", staffEmail: "desk@gym.example" };

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof MayNotBook) return { code: error.code, status: error.status, ...error.details };
    throw error;
  }
  return "allowed";
}

describe.each(databaseKinds)("the no-show and late-cancellation policy on %s", (kind) => {
  let fresh: FreshDatabase;
  let member: string;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    [member] = (await createMembers(fresh.database, 1)) as [string];
    await acceptTerms(fresh.database, { userId: member, ...acceptedTerms });
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  /** The member books Spin on each day and does not come; the server records the no-shows after the last ends. */
  async function noShows(...offsets: number[]) {
    for (const offset of offsets) {
      const sessionId = spinOn(spinDay(offset));
      await bookSession(fresh.database, { userId: member, sessionId, now: new Date(spinEnds(offset) - 3 * HOUR) });
      await recordNoShows(fresh.database, new Date(spinEnds(offset)));
    }
  }
  const mayBook = (now: number) => refusal(assertMayBook(fresh.database, member, new Date(now)));

  it("suspends booking for 7 days from the third no-show within 30 days, once the hour of grace has passed", async () => {
    await noShows(0, 1, 2);
    expect(await mayBook(spinEnds(2) + 30 * MINUTE)).toBe("allowed");
    const until = new Date(spinEnds(2) + 7 * DAY).toISOString();
    expect(await mayBook(spinEnds(2) + 61 * MINUTE)).toEqual({ code: "BOOKING_SUSPENDED", status: 403, until });
    expect(await mayBook(spinEnds(2) + 7 * DAY - MINUTE)).toMatchObject({ code: "BOOKING_SUSPENDED", until });
    expect(await mayBook(spinEnds(2) + 7 * DAY)).toBe("allowed");
  });

  it("counts a late cancellation as a strike, and not strikes spread over more than 30 days", async () => {
    await noShows(0, 1);
    const late = spinOn(spinDay(3));
    const booking = await bookSession(fresh.database, {
      userId: member,
      sessionId: late,
      now: new Date(spinEnds(3) - 5 * HOUR),
    });
    await cancelBooking(fresh.database, {
      userId: member,
      bookingId: booking.id,
      now: new Date(spinEnds(3) - 2 * HOUR),
    });
    expect(await mayBook(spinEnds(3))).toMatchObject({ code: "BOOKING_SUSPENDED" });

    const other = await freshMemberWithNoShowsOn([0, 20, 31]);
    expect(
      (await memberStanding(fresh.database.db, other, new Date(spinEnds(31) + 2 * HOUR))).suspendedUntil,
    ).toBeNull();
  });

  async function freshMemberWithNoShowsOn(offsets: number[]) {
    const [other] = (await createMembers(fresh.database, 1)) as [string];
    for (const offset of offsets) {
      await bookSession(fresh.database, {
        userId: other,
        sessionId: spinOn(spinDay(offset)),
        now: new Date(spinEnds(offset) - 3 * HOUR),
      });
      await recordNoShows(fresh.database, new Date(spinEnds(offset)));
    }
    return other;
  }

  it("lifts the suspension when staff forgive a strike, in the audit log, and refuses forgiving it twice", async () => {
    await noShows(0, 1, 2);
    const now = new Date(spinEnds(2) + 2 * HOUR);
    const { recent } = await memberStanding(fresh.database.db, member, now);
    expect(recent.map((strike) => strike.kind)).toEqual(["no-show", "no-show", "no-show"]);
    const [first] = recent;
    await forgiveStrike(fresh.database, { memberId: member, bookingId: first?.bookingId ?? "", actor }, now);
    expect(await mayBook(now.getTime())).toBe("allowed");
    expect((await memberStanding(fresh.database.db, member, now)).recent).toHaveLength(2);
    const audit = await fresh.database.db
      .selectFrom("staff_audit_log")
      .select(["action", "actor", "subject_id"])
      .where("action", "=", "attendance.strike-forgiven")
      .execute();
    expect(audit).toEqual([{ action: "attendance.strike-forgiven", actor: actor.label, subject_id: first?.bookingId }]);
    await expect(
      forgiveStrike(fresh.database, { memberId: member, bookingId: first?.bookingId ?? "", actor }, now),
    ).rejects.toBeInstanceOf(StaffRefused);
  });

  it("stops counting a no-show the desk corrects to attended", async () => {
    await noShows(0, 1, 2);
    const now = new Date(spinEnds(2) + 2 * HOUR);
    await fresh.database.db
      .updateTable("bookings")
      .set({ attendance: "attended" })
      .where("session_id", "=", spinOn(spinDay(1)))
      .execute();
    expect(await mayBook(now.getTime())).toBe("allowed");
  });

  it("e-mails the suspended member once, however many sweeps run at once", async () => {
    await noShows(0, 1, 2);
    const now = new Date(spinEnds(2) + 2 * HOUR);
    const sweeps = await Promise.all([1, 2, 3].map(() => queueSuspensionNotices(fresh.database, mailContext, now)));
    expect(sweeps.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await queueSuspensionNotices(fresh.database, mailContext, new Date(now.getTime() + HOUR))).toBe(0);
    const mail = await fresh.database.db
      .selectFrom("mail_outbox")
      .select(["recipient", "payload"])
      .where("topic", "=", "booking-suspended")
      .execute();
    expect(mail.map((row) => row.recipient)).toEqual([`${member}@example.com`]);
    expect(mail[0]?.payload).toContain(
      `${attendancePolicy.strikes} classes within ${attendancePolicy.withinDays} days`,
    );
  });

  it("passes over a suspended member on the waitlist, who keeps their place in line", async () => {
    await noShows(0, 1, 2);
    const suspended = spinEnds(2) + 2 * HOUR;
    const sessionId = spinOn(spinDay(4));
    const before = new Date(suspended - HOUR);
    const others = await createMembers(fresh.database, 4);
    const booked = [];
    for (const other of others.slice(0, 3))
      booked.push(await bookSession(fresh.database, { userId: other, sessionId, now: before }));
    const waiting = await bookSession(fresh.database, { userId: member, sessionId, now: before });
    const next = await bookSession(fresh.database, { userId: others[3] ?? "", sessionId, now: before });
    expect([waiting.status, next.status]).toEqual(["waitlisted", "waitlisted"]);

    const cancelled = await cancelBooking(
      fresh.database,
      { userId: others[0] ?? "", bookingId: booked[0]?.id ?? "", now: new Date(suspended) },
      undefined,
      promotionPolicy({ REQUIRE_EMAIL_VERIFICATION: false }),
    );
    expect(cancelled.promoted).toEqual([{ bookingId: next.id, userId: others[3] }]);
    const row = await fresh.database.db
      .selectFrom("bookings")
      .select("status")
      .where("id", "=", waiting.id)
      .executeTakeFirst();
    expect(row?.status).toBe("waitlisted");
  });
});
