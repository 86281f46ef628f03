import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { availabilityOf } from "#app/features/booking/availability.server.ts";
import { bookingMailer } from "#app/features/booking/booking-mail.server.ts";
import { bookSession } from "#app/features/booking/bookings.server.ts";
import { createMembers } from "#app/features/booking/test-support.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { addClosure } from "./closure-edits.server.ts";
import { addOneOff, removeOneOff, setCover } from "./session-edits.server.ts";
import { findSession, parseLocalDate, sessionsBetween } from "./sessions.server.ts";
import { addSlot } from "./slot-edits.server.ts";
import { NEXT_MONDAY, NEXT_WEDNESDAY, NOW, refusal, testActor, testMail, useSchedule } from "./test-support.ts";

const actor = testActor;
const mail = testMail;
const date = (value: string) => {
  const parsed = parseLocalDate(value);
  if (!parsed) throw new Error(`bad date ${value}`);
  return parsed;
};

describe.each(databaseKinds)("single dates of the schedule as staff change them, on %s", (kind) => {
  let fresh: FreshDatabase;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    await useSchedule(fresh.database);
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  const context = { actor, now: NOW, notify: bookingMailer(mail) };
  const topics = async () =>
    (await fresh.database.db.selectFrom("mail_outbox").select("topic").orderBy("created_at").execute()).map(
      (row) => row.topic,
    );

  it("adds a one-off session that members can book, refuses a second at the same time, and removes it again, telling its members", async () => {
    const { result } = await addOneOff(
      fresh.database,
      { classSlug: "yoga", localDate: NEXT_WEDNESDAY, start: "18:00", end: "19:00" },
      context,
    );
    expect(result.sessionId).toBe(`yoga-${NEXT_WEDNESDAY}-1800`);
    expect(findSession(result.sessionId)).toMatchObject({ trainer: "Cy Park", source: { kind: "one-off" } });
    const again = addOneOff(
      fresh.database,
      { classSlug: "yoga", localDate: NEXT_WEDNESDAY, start: "18:00", end: "19:00" },
      context,
    );
    expect(await refusal(again)).toBe("DUPLICATE_SESSION");
    const clash = addOneOff(
      fresh.database,
      { classSlug: "lift", localDate: NEXT_WEDNESDAY, start: "09:30", end: "10:30", trainerId: "ana-lima" },
      context,
    );
    await expect(clash).rejects.toThrow("Ana Lima already teaches Spin at 9:00am on Wednesday 25 November.");

    const [member = ""] = await createMembers(fresh.database, 1);
    await bookSession(fresh.database, { userId: member, sessionId: result.sessionId, now: NOW });
    const { consequences } = await removeOneOff(fresh.database, result.sessionId, context);
    expect(consequences.cancelledBookings).toBe(1);
    expect(await topics()).toEqual(["session-cancelled-by-gym"]);
  });

  it("gives a session cover: the session shows the other trainer, its members are told and keep their places", async () => {
    const sessionId = `spin-${NEXT_MONDAY}-0900`;
    const [member = ""] = await createMembers(fresh.database, 1);
    await bookSession(fresh.database, { userId: member, sessionId, now: NOW });
    const { consequences } = await setCover(fresh.database, { sessionId, trainerId: "cy-park" }, context);
    expect(consequences).toEqual({ cancelledBookings: 0, toldOfNewTrainer: 1 });
    expect(findSession(sessionId)).toMatchObject({ trainer: "Cy Park", trainerId: "cy-park" });
    expect(findSession(`spin-${NEXT_WEDNESDAY}-0900`)?.trainer).toBe("Ana Lima");
    expect(await topics()).toEqual(["trainer-changed"]);
    const places = await availabilityOf(fresh.database, [findSession(sessionId) ?? never()], member);
    expect(places.get(sessionId)?.myBooking?.status).toBe("booked");
    // Cy is now busy at 9:00 that Monday; Ana, covered, is free.
    const busy = addOneOff(
      fresh.database,
      { classSlug: "yoga", localDate: NEXT_MONDAY, start: "09:30", end: "10:30" },
      context,
    );
    await expect(busy).rejects.toThrow("Cy Park already teaches Spin at 9:00am on Monday 30 November.");
    const free = addOneOff(
      fresh.database,
      { classSlug: "yoga", localDate: NEXT_MONDAY, start: "09:00", end: "10:00", trainerId: "ana-lima" },
      context,
    );
    expect(await refusal(free)).toBe("accepted");
  });

  it("closes the gym across a change of the clocks: every session those days is cancelled with the reason, members told, and nothing can be booked", async () => {
    // The clocks go forward in London on Sunday 28 March 2027.
    const now = new Date("2027-03-22T10:00:00.000Z");
    const [member = ""] = await createMembers(fresh.database, 1);
    await bookSession(fresh.database, { userId: member, sessionId: "spin-2027-03-29-0900", now });
    const { result } = await addClosure(
      fresh.database,
      { from: "2027-03-27", to: "2027-03-29", reason: "Floor being relaid" },
      { ...context, now },
    );
    expect(result.cancelledBookings).toBe(1);
    const closed = sessionsBetween(date("2027-03-27"), date("2027-03-29"));
    expect(closed.map((session) => session.id)).toEqual(["spin-2027-03-29-0900", "lift-2027-03-29-1000"]);
    // After the change: 9:00 in London is 8:00 UTC.
    expect(closed[0]?.startsAt).toBe("2027-03-29T09:00:00+01:00");
    for (const session of closed) expect(session.closure?.reason).toBe("Floor being relaid");
    const places = await availabilityOf(fresh.database, closed);
    for (const session of closed) expect(places.get(session.id)?.cancellation?.reason).toBe("Floor being relaid");
    expect(await topics()).toEqual(["session-cancelled-by-gym"]);
    expect(await refusal(bookSession(fresh.database, { userId: member, sessionId: "lift-2027-03-29-1000", now }))).toBe(
      "SESSION_CANCELLED",
    );
    // A class added later on a closed day is closed too.
    await addSlot(
      fresh.database,
      { classSlug: "yoga", weekday: "sunday", start: "10:00", end: "11:00", effectiveFrom: "2027-03-22" },
      { ...context, now },
    );
    expect(findSession("yoga-2027-03-28-1000")?.closure?.reason).toBe("Floor being relaid");
    expect(await refusal(bookSession(fresh.database, { userId: member, sessionId: "yoga-2027-03-28-1000", now }))).toBe(
      "SESSION_CANCELLED",
    );
    const overlapping = addClosure(
      fresh.database,
      { from: "2027-03-29", to: "2027-03-30", reason: "Again" },
      { ...context, now },
    );
    expect(await refusal(overlapping)).toBe("CLOSURE_OVERLAPS");
    const oneOff = addOneOff(
      fresh.database,
      { classSlug: "yoga", localDate: "2027-03-27", start: "12:00", end: "13:00" },
      { ...context, now },
    );
    expect(await refusal(oneOff)).toBe("CLOSED");
  });
});

function never(): never {
  throw new Error("the session is not on the timetable");
}
