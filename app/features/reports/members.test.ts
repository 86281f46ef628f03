import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { reportSettings } from "#app/content/reports.ts";
import { setMailPreferences } from "#app/features/attendance/mail-preferences.server.ts";
import { unsubscribeTokenMatches } from "#app/features/attendance/signed-links.server.ts";
import type { EmailPayload } from "#app/features/mail/outbox.server.ts";
import { recordStaffAction } from "#app/features/staff/audit.server.ts";
import { StaffRefused } from "#app/features/staff/errors.ts";
import { createAccount, createStaffActor } from "#app/features/staff/test-support.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { membersReport } from "./members.server.ts";
import { rangeOf } from "./range.server.ts";
import { addSession, type PlannedBooking } from "./test-support.ts";
import { sendWinBack, WIN_BACK_ACTION } from "./win-back.server.ts";

// The hand-made data below is written in London's wall-clock time: the gym's zone is pinned,
// whatever zone a gym's own content names.
vi.mock("#app/content/site.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("#app/content/site.ts")>();
  return { ...actual, site: { ...actual.site, timeZone: "Europe/London" } };
});

/**
 * Eight accounts over a London autumn (British Summer Time ends on 25 October). The range
 * is September to Friday 27 November, noon, which is "now"; active means a booking made,
 * or a place held, in the 30 days before.
 * - old1 (joined June): came 20 August, never since. Active at the start, lost by the end.
 * - old2 (joined May): came 25 August and 20 November. Active at both ends.
 * - sep1 (joined 5 Sept): came 10 Sept and 12 Oct; turned gym news off.
 * - sep3 (joined 20 Sept): booked on 21 Sept and cancelled late; never came.
 * - sep2 (joined 30 Sept 23:30 UTC, which is 1 October 00:30 in London: an October member):
 *   booked on 1 Oct, came 3 Oct; on 26 Nov booked a class on 30 Nov.
 * - oct1 (joined 20 Oct): never booked.
 * - nov1 (joined 2 Nov): came 9 Nov; was sent "we miss you" on 25 Nov.
 * - a staff member who came in September: in no figure.
 */
const NOW = new Date("2026-11-27T12:00:00.000Z");
const range = rangeOf("2026-09-01", "2026-11-27");
const context = { origin: "https://gym.example", staffEmail: "desk@gym.example" };
const secret = "win-back-test-secret-win-back-test-secret";

describe.each(databaseKinds)("the members report on %s", (kind) => {
  let fresh: FreshDatabase;
  const ids: Record<string, string> = {};

  const visit = (userId: string, startsAt: string, booking: Partial<PlannedBooking> = {}) =>
    addSession(fresh.database, {
      id: `spin-${randomUUID()}`,
      classSlug: "spin",
      startsAt,
      capacity: 10,
      bookings: [{ userId, status: "booked", attendance: "attended", ...booking }],
    });

  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    const joined: Record<string, string> = {
      old1: "2026-06-10T10:00:00Z",
      old2: "2026-05-01T10:00:00Z",
      sep1: "2026-09-05T10:00:00Z",
      sep3: "2026-09-20T10:00:00Z",
      sep2: "2026-09-30T23:30:00Z",
      oct1: "2026-10-20T10:00:00Z",
      nov1: "2026-11-02T10:00:00Z",
    };
    for (const [name, at] of Object.entries(joined)) {
      ids[name] = (
        await createAccount(fresh.database, { email: `${name}@example.com`, name, createdAt: new Date(at) })
      ).id;
    }
    const id = (name: string) => ids[name] as string;
    await visit(id("old1"), "2026-08-20T08:00:00.000Z");
    await visit(id("old2"), "2026-08-25T08:00:00.000Z");
    await visit(id("old2"), "2026-11-20T09:00:00.000Z");
    await visit(id("sep1"), "2026-09-10T08:00:00.000Z");
    await visit(id("sep1"), "2026-10-12T08:00:00.000Z");
    await visit(id("sep3"), "2026-09-23T08:00:00.000Z", {
      status: "late-cancelled",
      attendance: null,
      createdAt: "2026-09-21T10:00:00.000Z",
    });
    await visit(id("sep2"), "2026-10-03T08:00:00.000Z", { createdAt: "2026-10-01T09:00:00.000Z" });
    await visit(id("sep2"), "2026-11-30T09:00:00.000Z", { attendance: null, createdAt: "2026-11-26T10:00:00.000Z" });
    await visit(id("nov1"), "2026-11-09T09:00:00.000Z");
    const staff = await createStaffActor(fresh.database);
    await fresh.database.db
      .updateTable("user")
      .set({ createdAt: "2026-09-15T10:00:00.000Z" as never })
      .where("id", "=", staff.id as string)
      .execute();
    await visit(staff.id as string, "2026-09-20T08:00:00.000Z");
    await setMailPreferences(fresh.database.db, id("sep1"), { reminders: true, waitlist: true, news: false });
    await recordStaffAction(
      fresh.database.db,
      {
        actor: staff,
        action: WIN_BACK_ACTION,
        subject: { type: "account", id: id("nov1"), label: "nov1" },
        before: null,
        after: null,
      },
      new Date("2026-11-25T10:00:00.000Z"),
    );
  });
  afterAll(async () => {
    await fresh.dispose();
  });

  it("counts members active at the start and the end of the range, who joined, and who was lost", async () => {
    const report = await membersReport(fresh.database, range, { now: NOW });
    // Start (1 Sept, 00:00 in London): old1 and old2 came in August.
    expect(report.activeAtStart).toBe(2);
    // Now: old2 came on 20 Nov, nov1 on 9 Nov, sep2 booked on 26 Nov.
    expect(report.activeAtEnd).toBe(3);
    expect(report.activeAt).toBe(NOW.toISOString());
    // sep1, sep3, sep2, oct1, nov1; the staff member is not a member.
    expect(report.joined).toBe(5);
    // old1: active on 1 Sept, not since.
    expect(report.lost).toBe(1);
  });

  it("tells retention by the month members joined, months counted in London", async () => {
    const { cohorts } = await membersReport(fresh.database, range, { now: NOW });
    const table = cohorts.map((cohort) => [
      cohort.month,
      cohort.members,
      cohort.retention.map((month) => month.active),
    ]);
    expect(table).toEqual([
      // September: sep1 and sep3 both active in September, sep1 in October, neither in November.
      ["2026-09-01", 2, [2, 1, 0]],
      // October: sep2 (joined at 00:30 on 1 October) and oct1; sep2 booked in October and in November.
      ["2026-10-01", 2, [1, 1]],
      // November: nov1 came.
      ["2026-11-01", 1, [1]],
    ]);
    expect(cohorts[0]?.retention.map((month) => month.rate)).toEqual([1, 0.5, 0]);
  });

  it(`lists members whose last visit is ${reportSettings.slippingAwayAfterDays}+ days ago and who have nothing booked, the most recent first`, async () => {
    const { slipping } = await membersReport(fresh.database, range, { now: NOW });
    expect(slipping.total).toBe(3);
    expect(
      slipping.members.map((member) => [
        member.name,
        member.daysAway,
        member.lastClass,
        member.newsOff,
        member.mailedAt,
      ]),
    ).toEqual([
      ["nov1", 18, "spin", false, "2026-11-25T10:00:00.000Z"],
      ["sep1", 46, "spin", true, null],
      ["old1", 99, "spin", false, null],
    ]);
  });

  it("sends one 'we miss you' e-mail through the outbox, with an unsubscribe from gym news, and audits it", async () => {
    const staff = await createStaffActor(fresh.database);
    const send = () =>
      sendWinBack(fresh.database, { memberId: ids.old1 as string, actor: staff, context, secret, now: NOW });
    const results = await Promise.allSettled([send(), send()]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = results.find((result) => result.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: "ALREADY_MAILED" });

    const mail = await fresh.database.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("topic", "=", "win-back")
      .execute();
    expect(mail.map((row) => row.recipient)).toEqual(["old1@example.com"]);
    const payload = JSON.parse(mail[0]?.payload ?? "{}") as EmailPayload;
    expect(payload.text).toContain("99 days");
    const link = new URL(/<(.+)>/.exec(payload.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? "");
    expect(link.searchParams.get("list")).toBe("news");
    expect(unsubscribeTokenMatches(secret, ids.old1 as string, "news", link.searchParams.get("token") ?? "")).toBe(
      true,
    );
    const audit = await fresh.database.db
      .selectFrom("staff_audit_log")
      .selectAll()
      .where("subject_id", "=", ids.old1 as string)
      .execute();
    expect(audit.map((entry) => [entry.action, entry.actor])).toEqual([[WIN_BACK_ACTION, staff.label]]);

    const { slipping } = await membersReport(fresh.database, range, { now: NOW });
    expect(slipping.members.find((member) => member.name === "old1")?.mailedAt).toBe(NOW.toISOString());
  });

  it("sends no 'we miss you' e-mail to someone who works at the desk, however long since their last class", async () => {
    const staff = await createStaffActor(fresh.database);
    const old1 = ids.old1 as string;
    await fresh.database.db
      .insertInto("staff_roles")
      .values({ user_id: old1, role: "staff", granted_at: NOW.toISOString(), granted_by: "test" })
      .execute();
    const attempt = sendWinBack(fresh.database, { memberId: old1, actor: staff, context, secret, now: NOW });
    await expect(attempt).rejects.toMatchObject({ code: "NOT_SLIPPING_AWAY" });
    await fresh.database.db.deleteFrom("staff_roles").where("user_id", "=", old1).execute();
  });

  it.each([
    ["sep1", "NEWS_OFF"],
    ["nov1", "ALREADY_MAILED"],
    ["old2", "NOT_SLIPPING_AWAY"],
    ["sep2", "NOT_SLIPPING_AWAY"],
    ["oct1", "NOT_SLIPPING_AWAY"],
  ])("refuses the e-mail to %s (%s) and sends nothing", async (name, code) => {
    const staff = await createStaffActor(fresh.database);
    const before = await fresh.database.db.selectFrom("mail_outbox").select("id").execute();
    const attempt = sendWinBack(fresh.database, {
      memberId: ids[name] as string,
      actor: staff,
      context,
      secret,
      now: NOW,
    });
    await expect(attempt).rejects.toBeInstanceOf(StaffRefused);
    await expect(attempt).rejects.toMatchObject({ code });
    expect(await fresh.database.db.selectFrom("mail_outbox").select("id").execute()).toEqual(before);
  });
});
