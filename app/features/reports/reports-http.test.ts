import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CreditProduct, formatMoney, majorUnits } from "#app/content/products.ts";
import { bookingMailer } from "#app/features/booking/booking-mail.server.ts";
import { bookSession } from "#app/features/booking/bookings.server.ts";
import { productOfShape, TEST_MAIL } from "#app/features/memberships/test-support.ts";
import { sellAtDesk } from "#app/features/staff/desk-sales.server.ts";
import { createAccount, createStaffActor } from "#app/features/staff/test-support.ts";
import { gymToday, sessionsBetween } from "#app/features/timetable/sessions.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { ApiMember } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import type { RunningServer } from "#tests/support/server-process.ts";
import { signInDemoStaff, signUpStaff, startStaffServer } from "#tests/support/staff-server.ts";
import { reportPages } from "./report-pages.ts";
import { addSession } from "./test-support.ts";
import { WIN_BACK_ACTION } from "./win-back.server.ts";

/**
 * The reports over HTTP, as the browser and a spreadsheet ask for them: who may open
 * which, the CSV's headers and rows, the dates refused with a sentence, the one-click
 * "we miss you" form. (Who may not open them at all, the access test walks with every
 * other staff route.)
 */
const DAY = 24 * 60 * 60 * 1000;

describe.each(databaseKinds)("the reports over HTTP, on %s", (kind) => {
  let fresh: FreshDatabase;
  let server: RunningServer;
  const as: Record<"owner" | "staff" | "demo", Record<string, string>> = { owner: {}, staff: {}, demo: {} };
  let lapsed: { id: string; email: string };
  let staffEmail = "";
  /** A class three weeks ago, its date where the gym is. */
  const threeWeeksAgo = new Date(clock.millis() - 21 * DAY);
  const date = gymToday(threeWeeksAgo).toString();
  const range = `?from=${gymToday(new Date(clock.millis() - 28 * DAY))}&to=${gymToday()}`;

  const get = (path: string, who: Record<string, string>) =>
    fetch(`${server.origin}${path}`, { headers: who, redirect: "manual" });

  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    server = await startStaffServer(fresh);
    const headers = (member: ApiMember) => ({ origin: server.origin, cookie: member.cookie });
    as.owner = headers(await signUpStaff(server, fresh.database, { label: "owner", role: "owner" }));
    const staff = await signUpStaff(server, fresh.database);
    staffEmail = staff.email;
    as.staff = headers(staff);
    as.demo = headers(await signInDemoStaff(server));
    lapsed = await createAccount(fresh.database, { email: "lapsed@example.com", name: "Lapsed Member" });
    const startsAt = new Date(threeWeeksAgo.getTime() - (threeWeeksAgo.getTime() % (60 * 60 * 1000))).toISOString();
    await addSession(fresh.database, {
      id: `spin-${randomUUID()}`,
      classSlug: "spin",
      startsAt,
      capacity: 8,
      bookings: [{ userId: lapsed.id, status: "booked", attendance: "attended" }],
    });
  });
  afterAll(async () => {
    await server?.stop();
    await fresh?.dispose();
  });

  it("shows an owner every report, rendered for them alone, and staff all but revenue, which is not even offered", async () => {
    for (const page of reportPages) {
      const response = await get(`/staff/reports/${page.name}`, as.owner);
      expect(response.status, page.name).toBe(200);
      expect(response.headers.get("cache-control")).toMatch(/no-store/);
      expect(await response.text()).toContain(`>${page.title}</h1>`);
    }
    const staffPage = await (await get("/staff/reports/attendance", as.staff)).text();
    expect(staffPage).not.toContain('href="/staff/reports/revenue');
    expect((await get("/staff/reports/revenue", as.staff)).status).toBe(403);
    expect((await get(`/staff/reports/revenue.csv${range}`, as.staff)).status).toBe(403);
    expect(await (await get("/staff/reports", as.staff)).text()).not.toContain("/staff/reports/revenue");
    expect(await (await get("/staff/reports", as.owner)).text()).toContain("/staff/reports/revenue");
  });

  it("downloads each report as a CSV with a header row, and writes nothing to the audit log", async () => {
    const before = await fresh.database.db.selectFrom("staff_audit_log").select("seq").execute();
    for (const page of reportPages) {
      const response = await get(`/staff/reports/${page.name}.csv${range}`, as.owner);
      expect(response.status, page.name).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("content-disposition")).toMatch(
        new RegExp(`^attachment; filename="${page.name}-\\d{4}-\\d{2}-\\d{2}-to-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
      );
      const [header] = (await response.text()).split("\r\n");
      expect(header, page.name).toMatch(/^[a-z_]+(,[a-z_]+)+$/);
    }
    const attendance = await (await get(`/staff/reports/attendance.csv${range}`, as.owner)).text();
    expect(attendance.split("\r\n").filter((line) => line.startsWith(`${date},`) && line.includes(",spin,"))).toEqual([
      expect.stringMatching(/,spin,8,1,1,0,0,0,12\.5,no$/),
    ]);
    expect(await fresh.database.db.selectFrom("staff_audit_log").select("seq").execute()).toEqual(before);
  });

  it("carries the deferred revenue the page shows in the revenue CSV: a pack less the credit used, and a membership's part still to come", async () => {
    const owner = await createStaffActor(fresh.database, "owner");
    const services = { database: fresh.database, mail: { context: TEST_MAIL } };
    const sell = (memberId: string, productId: string, now = clock.now()) =>
      sellAtDesk(services, { memberId, productId, method: "cash", actor: owner, now });
    const packBuyer = await createAccount(fresh.database, { email: "pack-buyer@example.com", entitled: false });
    const pack = await sell(packBuyer.id, (productOfShape("pack") as CreditProduct).id);
    if (pack.granted.kind !== "credits") throw new Error("the pack granted no credits");
    const today = gymToday();
    const [session] = sessionsBetween(today, today.add({ days: 6 })).filter(
      (each) => Date.parse(each.startsAtUtc) > clock.millis() + 6 * 60 * 60 * 1000 && !each.closure,
    );
    if (!session) throw new Error("no upcoming session");
    await bookSession(
      fresh.database,
      { userId: packBuyer.id, sessionId: session.id },
      bookingMailer({ context: TEST_MAIL }),
    );
    const joiner = await createAccount(fresh.database, { email: "joiner@example.com", entitled: false });
    const soldAt = clock.now();
    const joined = await sell(joiner.id, productOfShape("limited").id, soldAt);
    if (joined.granted.kind !== "membership") throw new Error("no membership");

    // What the test's own sales leave owed: the pack's credits but one, at the price paid for each; the
    // membership's paid period for its part still to come, which shrinks as time runs on between requests.
    const credits = pack.granted.credits - 1;
    const creditsAmount = Math.round((pack.sale.amount * credits) / pack.granted.credits);
    const periodEnds = Date.parse(joined.granted.renewsAt);
    const unearned = (at: number) =>
      Math.round((joined.sale.amount * (periodEnds - at)) / (periodEnds - soldAt.getTime()));
    const dates = `?from=${today}&to=${today}`;
    const before = clock.millis();
    const csv = await (await get(`/staff/reports/revenue.csv${dates}`, as.owner)).text();
    const page = await (await get(`/staff/reports/revenue${dates}`, as.owner)).text();
    const after = clock.millis();

    const [, deferred] = csv.split("\r\n\r\n");
    const [header, ...rows] = (deferred ?? "")
      .trim()
      .split("\r\n")
      .map((line) => line.split(","));
    expect(header).toEqual(["deferred_as_of", "deferred", "credits", "periods", "amount", "currency"]);
    const row = (name: string) => {
      const found = rows.find((cells) => cells[1] === name) ?? [];
      return Object.fromEntries((header ?? []).map((column, at) => [column, found[at]]));
    };
    const minorOf = (major: string | undefined) => Math.round(Number(major) / majorUnits(1));
    const membershipsAmount = minorOf(row("unearned_memberships").amount);
    expect(membershipsAmount).toBeGreaterThanOrEqual(unearned(after));
    expect(membershipsAmount).toBeLessThanOrEqual(unearned(before));
    expect(row("unused_credits")).toMatchObject({
      deferred_as_of: String(today),
      credits: String(credits),
      periods: "",
      amount: String(majorUnits(creditsAmount)),
    });
    expect(row("unearned_memberships")).toMatchObject({ deferred_as_of: String(today), credits: "", periods: "1" });
    expect(row("total")).toMatchObject({
      credits: String(credits),
      periods: "1",
      amount: String(majorUnits(creditsAmount + membershipsAmount)),
    });
    expect(new Set(rows.map((cells) => cells[5]))).toEqual(new Set([pack.sale.currency]));

    // The page shows the same figures.
    expect(page).toContain(`not yet used (${credits} credits)`);
    expect(page).toContain(`>${formatMoney(creditsAmount)}<`);
    expect(page).toContain("the unearned part (1 period)");
    expect([unearned(after), membershipsAmount].map((amount) => page.includes(`>${formatMoney(amount)}<`))).toContain(
      true,
    );
  });

  it("refuses dates it cannot read with a sentence saying what to type, on the page and for the CSV", async () => {
    const page = await get("/staff/reports/attendance?from=2026-02-30&to=2026-03-01", as.staff);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("real calendar dates");
    const csv = await get("/staff/reports/leads.csv?from=2026-03-10&to=2026-03-01", as.staff);
    expect(csv.status).toBe(400);
    expect(csv.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await csv.text()).toBe("The start date must be on or before the end date.\n");
    expect((await get(`/staff/reports/payroll.csv${range}`, as.owner)).status).toBe(404);
  });

  it("lists the member slipping away, masked for the demo staff account, and sends them one 'we miss you' e-mail", async () => {
    const members = await (await get("/staff/reports/members", as.staff)).text();
    expect(members).toContain("Lapsed Member");
    expect(members).toContain(`mailto:${lapsed.email}`);
    const masked = await (await get("/staff/reports/members", as.demo)).text();
    expect(masked).not.toContain("Lapsed Member");
    expect(masked).not.toContain(lapsed.email);
    expect(masked).toContain("l•••@e•••");

    const send = () =>
      fetch(`${server.origin}/staff/reports/members`, {
        method: "POST",
        headers: { ...as.staff, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "send-win-back", memberId: lapsed.id }),
        redirect: "manual",
      });
    const sent = await send();
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("Sent to Lapsed Member.");
    const again = await send();
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("has not been back since");
    const mail = await fresh.database.db
      .selectFrom("mail_outbox")
      .select(["recipient", "payload"])
      .where("topic", "=", "win-back")
      .execute();
    expect(mail.map((row) => row.recipient)).toEqual([lapsed.email]);
    expect(JSON.parse(mail[0]?.payload ?? "{}").headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const audit = await fresh.database.db
      .selectFrom("staff_audit_log")
      .select(["action", "actor", "subject_id"])
      .where("action", "=", WIN_BACK_ACTION)
      .execute();
    expect(audit).toEqual([{ action: WIN_BACK_ACTION, actor: staffEmail, subject_id: lapsed.id }]);
  });
});
