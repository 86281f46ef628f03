import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Member } from "#app/features/accounts/member.server.ts";
import { acceptTerms } from "#app/features/attendance/terms.server.ts";
import { onMailQueued } from "#app/features/mail/outbox.server.ts";
import { cancelSession, changeCapacity } from "#app/features/staff/session-changes.server.ts";
import { parseEnv } from "#app/platform/config/env.server.ts";
import { acceptedTerms } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { bookingMailer } from "./booking-mail.server.ts";
import { BookingRefused } from "./errors.ts";
import { bookForMember, cancelForMember } from "./member-actions.server.ts";
import { memberBookings } from "./member-bookings.server.ts";
import { createMembers as createAccounts, SPIN, SPIN_STARTS, TWO_DAYS_BEFORE } from "./test-support.ts";

vi.mock("#app/content/timetable.ts", async () => ({ timetable: (await import("./test-support.ts")).fixtureTimetable }));
vi.mock("#app/content/classes.ts", async () => ({ gymClasses: (await import("./test-support.ts")).fixtureClasses }));
vi.mock("#app/content/booking-rules.ts", async () => ({
  bookingRules: (await import("./test-support.ts")).fixtureRules,
}));

const CAPACITY = 3;

/** Members who have accepted the gym's terms, as a member must before booking (app/features/attendance). */
async function createMembers(database: FreshDatabase["database"], count: number): Promise<string[]> {
  const ids = await createAccounts(database, count);
  for (const userId of ids) await acceptTerms(database, { userId, ...acceptedTerms });
  return ids;
}

describe.each(databaseKinds)("the e-mail a booking owes the member, on %s", (kind) => {
  let fresh: FreshDatabase;
  let kicks: number;
  let stopListening: () => void;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    kicks = 0;
    // The mail worker is woken when a transaction that queued mail commits.
    stopListening = onMailQueued(() => void kicks++);
    vi.useFakeTimers({ toFake: ["Date"], now: TWO_DAYS_BEFORE });
  });
  afterEach(async () => {
    stopListening();
    vi.useRealTimers();
    await fresh.dispose();
  });

  const services = (env: Record<string, string> = {}) => ({
    database: fresh.database,
    env: parseEnv({ DEMO_EMAIL: "", BOOKING_RATE_LIMIT_MAX: "1000", ...env }),
    mail: { context: { origin: "https://gym.example", staffEmail: "desk@gym.example" } },
  });
  const member = (id: string, emailVerified = true): Member => ({
    id,
    email: `${id}@example.com`,
    name: "M",
    emailVerified,
  });
  const outbox = () =>
    fresh.database.db
      .selectFrom("mail_outbox")
      .select(["topic", "recipient", "payload"])
      .orderBy("created_at")
      .execute();
  /**
   * The mail queued after the bookings: the clock moves on first, because with a stopped clock
   * every row has the same created_at and neither database promises the order of ties.
   */
  const afterTheBookings = () => vi.setSystemTime(new Date(TWO_DAYS_BEFORE.getTime() + 60_000));
  const queuedAfterTheBookings = async () => {
    const mails = await fresh.database.db
      .selectFrom("mail_outbox")
      .select(["topic", "recipient", "payload"])
      .where("created_at", ">", TWO_DAYS_BEFORE.toISOString())
      .execute();
    // Sorted here, not by the database, whose collation may order text differently from `sort()`.
    const key = (mail: { topic: string; recipient: string }) => `${mail.topic} ${mail.recipient}`;
    return mails.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  };

  it("queues 'booked' with the session as a calendar file, and wakes the sender", async () => {
    const [id = ""] = await createMembers(fresh.database, 1);
    await bookForMember(services(), member(id), SPIN);
    const [mail] = await outbox();
    expect(mail).toMatchObject({ topic: "booked", recipient: `${id}@example.com` });
    const payload = JSON.parse(mail?.payload ?? "{}") as {
      subject: string;
      attachments: { filename: string; content: string }[];
    };
    expect(payload.subject).toContain("Spin");
    expect(payload.attachments[0]?.filename).toMatch(/\.ics$/);
    expect(payload.attachments[0]?.content).toContain(`UID:session-${SPIN}@gym.example`);
    expect(kicks).toBeGreaterThan(0);
  });

  it("queues nothing for a waitlist place or a refused booking", async () => {
    const ids = await createMembers(fresh.database, CAPACITY + 1);
    for (const id of ids) await bookForMember(services(), member(id), SPIN);
    await expect(bookForMember(services(), member(ids[0] ?? ""), SPIN)).rejects.toBeInstanceOf(BookingRefused);
    expect((await outbox()).map((mail) => mail.topic)).toEqual(Array(CAPACITY).fill("booked"));
  });

  it("tells a cancelling member, and the member promoted into the place, each in the cancellation's transaction", async () => {
    const ids = await createMembers(fresh.database, CAPACITY + 1);
    const bookings = [];
    for (const id of ids) bookings.push(await bookForMember(services(), member(id), SPIN));
    afterTheBookings();
    await cancelForMember(services(), member(ids[0] ?? ""), bookings[0]?.id ?? "");
    const mails = await queuedAfterTheBookings();
    expect(mails.map((mail) => [mail.topic, mail.recipient])).toEqual([
      ["cancelled-by-member", `${ids[0]}@example.com`],
      ["promoted", `${ids[CAPACITY]}@example.com`],
    ]);
  });

  it("tells every member, booked or waiting, when the gym cancels the session, with the gym's reason", async () => {
    const ids = await createMembers(fresh.database, CAPACITY + 1);
    for (const id of ids) await bookForMember(services(), member(id), SPIN);
    const actor = { id: null, label: "command line" };
    afterTheBookings();
    await cancelSession(
      fresh.database,
      { sessionId: SPIN, reason: "The coach is ill", actor },
      bookingMailer(services().mail),
    );
    const told = await queuedAfterTheBookings();
    expect(told.map((mail) => [mail.topic, mail.recipient])).toEqual(
      ids.map((id) => ["session-cancelled-by-gym", `${id}@example.com`]).sort(),
    );
    expect((JSON.parse(told[0]?.payload ?? "{}") as { text: string }).text).toContain("The coach is ill");
  });

  it("keeps a session the gym cancelled in its members' upcoming bookings, with the reason and no place held", async () => {
    const [id = ""] = await createMembers(fresh.database, 1);
    await bookForMember(services(), member(id), SPIN);
    const actor = { id: null, label: "command line" };
    await cancelSession(fresh.database, { sessionId: SPIN, reason: "Flooded studio", actor });
    const { upcoming } = await memberBookings(fresh.database, id);
    expect(upcoming.map((booking) => [booking.session.id, booking.status, booking.cancelReason])).toEqual([
      [SPIN, "session-cancelled", "Flooded studio"],
    ]);
  });

  it("tells members the desk moves up from the waitlist by adding places", async () => {
    const ids = await createMembers(fresh.database, CAPACITY + 1);
    for (const id of ids) await bookForMember(services(), member(id), SPIN);
    const actor = { id: null, label: "command line" };
    afterTheBookings();
    await changeCapacity(
      fresh.database,
      { sessionId: SPIN, capacity: CAPACITY + 1, actor },
      bookingMailer(services().mail),
    );
    expect((await queuedAfterTheBookings()).map((mail) => [mail.topic, mail.recipient])).toEqual([
      ["promoted", `${ids[CAPACITY]}@example.com`],
    ]);
  });

  it("says a late cancellation is late", async () => {
    const [id = ""] = await createMembers(fresh.database, 1);
    const booking = await bookForMember(services(), member(id), SPIN);
    vi.setSystemTime(new Date(SPIN_STARTS - 30 * 60 * 1000));
    await cancelForMember(services(), member(id), booking.id);
    const cancelled = (await outbox()).find((mail) => mail.topic === "cancelled-by-member");
    expect((JSON.parse(cancelled?.payload ?? "{}") as { text: string }).text).toMatch(/late/i);
  });

  it("books only verified members when the gym requires it", async () => {
    const [id = ""] = await createMembers(fresh.database, 1);
    const strict = services({ REQUIRE_EMAIL_VERIFICATION: "true" });
    await expect(bookForMember(strict, member(id, false), SPIN)).rejects.toMatchObject({ code: "EMAIL_NOT_VERIFIED" });
    expect((await bookForMember(strict, member(id, true), SPIN)).status).toBe("booked");
    expect(
      (await bookForMember(services(), member((await createMembers(fresh.database, 1))[0] ?? "", false), SPIN)).status,
    ).toBe("booked");
  });
});
