import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { terms } from "#app/content/terms.ts";
import { acceptTerms } from "#app/features/attendance/terms.server.ts";
import { reportNames } from "#app/features/reports/report-pages.ts";
import { gymToday, sessionsOn } from "#app/features/timetable/sessions.server.ts";
import { type ApiMember, api, MEMBER_PASSWORD, signUp } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { postJson, type RunningServer, startServer } from "#tests/support/server-process.ts";
import { DEMO_STAFF, signInDemoStaff, signUpStaff } from "#tests/support/staff-server.ts";
import { TEST_SECRET } from "#tests/support/test-settings.ts";

/**
 * Health answers are special-category data (issue 29, finding 2). The public demo staff
 * account, whose password is on /login, sees nobody's (the demo member's included), and its
 * member search finds the demo accounts alone, never a real member, even by exact e-mail;
 * real staff see the answers as before. No CSV the desk exports holds them, and they go with
 * the account.
 */
const DEMO_MEMBER = { email: "demo-member@ironpeak.example", password: "demo-member-password-1" };
const [yesQuestion, alsoYes] = terms.questions;
if (!yesQuestion || !alsoYes) throw new Error("app/content/terms.ts asks fewer than two health questions");
const answeredYes = {
  version: terms.version,
  answers: Object.fromEntries(
    terms.questions.map((question) => [question.id, question === yesQuestion || question === alsoYes]),
  ),
};
/** The health answers a page, its data or a file shows: the questions answered yes, the flag. */
const healthIn = (body: string) =>
  [yesQuestion.text, alsoYes.text, "Health flag"].filter(
    (text) => body.includes(text.replaceAll("'", "&#x27;")) || body.includes(text),
  );

describe.each(databaseKinds)("members' health answers, on %s", (kind) => {
  let fresh: FreshDatabase;
  let server: RunningServer;
  let member: ApiMember;
  let staff: ApiMember;
  let owner: ApiMember;
  let demoStaff: ApiMember;
  let demoMemberId: string;

  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    server = await startServer({
      ...fresh.env,
      BETTER_AUTH_SECRET: TEST_SECRET,
      DEMO_EMAIL: DEMO_MEMBER.email,
      DEMO_PASSWORD: DEMO_MEMBER.password,
      DEMO_STAFF_EMAIL: DEMO_STAFF.email,
      DEMO_STAFF_PASSWORD: DEMO_STAFF.password,
      AUTH_RATE_LIMIT_MAX: "1000",
    });
    member = await signUp(server, "heart", { acceptTerms: false, database: fresh.database });
    const accepted = await api(server, "/api/me/terms", { member, method: "POST", json: answeredYes });
    expect(accepted.status).toBe(201);
    staff = await signUpStaff(server, fresh.database);
    owner = await signUpStaff(server, fresh.database, { label: "owner", role: "owner" });
    demoStaff = await signInDemoStaff(server);
    const demo = await postJson(server, "/api/auth/sign-in/email", DEMO_MEMBER);
    demoMemberId = ((await demo.json()) as { user: { id: string } }).user.id;
    // The demo member says yes too: the demo staff account sees no one's answers, not even a demo account's.
    await acceptTerms(fresh.database, { userId: demoMemberId, ...answeredYes });
  });
  afterAll(async () => {
    await server?.stop();
    await fresh?.dispose();
  });

  const page = async (path: string, who: ApiMember) => {
    const response = await api(server, path, { member: who });
    expect(response.status, path).toBe(200);
    return response.text();
  };
  const both = async (path: string, who: ApiMember) =>
    `${await page(path, who)}${await page(`${path.replace(/\?|$/, ".data$&")}`, who)}`;

  it("lets the demo staff account find the demo accounts alone: no real member, even by their exact e-mail", async () => {
    const session = sessionsOn(gymToday().add({ days: 2 }))[0];
    if (!session) throw new Error("no session in two days");
    const byEmail = encodeURIComponent(member.email);
    for (const [path, staffFindsThem] of [
      [`/staff/members?q=${byEmail}`, true],
      [`/staff/sessions/${session.id}?member=${byEmail}`, true],
      ["/staff/members?q=example.com", true],
      ["/staff/members?q=Test%20Member", true],
      ["/staff/members", true],
    ] as const) {
      const seen = await both(path, demoStaff);
      for (const real of [member, staff, owner]) expect(seen, `${path} finds ${real.email}`).not.toContain(real.id);
      if (staffFindsThem) expect(await both(path, staff), path).toContain(member.id);
    }
    const listed = await both("/staff/members", demoStaff);
    expect(listed).toContain(demoMemberId);
    expect(await both(`/staff/members?q=${encodeURIComponent(DEMO_MEMBER.email)}`, demoStaff)).toContain(demoMemberId);
  });

  it("shows the demo staff account nobody's health answers, a demo account's included; real staff see them", async () => {
    for (const id of [member.id, demoMemberId]) {
      expect(healthIn(await both(`/staff/members/${id}`, demoStaff)), id).toEqual([]);
      expect(await page(`/staff/members/${id}`, demoStaff)).toContain(
        "Health answers are not shown to the demo account",
      );
    }
    const seenByStaff = await page(`/staff/members/${member.id}`, staff);
    expect(healthIn(seenByStaff)).toEqual(expect.arrayContaining(["Health flag"]));
    expect(seenByStaff).not.toContain("not shown to the demo account");
  });

  it("puts nobody's health answers in any CSV the desk exports", async () => {
    const today = gymToday();
    const range = `from=${today.subtract({ days: 60 })}&to=${today}`;
    const files: string[] = [];
    for (const name of reportNames) {
      const response = await api(server, `/staff/reports/${name}.csv?${range}`, { member: owner });
      expect(response.status, name).toBe(200);
      files.push(await response.text());
    }
    const leads = await fetch(`${server.origin}/staff/leads.csv`, {
      method: "POST",
      headers: { origin: server.origin, cookie: staff.cookie, "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(leads.status).toBe(200);
    files.push(await leads.text());
    for (const file of files) {
      expect(healthIn(file)).toEqual([]);
      expect(file.toLowerCase()).not.toMatch(/health|par-q|yes to/);
    }
  });

  it("deletes a member's health answers with their account", async () => {
    const leaving = await signUp(server, "leaving", { acceptTerms: false });
    expect((await api(server, "/api/me/terms", { member: leaving, method: "POST", json: answeredYes })).status).toBe(
      201,
    );
    const rows = () =>
      fresh.database.db.selectFrom("terms_acceptances").select("id").where("user_id", "=", leaving.id).execute();
    expect(await rows()).toHaveLength(1);
    const deleted = await fetch(`${server.origin}/api/auth/delete-user`, {
      method: "POST",
      headers: { origin: server.origin, cookie: leaving.cookie, "content-type": "application/json" },
      body: JSON.stringify({ password: MEMBER_PASSWORD }),
    });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    expect(await rows()).toEqual([]);
  });
});
