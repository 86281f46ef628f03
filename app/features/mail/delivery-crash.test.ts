import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listOutbox } from "#app/features/mail/outbox.server.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { type RunningServer, runServerToExit, startServer } from "#tests/support/server-process.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp-server.ts";
import { TEST_SECRET } from "#tests/support/test-settings.ts";

/**
 * The production server as a child process, killed while it delivers: nothing may be lost,
 * and nothing sent twice except where the SMTP server gave no answer before the kill (then
 * at most twice, with the same Message-ID).
 */
describe.each(databaseKinds)("mail delivery across a crash on %s", (kind) => {
  let fresh: FreshDatabase;
  let smtp: TestSmtpServer;
  const servers: RunningServer[] = [];

  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    smtp = await startSmtpServer();
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.kill()));
    await smtp.close();
    await fresh.dispose();
  });

  async function start(extra: Record<string, string> = {}) {
    const server = await startServer({
      ...fresh.env,
      BETTER_AUTH_SECRET: TEST_SECRET,
      DEMO_EMAIL: "",
      DEMO_STAFF_EMAIL: "",
      CONTACT_RATE_LIMIT_MAX: "100",
      SMTP_URL: smtp.url,
      MAIL_LEASE_SECONDS: "6",
      MAIL_RETRY_BASE_SECONDS: "1",
      ...extra,
    });
    servers.push(server);
    return server;
  }

  function sendInquiry(server: RunningServer, n: number) {
    // React Router checks an action's Origin against its Host: call the origin the server calls its own.
    return fetch(`${server.origin}/contact`, {
      method: "POST",
      headers: { origin: server.origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        fullName: `Visitor ${n}`,
        email: `visitor${n}@example.com`,
        class: "",
        comment: `Inquiry number ${n}`,
      }),
    });
  }

  it("delivers every message after a server is killed mid-send: once, or twice with one Message-ID where SMTP never answered", async () => {
    const first = await start();
    smtp.stall(true);
    const inquiries = 5;
    for (let n = 0; n < inquiries; n++) {
      const started = performance.now();
      const response = await sendInquiry(first, n);
      expect(response.status).toBe(200);
      // The SMTP server hangs; the visitor's answer does not wait for it.
      expect(performance.now() - started).toBeLessThan(2_000);
    }
    // The server is now in the middle of a delivery the SMTP server has not answered: kill it.
    const [unanswered] = await smtp.waitForUnanswered(1);
    await first.kill();
    smtp.stall(false);

    // Its successors (two on PostgreSQL, sharing the outbox; one per SQLite file).
    await start();
    if (kind === "postgres") await start();
    const expected = inquiries * 2;
    await smtp.waitForMessages(expected, 30_000);
    // Once every row is recorded sent, no server can claim one again, and the SMTP server
    // has every delivery that will ever come (it keeps a message before answering): a
    // duplicate, were there one, is already counted.
    await expect
      .poll(async () => (await listOutbox(fresh.database.db, { limit: 100 })).map((row) => row.status), {
        timeout: 30_000,
      })
      .toEqual(Array(expected).fill("sent"));

    const outbox = await listOutbox(fresh.database.db, { limit: 100 });
    const deliveries = new Map<string, number>();
    for (const mail of [...smtp.received, ...smtp.unanswered]) {
      deliveries.set(mail.messageId, (deliveries.get(mail.messageId) ?? 0) + 1);
    }
    expect([...deliveries.keys()].sort()).toEqual(outbox.map((row) => row.messageId).sort());
    for (const [messageId, count] of deliveries) {
      const neverAnswered = smtp.unanswered.some((mail) => mail.messageId === messageId);
      expect(count, messageId).toBe(neverAnswered ? 2 : 1);
    }
    expect(smtp.received.filter((mail) => mail.messageId === unanswered?.messageId)).toHaveLength(1);
  }, 90_000);

  it.runIf(kind === "sqlite")(
    "keeps e-mail as held .eml files without SMTP_URL, says so once, and sends it after a restart with SMTP_URL",
    async () => {
      const first = await start({ SMTP_URL: "" });
      await expect.poll(() => first.output().match(/kept, not sent \(no SMTP_URL\)/g)?.length).toBe(1);
      expect((await sendInquiry(first, 1)).status).toBe(200);
      const heldDir = path.join(fresh.env.DATA_DIR ?? "", "mail");
      const emlFiles = () => (existsSync(heldDir) ? readdirSync(heldDir).filter((file) => file.endsWith(".eml")) : []);
      await expect.poll(emlFiles, { timeout: 10_000 }).toHaveLength(2);
      await expect
        .poll(async () => (await listOutbox(fresh.database.db)).map((row) => row.status))
        .toEqual(["held", "held"]);
      expect(smtp.received).toHaveLength(0);
      await first.stop();

      const second = await start();
      await smtp.waitForMessages(2);
      expect(second.output()).toContain("Sending 2 e-mail(s) kept while there was no SMTP_URL.");
      // The SMTP server has the messages a moment before the worker records them as sent.
      await expect
        .poll(async () => (await listOutbox(fresh.database.db)).map((row) => row.status), { timeout: 10_000 })
        .toEqual(["sent", "sent"]);
    },
    60_000,
  );
});

describe("a bad SMTP_URL", () => {
  it("stops the server at start with a message naming it (and not its password)", async () => {
    const { code, output } = await runServerToExit({
      DATA_DIR: "/tmp/ironpeak-never-used",
      SMTP_URL: "mail.example.com",
    });
    expect(code).toBe(1);
    expect(output).toContain("SMTP_URL: must be a URL such as smtp://");
    const withPassword = await runServerToExit({
      DATA_DIR: "/tmp/ironpeak-never-used",
      SMTP_URL: "http://u:hunter2@x",
    });
    expect(withPassword.output).toContain("SMTP_URL: must start with smtp:// or smtps://");
    expect(withPassword.output).not.toContain("hunter2");
  });
});
