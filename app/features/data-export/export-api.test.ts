import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiMember, expectApiError, signUp } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import type { RunningServer } from "#tests/support/server-process.ts";
import { signInDemoStaff, signUpStaff, startStaffServer } from "#tests/support/staff-server.ts";
import { gymSections } from "./gym-sections.server.ts";
import { unzip } from "./test-support.ts";

/**
 * POST /staff/export.zip (the owner's download, audited) and GET /api/me/export (a member's
 * own data) over HTTP against the production server (docs/api.md, "Exporting data").
 */
describe.each(databaseKinds)("the data exports over HTTP on %s", (kind) => {
  let fresh: FreshDatabase;
  let server: RunningServer;
  let owner: ApiMember;
  let staff: ApiMember;
  let demoStaff: ApiMember;
  let member: ApiMember;

  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    server = await startStaffServer(fresh);
    owner = await signUpStaff(server, fresh.database, { label: "owner", role: "owner" });
    staff = await signUpStaff(server, fresh.database);
    demoStaff = await signInDemoStaff(server);
    member = await signUp(server, "member");
  });
  afterAll(async () => {
    await server?.stop();
    await fresh?.dispose();
  });

  const request = (path: string, who: ApiMember | null, method = "GET") =>
    fetch(`http://127.0.0.1:${server.port}${path}`, {
      method,
      redirect: "manual",
      headers: { origin: server.origin, ...(who ? { cookie: who.cookie } : {}) },
    });

  it("gives the owner a zip of every file and writes the download to the audit log", async () => {
    const response = await request("/staff/export.zip", owner, "POST");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename=".+-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(response.headers.get("cache-control")).toContain("no-store");
    const files = unzip(Buffer.from(await response.arrayBuffer()));
    expect([...files.keys()]).toEqual(["README.txt", ...gymSections.map((section) => section.file)]);
    expect(files.get("members.csv")).toContain(member.email);
    const logged = await fresh.database.db
      .selectFrom("staff_audit_log")
      .select(["actor", "action"])
      .where("action", "=", "data.exported")
      .execute();
    expect(logged).toEqual([{ actor: owner.email, action: "data.exported" }]);
  });

  it("refuses the zip to staff, the demo staff account and members, and a GET of its address", async () => {
    for (const who of [staff, demoStaff, member]) {
      const response = await request("/staff/export.zip", who, "POST");
      expect(response.status).toBe(403);
      expect(response.headers.get("content-type")).not.toBe("application/zip");
    }
    expect((await request("/staff/export.zip", null, "POST")).status).not.toBe(200);
    expect((await request("/staff/export.zip", owner)).status).toBe(405);
  });

  it("shows /staff/export and /staff/import to owners only", async () => {
    for (const page of ["/staff/export", "/staff/import"]) {
      expect((await request(page, owner)).status).toBe(200);
      expect((await request(page, staff)).status).toBe(403);
    }
  });

  it("gives a member their own data as a JSON file, and visitors a 401", async () => {
    const response = await request("/api/me/export", member);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = (await response.json()) as { account: { email: string }; terms: unknown[] };
    expect(data.account.email).toBe(member.email);
    expect(data.terms).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain(owner.email);
    await expectApiError(await request("/api/me/export", null), 401, "NOT_SIGNED_IN");
    await expectApiError(await request("/api/me/export", member, "POST"), 405, "METHOD_NOT_ALLOWED");
  });
});
