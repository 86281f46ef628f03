import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setMailPreferences } from "#app/features/attendance/mail-preferences.server.ts";
import { bookSession } from "#app/features/booking/bookings.server.ts";
import { saveInquiry } from "#app/features/contact/inquiries.server.ts";
import type { EmailPayload } from "#app/features/mail/outbox.server.ts";
import { createAccount } from "#app/features/staff/test-support.ts";
import { gymToday, sessionsBetween } from "#app/features/timetable/sessions.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { type ApiMember, api, expectApiError, signUp } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import type { RunningServer } from "#tests/support/server-process.ts";
import { signInDemoStaff, signUpStaff, startStaffServer } from "#tests/support/staff-server.ts";
import { dispatchDueMessages } from "./dispatch.server.ts";

interface Created {
  id: string;
  recipients: number;
  status: string;
  sendAt: string | null;
}

const HOUR = 60 * 60 * 1000;

/**
 * POST /api/staff/messages and GET /api/staff/messages over HTTP against the production
 * server (docs/api.md, "Messages to members"): who may send, to whom it goes, what each
 * e-mail carries, and the history's counts.
 */
describe.each(databaseKinds)("messages to members on %s", (kind) => {
  let fresh: FreshDatabase;
  let server: RunningServer;
  let owner: ApiMember;
  let staff: ApiMember;
  let coach: ApiMember;
  let demoStaff: ApiMember;
  let member: ApiMember;
  /** Members written to the database: news on, news off. */
  let keen: { id: string; email: string };
  let quiet: { id: string; email: string };
  const session = sessionsBetween(gymToday().add({ days: 2 }), gymToday().add({ days: 3 }))[0];

  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    server = await startStaffServer(fresh);
    owner = await signUpStaff(server, fresh.database, { label: "owner", role: "owner" });
    staff = await signUpStaff(server, fresh.database);
    coach = await signUpStaff(server, fresh.database, {
      label: "coach",
      role: "coach",
      trainer: session?.trainerId ?? "",
    });
    demoStaff = await signInDemoStaff(server);
    member = await signUp(server, "member");
    keen = await createAccount(fresh.database, { email: "keen@example.com", name: "Kim Keen" });
    quiet = await createAccount(fresh.database, { email: "quiet@example.com", name: "Quinn Quiet" });
    await setMailPreferences(fresh.database.db, quiet.id, { reminders: true, waitlist: true, news: false });
  });
  afterAll(async () => {
    await server?.stop();
    await fresh?.dispose();
  });

  const send = (who: ApiMember | null, json: unknown) =>
    api(server, "/api/staff/messages", { member: who, method: "POST", json });
  const emailsOf = async (messageId: string) => {
    const rows = await fresh.database.db
      .selectFrom("member_message_deliveries as d")
      .innerJoin("mail_outbox as o", "o.id", "d.outbox_id")
      .select(["o.recipient", "o.payload", "o.next_attempt_at", "o.topic"])
      .where("d.message_id", "=", messageId)
      .where("d.channel", "=", "email")
      .orderBy("o.next_attempt_at")
      .execute();
    return rows.map((row) => ({ ...row, payload: JSON.parse(row.payload) as EmailPayload }));
  };

  it("sends gym news to every member with gym news on, at once, each with a one-click unsubscribe", async () => {
    const response = await send(owner, {
      audience: "members",
      subject: "New Saturday classes",
      body: "## From next week\n\nBring **gloves**. <script>alert(1)</script> [Book](https://gym.example/schedule)",
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as Created;
    expect(created).toMatchObject({ status: "queued", recipients: 2 });
    const emails = await emailsOf(created.id);
    // The members with news on; never the one who turned it off, the staff, the coach or the demo staff account.
    expect(emails.map((email) => email.recipient).sort()).toEqual(
      ["Kim Keen <keen@example.com>", `Test Member <${member.email}>`].sort(),
    );
    for (const email of emails) {
      expect(email.topic).toBe("gym-news");
      expect(email.payload.subject).toBe("New Saturday classes");
      expect(email.payload.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      const link = email.payload.headers?.["List-Unsubscribe"]?.slice(1, -1) ?? "";
      expect(link).toContain("/mail/unsubscribe?member=");
      // The same link, visible at the foot of both parts.
      expect(email.payload.html).toContain(link.replaceAll("&", "&amp;"));
      expect(email.payload.text).toContain(link);
      expect(email.payload.html).toContain("<strong>gloves</strong>");
      expect(email.payload.html).toContain('href="https://gym.example/schedule"');
      expect(email.payload.html).not.toContain("<script>");
    }
  });

  it("spreads a message's e-mails over time at MESSAGE_RATE_PER_MINUTE (60 by default: one a second)", async () => {
    const created = (await (
      await send(owner, { audience: "members", subject: "Spread out", body: "Hello" })
    ).json()) as Created;
    const [first, second] = await emailsOf(created.id);
    expect(Date.parse(second?.next_attempt_at ?? "") - Date.parse(first?.next_attempt_at ?? "")).toBe(1000);
  });

  it("turns gym news off with the one-click unsubscribe a mail app posts (RFC 8058): no more to that member", async () => {
    const created = (await (
      await send(owner, { audience: "members", subject: "Before", body: "x" })
    ).json()) as Created;
    const email = (await emailsOf(created.id)).find((row) => row.recipient.includes("keen@example.com"));
    const link = new URL(email?.payload.headers?.["List-Unsubscribe"]?.slice(1, -1) ?? "");
    const oneClick = await fetch(`http://127.0.0.1:${server.port}${link.pathname}${link.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    const after = (await (await send(owner, { audience: "members", subject: "After", body: "x" })).json()) as Created;
    expect(after.recipients).toBe(1);
    await setMailPreferences(fresh.database.db, keen.id, { reminders: true, waitlist: true, news: true });
  });

  it("tells a session's roster as service mail, news off or not, with no unsubscribe", async () => {
    if (!session) throw new Error("no session in two days");
    for (const account of [keen, quiet]) {
      await bookSession(fresh.database, { userId: account.id, sessionId: session.id });
    }
    const response = await send(owner, {
      audience: `session:${session.id}`,
      subject: "Bring gloves",
      body: "Sparring day: bring your gloves.",
    });
    const created = (await response.json()) as Created;
    expect(response.status).toBe(201);
    expect(created.recipients).toBe(2);
    const emails = await emailsOf(created.id);
    expect(emails.map((email) => email.recipient).sort()).toEqual([
      "Kim Keen <keen@example.com>",
      "Quinn Quiet <quiet@example.com>",
    ]);
    for (const email of emails) {
      expect(email.topic).toBe("session-notice");
      expect(email.payload.headers?.["List-Unsubscribe"]).toBeUndefined();
      expect(email.payload.text).toContain(session.className);
    }
  });

  it("writes to leads who are no members yet, once per address, each with an unsubscribe of their own", async () => {
    const lead = await saveInquiry(fresh.database.db, {
      fullName: "Lee Lead",
      email: "Lee@Example.com",
      className: null,
      comment: "Trial?",
    });
    await saveInquiry(fresh.database.db, { fullName: "Lee", email: "lee@example.com", className: null, comment: "" });
    // Someone who asked and has an account since hears as a member, not as a lead.
    await saveInquiry(fresh.database.db, { fullName: "Kim", email: "keen@example.com", className: null, comment: "" });
    const created = (await (
      await send(owner, { audience: "leads", subject: "Open day", body: "Come by on Saturday." })
    ).json()) as Created;
    expect(created.recipients).toBe(1);
    const [email] = await emailsOf(created.id);
    const link = new URL(email?.payload.headers?.["List-Unsubscribe"]?.slice(1, -1) ?? "");
    expect(link.searchParams.get("lead")).not.toBeNull();
    const forged = await fetch(`http://127.0.0.1:${server.port}/mail/unsubscribe?lead=${lead.id}&token=forged`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(forged.status).toBe(404);
    const oneClick = await fetch(`http://127.0.0.1:${server.port}${link.pathname}${link.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    const again = (await (
      await send(owner, { audience: "leads", subject: "Open day", body: "Reminder." })
    ).json()) as Created;
    expect(again.recipients).toBe(0);
  });

  it("schedules a message for a time: nothing goes before it, and it is queued once however many servers look", async () => {
    const sendAt = new Date(clock.millis() + 2 * HOUR);
    const response = await send(owner, {
      audience: "members",
      subject: "Later",
      body: "At eleven.",
      sendAt: sendAt.toISOString(),
    });
    const created = (await response.json()) as Created;
    expect(response.status).toBe(201);
    expect(created).toMatchObject({ status: "scheduled", sendAt: sendAt.toISOString(), recipients: 2 });
    expect(await emailsOf(created.id)).toEqual([]);
    const settings = {
      context: { origin: server.origin, staffEmail: "desk@example.com" },
      secret: "s".repeat(32),
      ratePerMinute: 60,
      push: false,
    };
    expect(await dispatchDueMessages(fresh.database, settings, new Date(sendAt.getTime() - 1000))).toBe(0);
    const later = new Date(sendAt.getTime() + 1000);
    const queued = await Promise.all([
      dispatchDueMessages(fresh.database, settings, later),
      dispatchDueMessages(fresh.database, settings, later),
    ]);
    expect(queued.sort()).toEqual([0, 1]);
    expect(await emailsOf(created.id)).toHaveLength(2);
  });

  it("lets staff save a draft but not send: 403 OWNERS_ONLY", async () => {
    await expectApiError(await send(staff, { audience: "members", subject: "Hi", body: "x" }), 403, "OWNERS_ONLY");
    const draft = await send(staff, { audience: "members", subject: "For the owner", body: "x", draft: true });
    expect(draft.status).toBe(201);
    expect(await draft.json()).toMatchObject({ status: "draft", sendAt: null, recipients: 2 });
  });

  it("refuses everyone else: visitors 401, members 403 STAFF_ONLY, coaches 403, the demo staff 403 DEMO_READ_ONLY", async () => {
    const json = { audience: "members", subject: "Hi", body: "x" };
    await expectApiError(await send(null, json), 401, "NOT_SIGNED_IN");
    await expectApiError(await send(member, json), 403, "STAFF_ONLY");
    await expectApiError(await send(coach, json), 403, "COACH_OWN_SESSIONS_ONLY");
    await expectApiError(await send(demoStaff, json), 403, "DEMO_READ_ONLY");
  });

  it("refuses a message it cannot send, saying what is wrong", async () => {
    const json = { audience: "members", subject: "Hi", body: "x" };
    await expectApiError(await send(owner, { ...json, audience: "everyone" }), 400, "UNKNOWN_AUDIENCE");
    await expectApiError(await send(owner, { ...json, audience: "product:no-such" }), 400, "UNKNOWN_AUDIENCE");
    await expectApiError(await send(owner, { ...json, audience: "class:yoga:0" }), 400, "UNKNOWN_AUDIENCE");
    await expectApiError(
      await send(owner, { ...json, audience: "session:yoga-2020-01-01-0900" }),
      400,
      "UNKNOWN_AUDIENCE",
    );
    await expectApiError(await send(owner, { ...json, subject: "  " }), 400, "INVALID_INPUT");
    await expectApiError(await send(owner, { ...json, sendAt: "tomorrow" }), 400, "INVALID_BODY");
    await expectApiError(await send(owner, { ...json, extra: 1 }), 400, "INVALID_BODY");
    const far = new Date(clock.millis() + 200 * 24 * HOUR).toISOString();
    await expectApiError(await send(owner, { ...json, sendAt: far }), 400, "INVALID_INPUT");
  });

  it("keeps a history, the latest first, with how many e-mails were sent, kept, failed and still to go", async () => {
    const response = await api(server, "/api/staff/messages", { member: staff });
    expect(response.status).toBe(200);
    const { messages } = (await response.json()) as {
      messages: {
        subject: string;
        status: string;
        recipients: number | null;
        email: { sent: number; held: number; failed: number; waiting: number };
      }[];
    };
    expect(messages[0]).toMatchObject({ subject: "For the owner", status: "draft", recipients: null });
    const first = messages.find((message) => message.subject === "New Saturday classes");
    expect(first?.status).toBe("queued");
    expect(first?.recipients).toBe(2);
    const tally = first?.email ?? { sent: 0, held: 0, failed: 0, waiting: 0 };
    // No SMTP_URL here: e-mail is kept, never reported as sent.
    expect(tally.sent).toBe(0);
    expect(tally.held + tally.waiting + tally.failed).toBe(2);
    const asDemo = await (await api(server, "/api/staff/messages", { member: demoStaff })).text();
    expect(asDemo).not.toContain(owner.email);
  });
});
