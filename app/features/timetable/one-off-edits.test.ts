import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { site } from "#app/content/site.ts";
import { availabilityOf } from "#app/features/booking/availability.server.ts";
import { bookingMailer } from "#app/features/booking/booking-mail.server.ts";
import { bookSession } from "#app/features/booking/bookings.server.ts";
import { memberBookings } from "#app/features/booking/member-bookings.server.ts";
import { createMembers } from "#app/features/booking/test-support.ts";
import { readAuditLog } from "#app/features/staff/audit.server.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { addOneOff, changeOneOff, type OneOffChange } from "./session-edits.server.ts";
import { findSession } from "./sessions.server.ts";
import { NEXT_WEDNESDAY, NOW, refusal, testActor, testMail, useSchedule } from "./test-support.ts";

/**
 * A one-off session changed as a weekly class is: its time (members of a moved session
 * told the new time, their places cancelled), its trainer (members told, places kept),
 * its places (at once, the waitlist moving up), each from the version the form read.
 */
describe.each(databaseKinds)("a one-off session staff change, on %s", (kind) => {
  let fresh: FreshDatabase;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    await useSchedule(fresh.database);
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  const context = { actor: testActor, now: NOW, notify: bookingMailer(testMail) };
  const outbox = () =>
    fresh.database.db
      .selectFrom("mail_outbox")
      .select(["topic", "recipient", "payload"])
      .orderBy("created_at")
      .execute();
  /** Yoga on Wednesday evening, 18:00-19:00 with Cy Park, one place. */
  const yogaEvening = async () =>
    (
      await addOneOff(
        fresh.database,
        { classSlug: "yoga", localDate: NEXT_WEDNESDAY, start: "18:00", end: "19:00", capacity: 1 },
        context,
      )
    ).result.sessionId;
  const change = (sessionId: string, fields: Partial<OneOffChange>) =>
    changeOneOff(
      fresh.database,
      { sessionId, version: 1, start: "18:00", end: "19:00", trainerId: "cy-park", capacity: 1, ...fields },
      context,
    );

  it("gives a booked one-off another trainer and more places: its members keep their places and are told, the waitlist moves up; fewer places than booked, or a form read before someone else's change, are refused", async () => {
    const sessionId = await yogaEvening();
    const [booked = "", waiting = ""] = await createMembers(fresh.database, 2);
    await bookSession(fresh.database, { userId: booked, sessionId, now: NOW });
    expect((await bookSession(fresh.database, { userId: waiting, sessionId, now: NOW })).status).toBe("waitlisted");

    const { result, consequences } = await change(sessionId, { trainerId: "ana-lima", capacity: 2 });
    expect(result).toEqual({ sessionId, promoted: 1 });
    expect(consequences).toEqual({ cancelledBookings: 0, toldOfNewTrainer: 2 });
    const session = findSession(sessionId);
    expect(session).toMatchObject({ trainer: "Ana Lima", capacity: 2, source: { kind: "one-off" } });
    if (!session) return;
    expect((await availabilityOf(fresh.database, [session], waiting)).get(sessionId)).toMatchObject({
      capacity: 2,
      booked: 2,
      myBooking: { status: "booked" },
    });
    expect((await outbox()).map((message) => message.topic).sort()).toEqual([
      "promoted",
      "trainer-changed",
      "trainer-changed",
    ]);

    expect(await refusal(change(sessionId, { version: 1, capacity: 3 }))).toBe("STALE_VERSION");
    expect(await refusal(change(sessionId, { version: 2, trainerId: "ana-lima", capacity: 1 }))).toBe(
      "CAPACITY_BELOW_BOOKED",
    );
    expect(findSession(sessionId)?.capacity).toBe(2);
    const { entries } = await readAuditLog(fresh.database, { about: [{ type: "session", ids: [sessionId] }] });
    expect(entries[0]).toMatchObject({
      action: "timetable.one-off-changed",
      before: { trainer: "cy-park", capacity: 1 },
      after: { trainer: "ana-lima", capacity: 2, promotedFromWaitlist: 1 },
    });
  });

  it("moves a booked one-off to a later hour: the member's place is cancelled and they are e-mailed the new time, which is bookable; a busy trainer, the opening hours and a session begun are refused", async () => {
    const sessionId = await yogaEvening();
    const [member = ""] = await createMembers(fresh.database, 1);
    await bookSession(fresh.database, { userId: member, sessionId, now: NOW });

    expect(await refusal(change(sessionId, { start: "09:30", end: "10:30", trainerId: "ana-lima" }))).toBe(
      "TRAINER_BUSY",
    );
    const opens = site.hours.find((line) => line.days.includes("wednesday"))?.opens ?? "07:00";
    const early = opens === "00:00" ? { start: "23:30", end: "23:59" } : { start: "00:00", end: opens };
    expect(await refusal(change(sessionId, early))).toBe("OUTSIDE_OPENING_HOURS");
    expect(await refusal(change(sessionId, { start: "19:00", end: "18:30" }))).toBe("INVALID_INPUT");
    const late = changeOneOff(
      fresh.database,
      { sessionId, version: 1, start: "19:00", end: "20:00", trainerId: "cy-park", capacity: 1 },
      { ...context, now: new Date(`${NEXT_WEDNESDAY}T18:30:00.000Z`) },
    );
    expect(await refusal(late)).toBe("SESSION_STARTED");

    const { result, consequences } = await change(sessionId, { start: "19:00", end: "20:00" });
    const movedId = `yoga-${NEXT_WEDNESDAY}-1900`;
    expect(result.sessionId).toBe(movedId);
    expect(consequences.cancelledBookings).toBe(1);
    expect(findSession(sessionId)?.source.kind).toBe("removed");
    expect(findSession(movedId)?.source.kind).toBe("one-off");
    const { upcoming } = await memberBookings(fresh.database, member, NOW);
    expect(upcoming).toMatchObject([
      { status: "session-cancelled", cancelReason: "Moved to Wednesday 25 November, 7:00pm-8:00pm" },
    ]);
    const moved = (await outbox()).find((message) => message.topic === "session-moved");
    expect(moved?.payload).toContain("Wednesday 25 November, 7:00pm-8:00pm");
    expect((await bookSession(fresh.database, { userId: member, sessionId: movedId, now: NOW })).status).toBe("booked");
  });
});
