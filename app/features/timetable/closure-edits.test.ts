import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { availabilityOf } from "#app/features/booking/availability.server.ts";
import { bookingMailer } from "#app/features/booking/booking-mail.server.ts";
import { bookSession } from "#app/features/booking/bookings.server.ts";
import { cancelWholeSession } from "#app/features/booking/session-changes.server.ts";
import { createMembers } from "#app/features/booking/test-support.ts";
import { readAuditLog } from "#app/features/staff/audit.server.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { addClosure, removeClosure } from "./closure-edits.server.ts";
import { currentSchedule } from "./current-schedule.ts";
import { scheduleVersionOf } from "./schedule-store.server.ts";
import { findSession } from "./sessions.server.ts";
import { NEXT_MONDAY, NOW, refusal, testActor, testMail, useSchedule } from "./test-support.ts";

/**
 * A closure taken back (one added by mistake): its days' sessions are on the timetable
 * again and open to booking, while the bookings it cancelled stay cancelled; refused once
 * its first day has gone by, or when someone else removed it first.
 */
const reason = "Floor being relaid";

describe.each(databaseKinds)("a closure staff take back, on %s", (kind) => {
  let fresh: FreshDatabase;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    await useSchedule(fresh.database);
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  const context = { actor: testActor, notify: bookingMailer(testMail) };
  const outbox = async () => (await fresh.database.db.selectFrom("mail_outbox").select("topic").execute()).length;
  const sessionRow = (id: string) =>
    fresh.database.db
      .selectFrom("class_sessions")
      .select(["cancelled_at", "cancel_reason", "starts_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  const bookingStatus = (id: string) =>
    fresh.database.db.selectFrom("bookings").select("status").where("id", "=", id).executeTakeFirstOrThrow();
  const version = async () => (await scheduleVersionOf(fresh.database.db))?.version;

  // The clocks go forward in London on Sunday 28 March 2027 and back on Sunday 31 October 2027.
  it.each([
    { clocks: "forward", now: "2027-03-22T10:00:00.000Z", from: "2027-03-27", monday: "2027-03-29", utc: "08:00" },
    { clocks: "back", now: "2027-10-25T10:00:00.000Z", from: "2027-10-30", monday: "2027-11-01", utc: "09:00" },
  ])(
    "across the clocks going $clocks: the closed days' sessions come back, bookable at their times; the bookings it cancelled stay cancelled, nobody is e-mailed, and the audit log records it",
    async ({ now: at, from, monday, utc }) => {
      const now = new Date(at);
      const spin = `spin-${monday}-0900`;
      const lift = `lift-${monday}-1000`;
      const [booked = "", other = ""] = await createMembers(fresh.database, 2);
      const booking = await bookSession(fresh.database, { userId: booked, sessionId: spin, now });
      // Cancelled on its own before the closure: it stays so.
      const liftSession = findSession(lift);
      if (!liftSession) throw new Error(`no ${lift}`);
      await cancelWholeSession(fresh.database, { session: liftSession, reason: "Coach unwell", now });
      const { result: closure } = await addClosure(fresh.database, { from, to: monday, reason }, { ...context, now });
      expect(closure.cancelledBookings).toBe(1);
      const mailBefore = await outbox();
      const versionBefore = await version();

      // What the page asks to confirm: worked out, then rolled back.
      const preview = await removeClosure(fresh.database, closure.id, { ...context, now, preview: true });
      expect(preview).toMatchObject({ saved: false, result: { sessionsBack: 1, bookingsLeftCancelled: 1 } });
      expect(currentSchedule().closures.map((candidate) => candidate.id)).toEqual([closure.id]);
      expect((await sessionRow(spin)).cancel_reason).toBe(reason);

      const removed = await removeClosure(fresh.database, closure.id, { ...context, now });
      expect(removed.result).toEqual({
        id: closure.id,
        days: expect.stringContaining(" to "),
        sessionsBack: 1,
        bookingsLeftCancelled: 1,
      });
      expect(currentSchedule().closures).toEqual([]);
      expect(await version()).toBe((versionBefore ?? 0) + 1);
      expect(findSession(spin)?.closure).toBeNull();
      expect(await sessionRow(spin)).toEqual({
        cancelled_at: null,
        cancel_reason: null,
        starts_at: `${monday}T${utc}:00.000Z`,
      });
      const spinSession = findSession(spin);
      if (!spinSession) throw new Error(`no ${spin}`);
      expect((await availabilityOf(fresh.database, [spinSession])).get(spin)?.cancellation).toBeNull();

      // Not booked again; free to book again, like anyone.
      expect((await bookingStatus(booking.id)).status).toBe("session-cancelled");
      expect(await refusal(bookSession(fresh.database, { userId: other, sessionId: spin, now }))).toBe("accepted");
      expect(await refusal(bookSession(fresh.database, { userId: booked, sessionId: spin, now }))).toBe("accepted");
      expect(await refusal(bookSession(fresh.database, { userId: other, sessionId: lift, now }))).toBe(
        "SESSION_CANCELLED",
      );
      expect((await sessionRow(lift)).cancel_reason).toBe("Coach unwell");
      expect(await outbox()).toBe(mailBefore);

      const { entries } = await readAuditLog(fresh.database, { about: [{ type: "closure", ids: [closure.id] }] });
      expect(entries.map((entry) => entry.action)).toEqual(["timetable.closure-removed", "timetable.closure-added"]);
      expect(entries[0]).toMatchObject({
        actor: testActor.label,
        before: { from, to: monday, reason },
        after: { sessionsBack: 1, bookingsLeftCancelled: 1 },
      });
    },
  );

  it("refuses a closure someone else removed meanwhile, and one whose first day has gone by; one that starts today gives back the sessions still to come", async () => {
    const { result: closure } = await addClosure(
      fresh.database,
      { from: NEXT_MONDAY, to: NEXT_MONDAY, reason },
      { ...context, now: NOW },
    );
    const dayAfter = new Date("2026-12-01T08:00:00.000Z");
    const begun = removeClosure(fresh.database, closure.id, { ...context, now: dayAfter });
    expect(await refusal(begun)).toBe("CLOSURE_BEGUN");
    await expect(removeClosure(fresh.database, closure.id, { ...context, now: dayAfter })).rejects.toThrow(
      "The gym has been closed since Monday 30 November",
    );

    // Its first day, between Spin at 9:00 (begun: stays cancelled) and Lift at 10:00.
    const duringIt = new Date("2026-11-30T09:30:00.000Z");
    const { result } = await removeClosure(fresh.database, closure.id, { ...context, now: duringIt });
    expect(result).toMatchObject({ sessionsBack: 1, bookingsLeftCancelled: 0 });
    expect((await sessionRow(`spin-${NEXT_MONDAY}-0900`)).cancel_reason).toBe(reason);
    expect((await sessionRow(`lift-${NEXT_MONDAY}-1000`)).cancelled_at).toBeNull();

    const versionBefore = await version();
    const again = removeClosure(fresh.database, closure.id, { ...context, now: duringIt });
    expect(await refusal(again)).toBe("CLOSURE_NOT_FOUND");
    expect(await version()).toBe(versionBefore);
    const { entries } = await readAuditLog(fresh.database, { about: [{ type: "closure", ids: [closure.id] }] });
    expect(entries.map((entry) => entry.action)).toEqual(["timetable.closure-removed", "timetable.closure-added"]);
  });
});
