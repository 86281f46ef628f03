import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mailCopy } from "#app/content/mail.ts";
import { terms } from "#app/content/terms.ts";
import { bookingMailer } from "#app/features/booking/booking-mail.server.ts";
import { bookSession } from "#app/features/booking/bookings.server.ts";
import { cancelBooking } from "#app/features/booking/cancellations.server.ts";
import { memberBookings } from "#app/features/booking/member-bookings.server.ts";
import { createMembers } from "#app/features/booking/test-support.ts";
import type { EmailPayload } from "#app/features/mail/outbox.server.ts";
import { changeSlot } from "#app/features/timetable/slot-edits.server.ts";
import { NEXT_WEDNESDAY, NOW, testActor, useSchedule } from "#app/features/timetable/test-support.ts";
import { type AccountsApi, accountsApi } from "#tests/support/accounts-api.ts";
import { databaseKinds } from "#tests/support/databases.ts";
import { confirmOneClickRebook, loadOneClickRebook } from "./one-click-rebook.server.ts";
import { rebookTokenMatches } from "./signed-links.server.ts";
import { acceptTerms } from "./terms.server.ts";

const OLD = `spin-${NEXT_WEDNESDAY}-0900`;
const NEW = `spin-${NEXT_WEDNESDAY}-1100`;

describe.each(databaseKinds)("a moved class's new time, booked from the e-mail in one step, on %s", (kind) => {
  let api: AccountsApi;
  let secret: string;
  let database: AccountsApi["services"]["database"];
  beforeEach(async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    api = await accountsApi(kind);
    await useSchedule(api.services.database);
    secret = (await api.services.auth.$context).secret;
    database = api.services.database;
  });
  afterEach(async () => {
    await api.dispose();
  });

  async function members(count: number): Promise<string[]> {
    const ids = await createMembers(api.services.database, count);
    for (const userId of ids) {
      await acceptTerms(api.services.database, {
        userId,
        version: terms.version,
        answers: Object.fromEntries(terms.questions.map((question) => [question.id, false])),
      });
    }
    return ids;
  }

  /** The member's booking of the 9:00 Spin, moved to 11:00 by a timetable edit; the link its e-mail carries. */
  async function movedBooking(member: string): Promise<{ bookingId: string; link: URL; mail: EmailPayload }> {
    const booking = await bookSession(database, { userId: member, sessionId: OLD, now: NOW });
    await changeSlot(
      database,
      "spin-wednesday",
      { version: 1, effectiveFrom: NEXT_WEDNESDAY, changes: { start: "11:00", end: "12:00" } },
      { actor: testActor, now: NOW, notify: bookingMailer(api.services.mail, { secret }) },
    );
    const row = await database.db
      .selectFrom("mail_outbox")
      .select("payload")
      .where("topic", "=", "session-moved")
      .where("recipient", "=", `${member}@example.com`)
      .executeTakeFirstOrThrow();
    const mail = JSON.parse(row.payload) as EmailPayload;
    const link = new URL(/https?:\/\/\S+\/rebook\?token=\S+/.exec(mail.text)?.[0] ?? "http://none.invalid");
    return { bookingId: booking.id, link, mail };
  }

  it("says the place's credit came back and carries a signed link that books the new time once", async () => {
    const [member = ""] = await members(1);
    const { bookingId, link, mail } = await movedBooking(member);
    expect(mail.text).toContain(mailCopy.sessionMoved.creditBack);
    expect(mail.text).toContain(mailCopy.sessionMoved.oneClick);
    expect(link.pathname).toBe(`/bookings/${bookingId}/rebook`);
    const token = link.searchParams.get("token");
    expect(rebookTokenMatches(secret, bookingId, token ?? "")).toBe(true);

    // /account offers the same in one button.
    const { upcoming } = await memberBookings(database, member, NOW);
    expect(upcoming).toMatchObject([{ status: "session-cancelled", movedTo: { id: NEW } }]);

    // Opening the link changes nothing; confirming books.
    expect(await loadOneClickRebook(api.services, bookingId, token, NOW)).toMatchObject({
      state: "offer",
      className: "Spin",
      full: false,
    });
    expect(await confirmOneClickRebook(api.services, bookingId, token, NOW)).toEqual({
      tone: "success",
      message: "You're booked at the new time: Spin, Wednesday 25 November, 11:00am-12:00pm.",
    });
    const booked = await database.db
      .selectFrom("bookings")
      .select("status")
      .where("session_id", "=", NEW)
      .where("user_id", "=", member)
      .execute();
    expect(booked).toEqual([{ status: "booked" }]);

    // A replay books nothing more, even once the member has cancelled the new time.
    expect(await confirmOneClickRebook(api.services, bookingId, token, NOW)).toMatchObject({ tone: "error" });
    const [mine] = await database.db
      .selectFrom("bookings")
      .select("id")
      .where("session_id", "=", NEW)
      .where("user_id", "=", member)
      .execute();
    await cancelBooking(database, { userId: member, bookingId: mine?.id ?? "", now: NOW });
    expect(await loadOneClickRebook(api.services, bookingId, token, NOW)).toEqual({
      state: "over",
      message:
        "This link was used: you booked the new time (Spin, Wednesday 25 November, 11:00am-12:00pm) and cancelled it since.",
    });
    expect(await confirmOneClickRebook(api.services, bookingId, token, NOW)).toMatchObject({ tone: "error" });
    const rows = await database.db.selectFrom("bookings").select("id").where("session_id", "=", NEW).execute();
    expect(rows).toHaveLength(1);
  });

  it("says when the new time is full, and puts the member on its waitlist rather than over its places", async () => {
    const [member = "", ...others] = await members(4);
    const { bookingId, link } = await movedBooking(member);
    for (const other of others) await bookSession(database, { userId: other, sessionId: NEW, now: NOW });
    const token = link.searchParams.get("token");
    expect(await loadOneClickRebook(api.services, bookingId, token, NOW)).toMatchObject({ state: "offer", full: true });
    const outcome = await confirmOneClickRebook(api.services, bookingId, token, NOW);
    expect(outcome.message).toMatch(/^The new time is full: you're number 1 on its waitlist/);
    const row = await database.db
      .selectFrom("class_sessions")
      .select(["booked_count", "capacity"])
      .where("id", "=", NEW)
      .executeTakeFirstOrThrow();
    expect(Number(row.booked_count)).toBe(Number(row.capacity));
  });

  it("answers a forged or another booking's link with not found", async () => {
    const [member = ""] = await members(1);
    const { bookingId, link } = await movedBooking(member);
    const token = link.searchParams.get("token");
    await expect(loadOneClickRebook(api.services, bookingId, "forged", NOW)).rejects.toMatchObject({
      init: { status: 404 },
    });
    await expect(confirmOneClickRebook(api.services, "another-booking", token, NOW)).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});
