import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { reminderCopy } from "#app/content/member-mail.ts";
import { deleteAccount } from "#app/features/accounts/test-support.ts";
import { bookingMailer } from "#app/features/booking/booking-mail.server.ts";
import { bookSession } from "#app/features/booking/bookings.server.ts";
import { cancelBooking } from "#app/features/booking/cancellations.server.ts";
import { createMembers, HOUR, SPIN, SPIN_STARTS, TWO_DAYS_BEFORE } from "#app/features/booking/test-support.ts";
import type { EmailPayload } from "#app/features/mail/outbox.server.ts";
import { findSession } from "#app/features/timetable/sessions.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { setMailPreferences } from "./mail-preferences.server.ts";
import { saveSubscription } from "./push-subscriptions.server.ts";
import { queueDueReminders, withdrawReminders } from "./reminders.server.ts";
import { cancelTokenMatches, unsubscribeTokenMatches } from "./signed-links.server.ts";

vi.mock("#app/content/timetable.ts", async () => ({
  timetable: (await import("#app/features/booking/test-support.ts")).fixtureTimetable,
}));
vi.mock("#app/content/classes.ts", async () => ({
  gymClasses: (await import("#app/features/booking/test-support.ts")).fixtureClasses,
}));
vi.mock("#app/content/booking-rules.ts", async () => ({
  bookingRules: { ...(await import("#app/features/booking/test-support.ts")).fixtureRules, reminderHoursBefore: 24 },
}));

const settings = {
  context: { origin: "https://gym.example", staffEmail: "desk@gym.example" },
  secret: "reminder-test-secret-reminder-test-secret",
};
/** The test clock: instants relative to Monday's Spin. */
const hoursBefore = (hours: number) => new Date(SPIN_STARTS - hours * HOUR);

describe.each(databaseKinds)("reminders before a booked class on %s", (kind) => {
  let fresh: FreshDatabase;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  const reminders = () =>
    fresh.database.db
      .selectFrom("mail_outbox")
      .select(["id", "recipient", "subject", "payload", "next_attempt_at"])
      .where("topic", "=", "reminder")
      .execute();
  const book = async (now = TWO_DAYS_BEFORE) => {
    const [member] = (await createMembers(fresh.database, 1)) as [string];
    const booking = await bookSession(fresh.database, { userId: member, sessionId: SPIN, now });
    return { member, booking };
  };

  it("queues exactly one reminder 24 hours before, however many sweeps run, and at the same moment", async () => {
    const { member } = await book();
    expect(await queueDueReminders(fresh.database, settings, hoursBefore(24.5))).toBe(0);
    expect(await reminders()).toEqual([]);

    expect(await queueDueReminders(fresh.database, settings, hoursBefore(24))).toBe(1);
    const sweeps = await Promise.all(
      Array.from({ length: 5 }, () => queueDueReminders(fresh.database, settings, hoursBefore(23))),
    );
    expect(sweeps).toEqual([0, 0, 0, 0, 0]);
    const queued = await reminders();
    expect(queued).toHaveLength(1);
    expect(queued[0]?.recipient).toBe(`${member}@example.com`);
    expect(Date.parse(queued[0]?.next_attempt_at ?? "")).toBeLessThanOrEqual(clock.millis());
  });

  it("claims each reminder once when sweeps race before any has been queued", async () => {
    await book();
    await book();
    const sweeps = await Promise.all(
      Array.from({ length: 4 }, () => queueDueReminders(fresh.database, settings, hoursBefore(20))),
    );
    expect(sweeps.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(await reminders()).toHaveLength(2);
  });

  it("sends none for a class booked inside the reminder window", async () => {
    await book(hoursBefore(10));
    expect(await queueDueReminders(fresh.database, settings, hoursBefore(9))).toBe(0);
    expect(await reminders()).toEqual([]);
  });

  it("says the class, the free-cancellation deadline, carries the calendar file, a signed cancel link and one-click unsubscribe", async () => {
    const { member, booking } = await book();
    await queueDueReminders(fresh.database, settings, hoursBefore(24));
    const [row] = await reminders();
    const session = findSession(SPIN);
    expect(row?.subject).toBe(reminderCopy.subject(session?.className ?? "", "Monday 30 November"));
    const payload = JSON.parse(row?.payload ?? "{}") as EmailPayload;
    // The fixture rules' late-cancellation cut-off is two hours before the start.
    expect(payload.text).toContain(`${reminderCopy.freeCancellation}: Monday 30 November at 7:00am`);
    expect(payload.attachments.map((file) => file.contentType)).toEqual([expect.stringMatching(/^text\/calendar/)]);

    const cancel = new URL(/https:\/\/gym\.example\/bookings\/\S+/.exec(payload.text)?.[0] ?? "");
    expect(cancel.pathname).toBe(`/bookings/${booking.id}/cancel`);
    expect(cancelTokenMatches(settings.secret, booking.id, cancel.searchParams.get("token") ?? "")).toBe(true);
    expect(cancelTokenMatches(settings.secret, "another-booking", cancel.searchParams.get("token") ?? "")).toBe(false);

    expect(payload.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const unsubscribe = new URL(/^<(.+)>$/.exec(payload.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? "");
    expect(unsubscribe.searchParams.get("member")).toBe(member);
    expect(unsubscribe.searchParams.get("list")).toBe("reminders");
    const token = unsubscribe.searchParams.get("token") ?? "";
    expect(unsubscribeTokenMatches(settings.secret, member, "reminders", token)).toBe(true);
    expect(unsubscribeTokenMatches(settings.secret, member, "news", token)).toBe(false);
    // The same link is in the body, visible, in both parts: the reason at the foot names it.
    expect(payload.text).toContain(`${reminderCopy.unsubscribe}: ${unsubscribe.href}`);
    expect(payload.html).toContain(`href="${unsubscribe.href.replaceAll("&", "&amp;")}"`);
    expect(payload.html).toContain(reminderCopy.unsubscribe);
  });

  it("withdraws a queued reminder when the member cancels, and never queues one for a cancelled booking", async () => {
    const { member, booking } = await book();
    await queueDueReminders(fresh.database, settings, hoursBefore(24));
    await cancelBooking(
      fresh.database,
      { userId: member, bookingId: booking.id, now: hoursBefore(23) },
      bookingMailer(settings),
    );
    expect(await reminders()).toEqual([]);

    const other = await book();
    await cancelBooking(fresh.database, { userId: other.member, bookingId: other.booking.id, now: hoursBefore(30) });
    expect(await queueDueReminders(fresh.database, settings, hoursBefore(24))).toBe(0);
  });

  it("withdraws it when the gym cancels the session, but not another member's", async () => {
    const first = await book();
    const second = await book();
    await queueDueReminders(fresh.database, settings, hoursBefore(24));
    const session = findSession(SPIN);
    if (!session) throw new Error("no Spin in the fixture timetable");
    await fresh.database.writeTransaction((trx) =>
      withdrawReminders(trx, { kind: "session-cancelled", userId: first.member, session, reason: "Coach ill" }),
    );
    expect((await reminders()).map((row) => row.recipient)).toEqual([`${second.member}@example.com`]);
  });

  it("queues none for a member who turned reminders off, and does not look again", async () => {
    const { member } = await book();
    await setMailPreferences(fresh.database.db, member, { reminders: false, waitlist: true, news: true });
    expect(await queueDueReminders(fresh.database, settings, hoursBefore(24))).toBe(1);
    await setMailPreferences(fresh.database.db, member, { reminders: true, waitlist: true, news: true });
    expect(await queueDueReminders(fresh.database, settings, hoursBefore(23))).toBe(0);
    expect(await reminders()).toEqual([]);
  });

  it("a deleted account's queued reminders are not sent", async () => {
    const { member } = await book();
    await queueDueReminders(fresh.database, settings, hoursBefore(24));
    await deleteAccount(fresh.database, member);
    expect(await reminders()).toEqual([]);
    expect(await fresh.database.db.selectFrom("booking_reminders").selectAll().execute()).toEqual([]);
  });

  it("also pushes the reminder to the member's devices with notifications on", async () => {
    const { member } = await book();
    await saveSubscription(fresh.database.db, member, {
      endpoint: "https://push.example.com/device-1",
      keys: { p256dh: "p".repeat(87), auth: "a".repeat(22) },
    });
    await queueDueReminders(fresh.database, settings, hoursBefore(24));
    const pushes = await fresh.database.db
      .selectFrom("mail_outbox")
      .select(["kind", "topic", "payload"])
      .where("kind", "=", "push")
      .execute();
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.topic).toBe("reminder");
    const payload = JSON.parse(pushes[0]?.payload ?? "{}") as { endpoint: string; body: string };
    expect(payload.endpoint).toBe("https://push.example.com/device-1");
    expect(JSON.parse(payload.body)).toMatchObject({
      title: expect.stringContaining(findSession(SPIN)?.className ?? ""),
    });
  });
});
