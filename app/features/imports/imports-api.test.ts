import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { IMPORT_UPLOAD_MAX_BODY_BYTES } from "#app/platform/http/webhook-paths.ts";
import { type ApiMember, expectApiError, signUp } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import type { RunningServer } from "#tests/support/server-process.ts";
import { signInDemoStaff, signUpStaff, startStaffServer } from "#tests/support/staff-server.ts";
import { sampleExport } from "./test-support.ts";

interface Answer {
  id: string;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  leads: number;
  skipped: number;
  dates: { order: string; decidedBy: string };
  problems: { row: number; field: string; code: string; message: string }[];
}

/**
 * POST /api/staff/imports, …/:id/commit and …/:id/invitations over HTTP against the
 * production server (docs/api.md, "Importing members"): who may import, the multipart
 * upload and its own body limit, a dry run, a commit, the same file again, invitations.
 */
describe.each(databaseKinds)("the imports API on %s", (kind) => {
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

  const post = (
    path: string,
    who: ApiMember | null,
    body?: FormData | Uint8Array<ArrayBuffer>,
    headers: Record<string, string> = {},
  ) =>
    fetch(`http://127.0.0.1:${server.port}${path}`, {
      method: "POST",
      headers: { origin: server.origin, ...(who ? { cookie: who.cookie } : {}), ...headers },
      ...(body ? { body } : {}),
    });
  /** A POST whose Content-Length says `length` and whose body never comes: the server's answer. */
  const announced = (path: string, length: number) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          host: "127.0.0.1",
          port: server.port,
          path,
          method: "POST",
          headers: {
            origin: server.origin,
            cookie: owner.cookie,
            "content-type": "multipart/form-data; boundary=x",
            "content-length": String(length),
          },
        },
        (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            body += chunk;
          });
          response.on("end", () => {
            resolve({ status: response.statusCode ?? 0, body });
            request.destroy();
          });
        },
      );
      request.on("error", reject);
      request.flushHeaders();
    });
  const upload = (
    who: ApiMember | null,
    csv: string | Uint8Array<ArrayBuffer>,
    fields: Record<string, string> = {},
  ) => {
    const form = new FormData();
    form.set("file", new Blob([csv], { type: "text/csv" }), "export.csv");
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return post("/api/staff/imports", who, form);
  };
  const users = async () =>
    Number(
      (
        await fresh.database.db
          .selectFrom("user")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("takes an export from owners only: visitors 401, members and staff 403, the demo staff account 403", async () => {
    const csv = sampleExport("glofox", gymToday(), `${kind}-gate`).csv;
    await expectApiError(await upload(null, csv, { preset: "glofox" }), 401, "NOT_SIGNED_IN");
    await expectApiError(await upload(member, csv, { preset: "glofox" }), 403, "STAFF_ONLY");
    await expectApiError(await upload(staff, csv, { preset: "glofox" }), 403, "OWNERS_ONLY");
    await expectApiError(await upload(demoStaff, csv, { preset: "glofox" }), 403, "DEMO_READ_ONLY");
  });

  it("checks a TeamUp export (a dry run: nothing written), commits it, and changes nothing the second time", async () => {
    const sample = sampleExport("teamup", gymToday(), kind);
    const before = await users();
    const response = await upload(owner, sample.csv, { preset: "teamup" });
    expect(response.status).toBe(201);
    const checked = (await response.json()) as Answer;
    expect(checked).toMatchObject({ rows: 5, created: 2, updated: 0, leads: 1, skipped: 2 });
    expect(checked.dates).toMatchObject({ order: "dmy", decidedBy: "file" });
    expect(checked.problems.map((problem) => problem.code)).toEqual(
      expect.arrayContaining(["invalid-phone", "invalid-email", "duplicate-email"]),
    );
    // The problems never repeat an address or a number from the file.
    for (const problem of checked.problems) expect(problem.message).not.toMatch(/@|\d{3} \d{3}/);
    expect(await users()).toBe(before);

    const commit = await post(`/api/staff/imports/${checked.id}/commit`, owner);
    expect(commit.status).toBe(200);
    expect(await commit.json()).toMatchObject({ id: checked.id, created: 2, updated: 0, leads: 1 });
    expect(await users()).toBe(before + 2);
    await expectApiError(await post(`/api/staff/imports/${checked.id}/commit`, owner), 409, "ALREADY_COMMITTED");

    const again = (await (await upload(owner, sample.csv, { preset: "teamup" })).json()) as Answer;
    expect(again).toMatchObject({ created: 0, updated: 0, leads: 0, unchanged: 3 });
    const recommit = await post(`/api/staff/imports/${again.id}/commit`, owner);
    expect(await recommit.json()).toMatchObject({ created: 0, updated: 0, leads: 0 });

    // Invitations go only when asked, once, spread at MESSAGE_RATE_PER_MINUTE (60: a second apart).
    expect(
      await fresh.database.db.selectFrom("mail_outbox").selectAll().where("topic", "=", "invitation").execute(),
    ).toEqual([]);
    const invited = await post(`/api/staff/imports/${checked.id}/invitations`, owner);
    expect(invited.status).toBe(202);
    expect(await invited.json()).toMatchObject({ queued: 2 });
    const mail = await fresh.database.db
      .selectFrom("mail_outbox")
      .select(["recipient", "next_attempt_at"])
      .where("topic", "=", "invitation")
      .orderBy("next_attempt_at")
      .execute();
    expect(mail.map((row) => row.recipient).sort()).toEqual([...sample.members].sort());
    expect(Date.parse(mail[1]?.next_attempt_at ?? "") - Date.parse(mail[0]?.next_attempt_at ?? "")).toBe(1000);
    expect(await (await post(`/api/staff/imports/${checked.id}/invitations`, owner)).json()).toMatchObject({
      queued: 0,
    });
  });

  it("reads a mapping the owner wrote, a date order they chose, UTF-16 with semicolons", async () => {
    const later = gymToday().add({ years: 1 });
    const date = `${String(later.day).padStart(2, "0")}/${String(later.month).padStart(2, "0")}/${later.year}`;
    const text = `Mail;Vorname;Nachname;Ablauf\r\nzoe-${kind}@example.com;Zoë;Brontë;${date}\r\n`;
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) bytes.set([text.charCodeAt(i) & 0xff, text.charCodeAt(i) >> 8], 2 + i * 2);
    const mapping = JSON.stringify({ Mail: "email", Vorname: "name", Nachname: "name", Ablauf: "termsAcceptedAt" });
    const answer = (await (await upload(owner, bytes, { mapping, dateOrder: "dmy" })).json()) as Answer;
    expect(answer).toMatchObject({ rows: 1, created: 0, leads: 1 });
    expect(answer.dates).toMatchObject({ order: "dmy", decidedBy: "chosen" });
    // A terms date a year ahead is after today: left out, and said so; holding nothing else, the person is a lead.
    expect(answer.problems).toEqual([expect.objectContaining({ field: "termsAcceptedAt", code: "in-future" })]);
  });

  it("refuses what it cannot use, saying why", async () => {
    await expectApiError(await upload(owner, "", {}), 400, "EMPTY_FILE");
    await expectApiError(await upload(owner, "Name\r\nAnn\r\n", {}), 400, "INVALID_MAPPING");
    await expectApiError(await upload(owner, "Email\r\na@b.co\r\n", { preset: "wodify" }), 400, "INVALID_BODY");
    await expectApiError(
      await upload(owner, "Email\r\na@b.co\r\n", { mapping: '{"Email":"password"}' }),
      400,
      "INVALID_BODY",
    );
    await expectApiError(
      await upload(owner, "Email\r\na@b.co\r\n", { mapping: '{"Mail":"email"}' }),
      400,
      "INVALID_MAPPING",
    );
    const json = await post("/api/staff/imports", owner, new TextEncoder().encode("{}"), {
      "content-type": "application/json",
    });
    await expectApiError(json, 415, "UNSUPPORTED_MEDIA_TYPE");
    await expectApiError(await post("/api/staff/imports/no-such-import/commit", owner), 404, "IMPORT_NOT_FOUND");
  });

  it("takes an upload larger than the site's 64 KB on its own path, and refuses one over its own limit unread", async () => {
    const rows = Array.from(
      { length: 3000 },
      (_, i) => `big-${i}-${kind}@example.com,Member ${i},+1 555 010 ${String(i).padStart(4, "0")}`,
    );
    const csv = `Email,Name,Phone\r\n${rows.join("\r\n")}\r\n`;
    expect(csv.length).toBeGreaterThan(64 * 1024);
    const answer = (await (await upload(owner, csv)).json()) as Answer;
    expect(answer).toMatchObject({ rows: 3000, leads: 3000 });
    // Only announced, never sent: the answer must come before the body is read (sending 10 MB
    // to a server that has answered and closed races the socket's reset under load).
    const tooLarge = await announced("/api/staff/imports", IMPORT_UPLOAD_MAX_BODY_BYTES + 1);
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body)).toMatchObject({ error: { code: "BODY_TOO_LARGE" } });
    // Elsewhere the site-wide limit holds.
    await expectApiError(
      await post("/api/staff/messages", owner, new Uint8Array(70 * 1024), { "content-type": "application/json" }),
      413,
      "BODY_TOO_LARGE",
    );
  });
});
