import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookingMailer } from "#app/features/booking/booking-mail.server.ts";
import { bookSession } from "#app/features/booking/bookings.server.ts";
import { BookingRefused } from "#app/features/booking/errors.ts";
import { memberBookings } from "#app/features/booking/member-bookings.server.ts";
import { createMembers } from "#app/features/booking/test-support.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { currentSchedule } from "./current-schedule.ts";
import { findSession, parseLocalDate, sessionsOn } from "./sessions.server.ts";
import { addSlot, changeSlot, removeSlot } from "./slot-edits.server.ts";
import { NEXT_MONDAY, NEXT_WEDNESDAY, NOW, refusal, TODAY, testActor, testMail, useSchedule } from "./test-support.ts";

const actor = testActor;
const mail = testMail;
const date = (value: string) =>
  parseLocalDate(value) ??
  (() => {
    throw new Error(`bad date ${value}`);
  })();
const idsOn = (day: string) => sessionsOn(date(day)).map((session) => session.id);

describe.each(databaseKinds)("the weekly timetable as staff change it, on %s", (kind) => {
  let fresh: FreshDatabase;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    await useSchedule(fresh.database);
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  const context = { actor, now: NOW, notify: bookingMailer(mail) };
  const outbox = () =>
    fresh.database.db
      .selectFrom("mail_outbox")
      .select(["topic", "recipient", "payload"])
      .orderBy("created_at")
      .execute();

  it("adds a slot from a date on: its sessions are on the schedule from then, bookable, and the change is audited", async () => {
    const { result } = await addSlot(
      fresh.database,
      { classSlug: "yoga", weekday: "monday", start: "18:00", end: "19:00", effectiveFrom: NEXT_MONDAY },
      context,
    );
    expect(idsOn("2026-11-23")).not.toContain("yoga-2026-11-23-1800");
    expect(idsOn(NEXT_MONDAY)).toContain(`yoga-${NEXT_MONDAY}-1800`);
    const session = findSession(`yoga-${NEXT_MONDAY}-1800`);
    expect(session).toMatchObject({ trainer: "Cy Park", capacity: 3, source: { kind: "weekly", id: result.id } });
    const [member = ""] = await createMembers(fresh.database, 1);
    expect(
      (await bookSession(fresh.database, { userId: member, sessionId: `yoga-${NEXT_MONDAY}-1800`, now: NOW })).status,
    ).toBe("booked");
    const audit = await fresh.database.db.selectFrom("staff_audit_log").selectAll().execute();
    expect(audit).toMatchObject([{ action: "timetable.slot-added", actor: actor.label, subject_id: result.id }]);
  });

  it("refuses, with the reason, a slot outside the opening hours, a busy trainer, a class twice at one time, a date gone by", async () => {
    const add = (fields: Partial<Parameters<typeof addSlot>[1]>) =>
      refusal(
        addSlot(
          fresh.database,
          { classSlug: "yoga", weekday: "monday", start: "18:00", end: "19:00", effectiveFrom: TODAY, ...fields },
          context,
        ),
      );
    expect(await add({ start: "05:00", end: "06:00" })).toBe("OUTSIDE_OPENING_HOURS");
    expect(await add({ start: "09:30", end: "10:30", trainerId: "ana-lima" })).toBe("TRAINER_BUSY");
    expect(await add({ classSlug: "spin", start: "09:00", end: "10:00", trainerId: "cy-park" })).toBe(
      "DUPLICATE_SESSION",
    );
    expect(await add({ effectiveFrom: "2026-11-23" })).toBe("INVALID_INPUT");
    expect(await add({ start: "19:00", end: "18:00" })).toBe("INVALID_INPUT");
    expect(await add({ classSlug: "zumba" })).toBe("UNKNOWN_CLASS");
    // Nothing of the refused changes was saved.
    expect(currentSchedule().slots).toHaveLength(3);
    const busy = addSlot(
      fresh.database,
      {
        classSlug: "yoga",
        weekday: "monday",
        start: "09:30",
        end: "10:30",
        trainerId: "ana-lima",
        effectiveFrom: TODAY,
      },
      context,
    );
    await expect(busy).rejects.toThrow("Ana Lima already teaches Spin at 9:00am on Mondays.");
  });

  it("moves a slot from a date on: earlier sessions stay, a booked member is told and offered the new time, and the old session is still found", async () => {
    const [member = ""] = await createMembers(fresh.database, 1);
    const old = `spin-${NEXT_WEDNESDAY}-0900`;
    await bookSession(fresh.database, { userId: member, sessionId: old, now: NOW }, bookingMailer(mail));
    const { consequences } = await changeSlot(
      fresh.database,
      "spin-wednesday",
      { version: 1, effectiveFrom: NEXT_WEDNESDAY, changes: { start: "11:00", end: "12:00" } },
      context,
    );
    expect(consequences.cancelledBookings).toBe(1);
    expect(idsOn(NEXT_WEDNESDAY)).toEqual([`spin-${NEXT_WEDNESDAY}-1100`]);
    expect(idsOn("2026-11-18")).toEqual(["spin-2026-11-18-0900"]);
    const { upcoming } = await memberBookings(fresh.database, member, NOW);
    expect(upcoming).toMatchObject([
      {
        status: "session-cancelled",
        cancelReason: "Moved to Wednesday 25 November, 11:00am-12:00pm",
        session: { id: old },
      },
    ]);
    const moved = (await outbox()).find((message) => message.topic === "session-moved");
    expect(moved?.recipient).toBe(`${member}@example.com`);
    expect(moved?.payload).toContain("Wednesday 25 November, 11:00am-12:00pm");
    // The old time can no longer be booked; the new one can.
    expect(await refusal(bookSession(fresh.database, { userId: member, sessionId: old, now: NOW }))).toBe(
      "SESSION_CANCELLED",
    );
    const again = await bookSession(fresh.database, {
      userId: member,
      sessionId: `spin-${NEXT_WEDNESDAY}-1100`,
      now: NOW,
    });
    expect(again.status).toBe("booked");
  });

  it("refuses a change made from an older version: the second of two staff saving the same slot is told, nothing lost", async () => {
    await changeSlot(
      fresh.database,
      "spin-monday",
      { version: 1, effectiveFrom: NEXT_MONDAY, changes: { capacity: 5 } },
      context,
    );
    const second = changeSlot(
      fresh.database,
      "spin-monday",
      { version: 1, effectiveFrom: NEXT_MONDAY, changes: { capacity: 8 } },
      context,
    );
    expect(await refusal(second)).toBe("STALE_VERSION");
    expect(findSession(`spin-${NEXT_MONDAY}-0900`)?.capacity).toBe(5);
  });

  it("refuses a change from today once today's session has begun: it would rewrite a session members may be in", async () => {
    // Monday 30 November at 9:30: Spin began at 9:00.
    const during = new Date(`${NEXT_MONDAY}T09:30:00.000Z`);
    const removal = removeSlot(
      fresh.database,
      "spin-monday",
      { effectiveFrom: NEXT_MONDAY },
      { ...context, now: during },
    );
    expect(await refusal(removal)).toBe("SESSION_STARTED");
    const fromTomorrow = removeSlot(
      fresh.database,
      "spin-monday",
      { effectiveFrom: "2026-12-01" },
      { ...context, now: during },
    );
    expect(await refusal(fromTomorrow)).toBe("accepted");
  });

  it("removes a slot from a date on: its booked members' places are cancelled with the reason and they are e-mailed", async () => {
    const [member = ""] = await createMembers(fresh.database, 1);
    await bookSession(fresh.database, { userId: member, sessionId: `lift-${NEXT_MONDAY}-1000`, now: NOW });
    const { consequences } = await removeSlot(
      fresh.database,
      "lift-monday",
      { effectiveFrom: TODAY, version: 1 },
      context,
    );
    expect(consequences.cancelledBookings).toBe(1);
    expect(idsOn(NEXT_MONDAY)).toEqual([`spin-${NEXT_MONDAY}-0900`]);
    expect((await outbox()).map((message) => message.topic)).toEqual(["session-cancelled-by-gym"]);
    const { upcoming } = await memberBookings(fresh.database, member, NOW);
    expect(upcoming).toMatchObject([{ status: "session-cancelled", cancelReason: "No longer on the timetable" }]);
  });

  it("shows what a change would do before it is saved, and saves nothing", async () => {
    const [member = ""] = await createMembers(fresh.database, 1);
    await bookSession(fresh.database, { userId: member, sessionId: `lift-${NEXT_MONDAY}-1000`, now: NOW });
    const preview = await removeSlot(
      fresh.database,
      "lift-monday",
      { effectiveFrom: TODAY },
      { ...context, preview: true },
    );
    expect(preview).toMatchObject({ saved: false, consequences: { cancelledBookings: 1 } });
    expect(idsOn(NEXT_MONDAY)).toContain(`lift-${NEXT_MONDAY}-1000`);
    expect(await outbox()).toEqual([]);
    expect(await fresh.database.db.selectFrom("staff_audit_log").selectAll().execute()).toEqual([]);
  });

  it("leaves no live place on a session an edit removes while members are booking it at that moment", async () => {
    const members = await createMembers(fresh.database, 20);
    const sessionId = `lift-${NEXT_MONDAY}-1000`;
    const bookings = members.map((userId) => bookSession(fresh.database, { userId, sessionId, now: NOW }));
    const removal = removeSlot(fresh.database, "lift-monday", { effectiveFrom: TODAY }, context);
    const settled = await Promise.allSettled([...bookings, removal]);
    expect(settled.at(-1)?.status).toBe("fulfilled");
    const live = await fresh.database.db
      .selectFrom("bookings")
      .select("id")
      .where("session_id", "=", sessionId)
      .where("status", "in", ["booked", "waitlisted"])
      .execute();
    expect(live).toEqual([]);
    // Each booking came either before the edit (then cancelled by it) or after (then refused).
    const refusals = settled.slice(0, -1).flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
    for (const reason of refusals) {
      expect(reason).toBeInstanceOf(BookingRefused);
      expect(["SESSION_NOT_FOUND", "SESSION_CANCELLED"]).toContain((reason as BookingRefused).code);
    }
  });

  it("never lets a booking land on a session an edit removed, even from a server whose snapshot is a moment old", async () => {
    // Another server takes Lift off the timetable; this one has not read the schedule since.
    await fresh.database.db
      .updateTable("timetable_slots")
      .set({ effective_until: TODAY })
      .where("id", "=", "lift-monday")
      .execute();
    await fresh.database.db
      .updateTable("schedule_state")
      .set((eb) => ({ version: eb("version", "+", 1) }))
      .execute();
    expect(findSession(`lift-${NEXT_MONDAY}-1000`)).toBeDefined();
    const [member = ""] = await createMembers(fresh.database, 1);
    expect(
      await refusal(bookSession(fresh.database, { userId: member, sessionId: `lift-${NEXT_MONDAY}-1000`, now: NOW })),
    ).toBe("SESSION_NOT_FOUND");
    // The booking read the schedule again: this server's snapshot is current now.
    expect(findSession(`lift-${NEXT_MONDAY}-1000`)).toBeUndefined();
  });
});
