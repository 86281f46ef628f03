import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentBlog } from "#app/features/blog/blog-view.server.ts";
import { closeDay } from "#app/features/books/cash-up.server.ts";
import { saveInquiry } from "#app/features/contact/inquiries.server.ts";
import { sellProduct } from "#app/features/memberships/sales.server.ts";
import { productOfShape, TEST_MAIL } from "#app/features/memberships/test-support.ts";
import { currentOffers } from "#app/features/offers/current-offers.server.ts";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import { reportPages } from "#app/features/reports/report-pages.ts";
import { currentSchedule } from "#app/features/timetable/current-schedule.ts";
import { gymToday, sessionsOn } from "#app/features/timetable/sessions.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import routes from "#app/routes.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { postJson, type RunningServer, startServer } from "#tests/support/server-process.ts";
import { TEST_SECRET } from "#tests/support/test-settings.ts";
import { COMMAND_LINE } from "./audit.server.ts";
import { refundAtDesk } from "./desk-sales.server.ts";
import { allStaffIntents, staffIntents } from "./intents.ts";
import { setRole } from "./roles.server.ts";

/** Every route of app/routes.ts with its full path and id, so a staff route added later is walked too. */
function flatten(entries: RouteConfigEntry[], parent = ""): { path: string; file: string; id: string }[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    const id = entry.id ?? entry.file.replace(/\.[^.]+$/, "");
    return [
      ...(entry.path !== undefined ? [{ path, file: entry.file, id }] : []),
      ...flatten(entry.children ?? [], path),
    ];
  });
}

const staffRoutes = flatten(routes as RouteConfigEntry[]).filter(
  (route) => route.path === "staff" || route.path.startsWith("staff/"),
);

/** Pages for owners alone: staff are refused them like members are. */
const ownerPages = [
  ...reportPages.filter((page) => page.ownerOnly).map((page) => `/staff/reports/${page.name}`),
  "/staff/reports/revenue/journal.csv",
  "/staff/import",
  "/staff/export",
  "/staff/export.zip",
];
/** A page for owners alone: one of those, or a payment's refund page. */
const ownersOnly = (path: string) =>
  ownerPages.includes(path) || /^\/staff\/members\/[^/]+\/payments\/[^/]+\/refund$/.test(path);
/** Where only owners may change anything: staff, the demo account among them, are refused before anything else is asked. */
const ownersForms = ["/staff/team", "/staff/site", ...ownerPages];
/** The leads export is a POST (it writes to the audit log); a report's CSV is a GET like its page. */
const postExport = (path: string) => path === "/staff/leads.csv" || path === "/staff/members.csv";
/** A page of the console (a route module with a component), not a document or a CSV it serves. */
const isPage = (route: { file: string }) => route.file.endsWith(".tsx");

describe("the staff routes the access test walks", () => {
  it("are every route under /staff in app/routes.ts, the console's pages and its export among them", () => {
    expect(staffRoutes.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        "staff",
        "staff/sessions/:sessionId",
        "staff/leads",
        "staff/leads.csv",
        "staff/audit",
        "staff/reports/revenue",
        "staff/reports/:report.csv",
      ]),
    );
    // Nothing staff-only lives outside /staff, where this walk would not find it.
    const elsewhere = flatten(routes as RouteConfigEntry[]).filter(
      (route) => route.file.startsWith("routes/staff/") && !route.path.startsWith("staff"),
    );
    expect(elsewhere).toEqual([]);
  });
});

const DEMO_STAFF = { email: "demo-desk@ironpeak.example", password: "front-desk-demo-1" };

describe.each(databaseKinds)("who may use the front desk, on %s", (kind) => {
  let fresh: FreshDatabase;
  let server: RunningServer;
  let visitor: Record<string, string>;
  let member: Record<string, string>;
  let staff: Record<string, string>;
  let demoStaff: Record<string, string>;
  let memberId: string;
  let inquiryId: string;
  /** The desk's printable documents the walk opens: an invoice, its credit note, a closed day's Z report. */
  const documents = { invoice: "none", creditNote: "none", closedDay: gymToday().subtract({ days: 1 }).toString() };
  /** What the money tables and the audit log hold once those documents exist: the walk adds nothing to them. */
  let before: { sales: unknown[]; grants: unknown[]; audit: string[] };
  const session = sessionsOn(gymToday().add({ days: 3 }))[0];

  async function signUp(email: string): Promise<{ cookie: string; id: string }> {
    const response = await postJson(server, "/api/auth/sign-up/email", {
      email,
      password: "strong-password-1",
      name: email,
    });
    expect(response.status).toBe(200);
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    return { cookie, id: ((await response.json()) as { user: { id: string } }).user.id };
  }

  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    server = await startServer({
      ...fresh.env,
      BETTER_AUTH_SECRET: TEST_SECRET,
      DEMO_EMAIL: "",
      DEMO_STAFF_EMAIL: DEMO_STAFF.email,
      DEMO_STAFF_PASSWORD: DEMO_STAFF.password,
      AUTH_RATE_LIMIT_MAX: "1000",
    });
    const asMember = await signUp("member@example.com");
    const asStaff = await signUp("desk@example.com");
    await setRole(fresh.database, {
      email: "desk@example.com",
      role: "staff",
      actor: COMMAND_LINE,
      demoAccounts: {},
      from: "command line",
    });
    memberId = asMember.id;
    // The desk's note about the member, by a staff member: the demo account sees neither.
    await fresh.database.db
      .insertInto("member_notes")
      .values({
        user_id: memberId,
        note: "Knee injury, confidential",
        version: 1,
        updated_at: clock.now().toISOString(),
        updated_by_id: asStaff.id,
        updated_by_email: "desk@example.com",
      })
      .execute();
    inquiryId = (
      await saveInquiry(fresh.database.db, {
        fullName: "Lead",
        email: "lead@example.com",
        className: null,
        comment: "Hi",
      })
    ).id;
    const { sale } = await sellProduct(
      fresh.database,
      { userId: memberId, productId: productOfShape("pack").id, method: "cash", staffUserId: asStaff.id },
      { mail: TEST_MAIL },
    );
    documents.invoice = sale.invoice.number;
    documents.creditNote = (
      await refundAtDesk(
        { database: fresh.database, mail: { context: TEST_MAIL }, payments: null },
        {
          memberId,
          saleId: sale.id,
          actor: { id: asStaff.id, label: "desk@example.com" },
        },
      )
    ).creditNote.number;
    await closeDay(fresh.database, {
      date: documents.closedDay,
      float: 0,
      countedCash: 0,
      note: "",
      actor: { id: asStaff.id, label: "desk@example.com", name: "Desk" },
    });
    const { db } = fresh.database;
    before = {
      sales: await db.selectFrom("sales").selectAll().execute(),
      grants: await db.selectFrom("credit_grants").selectAll().execute(),
      audit: (await db.selectFrom("staff_audit_log").select(["action", "actor"]).orderBy("seq").execute()).map(
        (row) => `${row.action} by ${row.actor}`,
      ),
    };
    const origin = { origin: server.origin };
    visitor = origin;
    member = { ...origin, cookie: asMember.cookie };
    staff = { ...origin, cookie: asStaff.cookie };
    const demoSignIn = await postJson(server, "/api/auth/sign-in/email", DEMO_STAFF);
    expect(demoSignIn.status).toBe(200);
    demoStaff = {
      ...origin,
      cookie: demoSignIn.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; "),
    };
  });
  afterAll(async () => {
    await server?.stop();
    await fresh?.dispose();
  });

  // The timetable's pages of a slot, a class, a trainer of the schedule a new database starts with.
  const schedule = currentSchedule();
  const pathOf = (route: string) =>
    `/${route
      .replace(":sessionId", session?.id ?? "none")
      .replace(":memberId", memberId)
      .replace(":saleId", "any-sale")
      .replace(":slotId", schedule.slots[0]?.id ?? "none")
      .replace(":slug", schedule.classes[0]?.slug ?? "none")
      .replace(":trainerId", schedule.trainers[0]?.id ?? "none")
      .replace(":report", "attendance")
      .replace("invoices/:number", `invoices/${documents.invoice}`)
      .replace("credit-notes/:number", `credit-notes/${documents.creditNote}`)
      .replace(":date", documents.closedDay)
      .replace(":productId", currentProducts().all[0]?.id ?? "none")
      .replace(":offerId", currentOffers().all[0]?.id ?? "none")
      .replace(":articleId", currentBlog().articles[0]?.slug ?? "none")}`;
  const get = (path: string, headers: Record<string, string>) =>
    fetch(`${server.origin}${path}`, { headers, redirect: "manual" });
  /** Every form the console has, with plausible fields, as a browser posts it. */
  const post = (path: string, headers: Record<string, string>, intent?: string) =>
    fetch(`${server.origin}${path}`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        ...(intent ? { intent } : {}),
        capacity: "99",
        reason: "Closed by an intruder",
        bookingId: "x",
        attendance: "attended",
        inquiryId,
        status: "closed",
        note: "intruder",
        version: "0",
        email: "intruder@example.com",
        name: "Intruder",
        phone: "020 7946 0958",
        productId: "drop-in",
        method: "cash",
        memberId,
        existingMemberId: memberId,
        sessionId: session?.id ?? "",
        beyondCapacity: "on",
        credits: "5",
        direction: "add",
        validDays: "30",
        saleId: "x",
      }),
      redirect: "manual",
    });

  const expectSentToLogin = (response: Response, path: string) => {
    expect([302, 303], `${response.status} for ${path}`).toContain(response.status);
    expect(response.headers.get("location")).toBe(`/login?next=${encodeURIComponent(path)}`);
  };

  it("serves every staff page to staff (but an owner's), rendered for them alone and never cached", async () => {
    for (const route of staffRoutes) {
      const path = pathOf(route.path);
      const response = await get(path, staff);
      expect(response.status, path).toBe(postExport(path) ? 405 : ownersOnly(path) ? 403 : 200);
      // A refusal is not stored by any cache without being told (RFC 9111); what is served must say no-store.
      if (response.status !== 403) expect(response.headers.get("cache-control"), path).toMatch(/no-store/);
      await response.arrayBuffer();
    }
  });

  /**
   * A page's data as the browser fetches it between pages, for the whole page and for its
   * own loader alone (`_routes`): the console's layout checks too, but must not be what
   * keeps a page's data safe.
   */
  const dataUrls = (route: { path: string; id: string }) => {
    const path = pathOf(route.path);
    return path.endsWith(".csv") ? [] : [`${path}.data`, `${path}.data?_routes=${encodeURIComponent(route.id)}`];
  };

  it("answers staff with a page's own data alone, as the browser asks for it", async () => {
    const leads = staffRoutes.find((route) => route.path === "staff/leads");
    const response = await get(dataUrls(leads ?? { path: "", id: "" })[1] ?? "", staff);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("lead@example.com");
  });

  it("sends a signed-out visitor to /login, to come back afterwards, from every staff page and its data", async () => {
    for (const route of staffRoutes) {
      const path = pathOf(route.path);
      expectSentToLogin(await get(path, visitor), path);
      for (const url of dataUrls(route)) {
        const data = await get(url, visitor);
        const body = await data.text();
        expect([202, 302, 303], `${data.status} for ${url}`).toContain(data.status);
        expect(body, url).toContain("/login?next=");
        expect(body, url).not.toContain("lead@example.com");
      }
    }
  });

  it("refuses a member every staff page and its data with 403 and a page that says why", async () => {
    for (const route of staffRoutes) {
      const path = pathOf(route.path);
      const response = await get(path, member);
      expect(response.status, path).toBe(403);
      const body = await response.text();
      // The console's layout refuses a member first, owners' pages too; a document or a CSV is no page.
      if (isPage(route)) expect(body).toContain("This page is for the gym&#x27;s staff");
      expect(body).not.toContain("lead@example.com");
      for (const url of dataUrls(route)) {
        const data = await get(url, member);
        expect(data.status, url).toBe(403);
        expect(await data.text(), url).not.toContain("lead@example.com");
      }
    }
  });

  // One test per route: every form intent of the console, posted to each, adds up. The walks
  // run on SQLite alone: who is refused is decided by the session and the role, which the
  // tests above read on both databases, before any form touches the database; on PostgreSQL
  // they would add a minute and a half of CI for the same answers.
  const walked = kind === "sqlite";
  if (walked) {
    it.each(staffRoutes)(
      "refuses every form of $path, whatever it asks, to visitors (to /login) and members (403)",
      async (route) => {
        const path = pathOf(route.path);
        const hasAction = (await post(path, staff)).status !== 405;
        for (const intent of [undefined, ...allStaffIntents]) {
          // Side by side: the walk posts every form of every page twice, and each new page adds a few dozen.
          const [asVisitor, asMember] = await Promise.all([post(path, visitor, intent), post(path, member, intent)]);
          if (!hasAction) {
            expect([asVisitor.status, asMember.status], `${path} ${intent}`).toEqual([405, 405]);
            continue;
          }
          expectSentToLogin(asVisitor, path);
          expect(asMember.status, `${path} ${intent}`).toBe(403);
        }
      },
    );

    it.each(staffRoutes)(
      "refuses the public demo staff account every form of $path, whatever it asks, with 403 and why",
      async (route) => {
        const path = pathOf(route.path);
        if ((await post(path, member, "unknown")).status === 405) return;
        for (const intent of [undefined, ...allStaffIntents]) {
          const response = await post(path, demoStaff, intent);
          expect(response.status, `${path} ${intent}`).toBe(403);
          const body = await response.text();
          // Owners' forms are for owners, which the demo staff account never is: refused before it asks.
          const why =
            ownersForms.includes(path) || ownersOnly(path)
              ? "Only the gym&#x27;s owners may do this."
              : "demo staff account can look around";
          if (isPage(route)) expect(body, `${path} ${intent}`).toContain(why);
          expect(body).not.toContain("lead@example.com");
        }
      },
    );
  }

  it("shows the demo staff account every staff page with real people's details masked", async () => {
    for (const route of staffRoutes) {
      const path = pathOf(route.path);
      for (const url of [path, ...dataUrls(route)]) {
        const response = await get(url, demoStaff);
        expect(ownersOnly(path) ? [403] : [200, 405], url).toContain(response.status);
        const body = await response.text();
        for (const person of [
          "lead@example.com",
          "member@example.com",
          "desk@example.com",
          "Knee injury, confidential",
        ]) {
          expect(body, `${url} shows ${person}`).not.toContain(person);
        }
      }
    }
    const leads = await (await get("/staff/leads.data", demoStaff)).text();
    expect(leads).toContain("l•••@e•••");
  });

  it("lets only an owner change who is staff: staff get 403 too", async () => {
    for (const intent of staffIntents.team) {
      expect((await post("/staff/team", staff, intent)).status).toBe(403);
    }
  });

  it("tells the browser which accounts have a front-desk role, so the account menu leads staff to /staff", async () => {
    const asStaff = await get("/api/auth/get-session", staff);
    expect(asStaff.headers.get("x-front-desk")).toBe("staff");
    await asStaff.arrayBuffer();
    const asMember = await get("/api/auth/get-session", member);
    expect(asMember.headers.get("x-front-desk")).toBeNull();
    await asMember.arrayBuffer();
  });

  it("lets only an owner refund a payment or adjust credits: staff get 403 too", async () => {
    for (const intent of ["refund-sale", "adjust-credits"]) {
      const response = await post(`/staff/members/${memberId}`, staff, intent);
      expect(response.status, intent).toBe(403);
      expect(await response.text()).toContain("Only the gym&#x27;s owners may do this.");
    }
    // A payment's refund page: neither shown nor sent for staff.
    const refundPage = `/staff/members/${memberId}/payments/any-sale/refund`;
    const shown = await get(refundPage, staff);
    expect(shown.status).toBe(403);
    await shown.arrayBuffer();
    const sent = await post(refundPage, staff);
    expect(sent.status).toBe(403);
    await sent.arrayBuffer();
  });

  it("changed nothing for anyone refused: no cancellation, no capacity, no lead, no role, nothing in the audit log", async () => {
    const { db } = fresh.database;
    // No walk-in's account, sale, booking, note or lead conversion either.
    expect(await db.selectFrom("user").select("id").where("email", "=", "intruder@example.com").execute()).toEqual([]);
    expect(await db.selectFrom("bookings").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("member_notes").select(["user_id", "note"]).execute()).toEqual([
      { user_id: memberId, note: "Knee injury, confidential" },
    ]);
    expect(await db.selectFrom("lead_conversions").select("inquiry_id").execute()).toEqual([]);
    const details = await db.selectFrom("user").select(["name", "phone"]).where("id", "=", memberId).executeTakeFirst();
    expect(details).toEqual({ name: "member@example.com", phone: null });
    expect(await db.selectFrom("class_sessions").selectAll().where("cancelled_at", "is not", null).execute()).toEqual(
      [],
    );
    expect(await db.selectFrom("class_sessions").selectAll().where("capacity", "=", 99).execute()).toEqual([]);
    expect(await db.selectFrom("lead_followups").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("sales").selectAll().execute()).toEqual(before.sales);
    expect(await db.selectFrom("credit_grants").selectAll().execute()).toEqual(before.grants);
    expect((await db.selectFrom("staff_roles").select("role").execute()).map((row) => row.role)).toEqual([
      "staff",
      "staff",
    ]);
    // The demo staff's role at start and the staff's, the documents' sale, refund and closed day,
    // and the staff's own CSV exports, posted where the walk asks which routes have forms. Nothing else.
    const entries = await db.selectFrom("staff_audit_log").select(["action", "actor"]).orderBy("seq").execute();
    expect(before.audit.slice(0, 2)).toEqual(["role.granted by demo setup", "role.granted by command line"]);
    expect(entries.map((row) => `${row.action} by ${row.actor}`)).toEqual([
      ...before.audit,
      ...(walked ? ["leads.exported by desk@example.com", "members.exported by desk@example.com"] : []),
    ]);
  });
});
