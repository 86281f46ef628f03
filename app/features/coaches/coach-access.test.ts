import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { terms } from "#app/content/terms.ts";
import { acceptTerms } from "#app/features/attendance/terms.server.ts";
import { bookSession } from "#app/features/booking/bookings.server.ts";
import { allStaffIntents } from "#app/features/staff/intents.ts";
import { createAccount } from "#app/features/staff/test-support.ts";
import { type ClassSession, gymToday, sessionsBetween } from "#app/features/timetable/sessions.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import routes from "#app/routes.ts";
import { type ApiMember, api, expectApiError, signUp } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import type { RunningServer } from "#tests/support/server-process.ts";
import { signInDemoStaff, signUpStaff, startStaffServer } from "#tests/support/staff-server.ts";
import { testClockEnv } from "#tests/support/test-clock.ts";
import { COACHES_ONLY } from "./coach-access.server.ts";

/** Every route of app/routes.ts with its full path, so a staff route or API added later is walked too. */
function flatten(entries: RouteConfigEntry[], parent = ""): { path: string; id: string }[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    const id = entry.id ?? entry.file.replace(/\.[^.]+$/, "");
    return [...(entry.path !== undefined ? [{ path, id }] : []), ...flatten(entry.children ?? [], path)];
  });
}

const everyRoute = flatten(routes as RouteConfigEntry[]);
const staffPages = everyRoute.filter((route) => route.path === "staff" || route.path.startsWith("staff/"));
const staffApis = everyRoute.filter((route) => route.path.startsWith("api/staff/"));

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * The session the coach teaches: the first of the coming days that starts an hour after the
 * run's instant. The server stands 10 minutes into it (a clock of its own, as the desk's
 * payment spec has), so its check-in is open whenever the suite runs.
 */
const coming = sessionsBetween(gymToday(), gymToday().add({ days: 6 }));
const taught = coming.find((session) => Date.parse(session.startsAtUtc) > clock.millis() + HOUR) as ClassSession;
const serverNow = Date.parse(taught.startsAtUtc) + 10 * MINUTE;
/** Another trainer's session the coach's days hold. */
const notTaught = coming.find(
  (session) =>
    session.trainerId !== taught.trainerId &&
    session.localDate >= taught.localDate &&
    Date.parse(session.startsAtUtc) < serverNow + 6 * 24 * HOUR,
) as ClassSession;

const CODE = "COACH_OWN_SESSIONS_ONLY";

describe.each(databaseKinds)("a coach on %s", (kind) => {
  let fresh: FreshDatabase;
  let server: RunningServer;
  let coach: ApiMember;
  let staff: ApiMember;
  let member: ApiMember;
  let demoStaff: ApiMember;
  let ada: { id: string; name: string; bookingId: string };
  let ben: { id: string; name: string; bookingId: string };

  beforeAll(async () => {
    expect(taught, "a session in the coming days").toBeDefined();
    expect(notTaught, "another trainer's session").toBeDefined();
    fresh = await freshDatabase(kind);
    server = await startStaffServer({
      ...fresh,
      env: { ...fresh.env, ...testClockEnv(process.env, serverNow - clock.millis()) },
    });
    coach = await signUpStaff(server, fresh.database, { label: "coach", role: "coach", trainer: taught.trainerId });
    staff = await signUpStaff(server, fresh.database);
    member = await signUp(server, "member");
    demoStaff = await signInDemoStaff(server);
    // Ada answered "yes" to a health question; Ben "no" to all. Both booked the day before.
    const booked = async (name: string, healthYes: boolean) => {
      const email = `${name.toLowerCase().replace(" ", ".")}@example.com`;
      const account = await createAccount(fresh.database, { email, name });
      await acceptTerms(fresh.database, {
        userId: account.id,
        version: terms.version,
        answers: Object.fromEntries(terms.questions.map((question, index) => [question.id, healthYes && index === 0])),
      });
      const booking = await bookSession(fresh.database, {
        userId: account.id,
        sessionId: taught.id,
        now: new Date(Date.parse(taught.startsAtUtc) - 24 * HOUR),
      });
      if (booking.status !== "booked") throw new Error(`booking ${name} answered ${booking.status}`);
      return { id: account.id, name, bookingId: booking.id };
    };
    ada = await booked("Ada Lovelace", true);
    ben = await booked("Ben Okafor", false);
  });
  afterAll(async () => {
    await server?.stop();
    await fresh?.dispose();
  });

  const get = (path: string, who?: ApiMember) =>
    fetch(`${server.origin}${path}`, { headers: who ? { cookie: who.cookie } : {}, redirect: "manual" });
  const post = (path: string, who: ApiMember | undefined, fields: Record<string, string>) =>
    fetch(`${server.origin}${path}`, {
      method: "POST",
      headers: {
        origin: server.origin,
        "content-type": "application/x-www-form-urlencoded",
        ...(who ? { cookie: who.cookie } : {}),
      },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  const sessionPage = (session: ClassSession) => `/coach/sessions/${session.id}`;

  it("shows a coach the sessions they teach today and in the next 7 days, and no one else's", async () => {
    const response = await get("/coach", coach);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
    const page = await response.text();
    expect(page).toContain("My sessions");
    expect(page).toContain(sessionPage(taught));
    expect(page).not.toContain(sessionPage(notTaught));
  });

  it("shows the coach their session's roster with each member's health flag, but no contact details", async () => {
    const response = await get(sessionPage(taught), coach);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain("Ada Lovelace");
    expect(page).toContain("Ben Okafor");
    expect(page).toContain("Health flag: talk to them before they train");
    expect(page.match(/Health flag: talk to them/g)).toHaveLength(1);
    expect(page).not.toContain("ada.lovelace@example.com");
    const data = await (await get(`${sessionPage(taught)}.data`, coach)).text();
    expect(data).toContain("Ada Lovelace");
    expect(data).not.toContain("ada.lovelace@example.com");
    expect(data).not.toContain("ben.okafor@example.com");
  });

  it("lets the coach check a member in and mark a no-show, each audited under the coach's name", async () => {
    const attended = await post(sessionPage(taught), coach, {
      intent: "mark-attendance",
      bookingId: ada.bookingId,
      attendance: "attended",
    });
    expect(attended.status).toBe(200);
    const noShow = await post(sessionPage(taught), coach, {
      intent: "mark-attendance",
      bookingId: ben.bookingId,
      attendance: "no-show",
    });
    expect(noShow.status).toBe(200);
    const rows = await fresh.database.db
      .selectFrom("bookings")
      .select(["id", "attendance"])
      .where("session_id", "=", taught.id)
      .orderBy("seq")
      .execute();
    expect(rows).toEqual([
      { id: ada.bookingId, attendance: "attended" },
      { id: ben.bookingId, attendance: "no-show" },
    ]);
    const entries = await fresh.database.db
      .selectFrom("staff_audit_log")
      .select(["action", "actor", "actor_id"])
      .where("action", "=", "attendance.marked")
      .execute();
    expect(entries).toEqual([
      { action: "attendance.marked", actor: coach.email, actor_id: coach.id },
      { action: "attendance.marked", actor: coach.email, actor_id: coach.id },
    ]);
  });

  it("refuses a coach another trainer's session, to read or to check in: 403 NOT_YOUR_SESSION", async () => {
    const page = await get(sessionPage(notTaught), coach);
    expect(page.status).toBe(403);
    expect(await page.text()).toContain("does not teach this session");
    const form = await post(sessionPage(notTaught), coach, {
      intent: "mark-attendance",
      bookingId: ada.bookingId,
      attendance: "no-show",
    });
    expect(form.status).toBe(403);
    expect((await get(`${sessionPage(notTaught)}.data`, coach)).status).toBe(403);
  });

  const pathOf = (path: string) =>
    `/${path
      .replace(":sessionId", taught.id)
      .replace(":memberId", ada.id)
      .replace(":slotId", "x")
      .replace(":slug", "x")
      .replace(":trainerId", taught.trainerId)
      .replace(":report", "attendance")}`;

  it("refuses a coach every front-desk page and its data, with 403 and why", async () => {
    expect(staffPages.length).toBeGreaterThan(10);
    for (const route of staffPages) {
      const path = pathOf(route.path);
      const urls = path.endsWith(".csv")
        ? [path]
        : [path, `${path}.data`, `${path}.data?_routes=${encodeURIComponent(route.id)}`];
      await Promise.all(
        urls.map(async (url) => {
          const response = await get(url, coach);
          expect(response.status, url).toBe(403);
          const body = await response.text();
          if (url === path && !path.endsWith(".csv")) {
            expect(body, path).toContain("Coaches see the sessions they teach, at /coach");
          }
          expect(body, url).not.toContain("Ada Lovelace");
        }),
      );
    }
  });

  // The walk of every form runs on SQLite alone: a coach is refused by session and role, read
  // on both databases by the tests around it, before a form reaches the database (as in
  // app/features/staff/access.test.ts).
  if (kind === "sqlite") {
    it.each(staffPages)("refuses a coach every form of $path, whatever it asks, with 403", async (route) => {
      const path = pathOf(route.path);
      await Promise.all(
        [undefined, ...allStaffIntents].map(async (intent) => {
          const response = await post(path, coach, {
            ...(intent ? { intent } : {}),
            bookingId: ada.bookingId,
            attendance: "no-show",
            sessionId: taught.id,
            memberId: ada.id,
            email: coach.email,
            trainer: taught.trainerId,
            capacity: "99",
            reason: "A coach was here",
          });
          expect([403, 405], `${path} ${intent}`).toContain(response.status);
          await response.arrayBuffer();
        }),
      );
    });
  }

  it("refuses a coach every staff API with 403 COACH_OWN_SESSIONS_ONLY", async () => {
    expect(staffApis.map((route) => route.path)).toEqual(
      expect.arrayContaining(["api/staff/timetable", "api/staff/sales", "api/staff/closures"]),
    );
    for (const route of staffApis) {
      const path = `/${route.path.replace(":id", "x")}`;
      let refused = 0;
      for (const method of ["GET", "POST", "PATCH", "DELETE"]) {
        const response = await api(server, path, { member: coach, method, ...(method === "GET" ? {} : { json: {} }) });
        if (response.status === 405) {
          await response.arrayBuffer();
          continue;
        }
        await expectApiError(response, 403, CODE);
        refused++;
      }
      expect(refused, path).toBeGreaterThan(0);
    }
  });

  it("keeps the coach's pages from visitors (to /login), members (403 COACHES_ONLY) and sends staff to the desk", async () => {
    for (const path of ["/coach", sessionPage(taught)]) {
      const visitor = await get(path);
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get("location")).toBe(`/login?next=${encodeURIComponent(path)}`);
      const asMember = await get(path, member);
      expect(asMember.status).toBe(403);
      expect(await asMember.text()).toContain(COACHES_ONLY.message.replace("'", "&#x27;"));
      const asStaff = await get(path, staff);
      expect(asStaff.status).toBe(302);
      expect(asStaff.headers.get("location")).toBe("/staff");
    }
    const form = await post(sessionPage(taught), member, {
      intent: "mark-attendance",
      bookingId: ada.bookingId,
      attendance: "no-show",
    });
    expect(form.status).toBe(403);
  });

  it("shows each member's health flag on the desk's roster to staff, never to the public demo staff account", async () => {
    const asStaff = await (await get(`/staff/sessions/${taught.id}`, staff)).text();
    expect(asStaff.match(/Health flag: talk to them/g)).toHaveLength(1);
    for (const url of [`/staff/sessions/${taught.id}`, `/staff/sessions/${taught.id}.data`]) {
      const asDemo = await (await get(url, demoStaff)).text();
      expect(asDemo, url).not.toContain("Health flag");
      expect(asDemo, url).not.toMatch(/"healthFlag",true/);
    }
  });

  it("tells the browser the account is a coach, so the account menu leads to their sessions", async () => {
    const session = await get("/api/auth/get-session", coach);
    expect(session.headers.get("x-front-desk")).toBe("coach");
    await session.arrayBuffer();
  });

  it("changed nothing for the coach refused: only the two check-ins are theirs in the audit log", async () => {
    const entries = await fresh.database.db.selectFrom("staff_audit_log").select(["action", "actor"]).execute();
    expect(entries.filter((entry) => entry.actor === coach.email).map((entry) => entry.action)).toEqual([
      "attendance.marked",
      "attendance.marked",
    ]);
    expect(await fresh.database.db.selectFrom("sales").select("id").execute()).toEqual([]);
    expect(
      await fresh.database.db.selectFrom("class_sessions").select("id").where("capacity", "=", 99).execute(),
    ).toEqual([]);
    const roles = await fresh.database.db.selectFrom("staff_roles").select("role").execute();
    expect(roles.map((row) => row.role).sort()).toEqual(["staff", "staff"]);
  });
});
