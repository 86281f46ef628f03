import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clock } from "#app/platform/time/clock.ts";
import { type ApiMember, api } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { type RunningServer, startServer } from "#tests/support/server-process.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp-server.ts";
import { signUpStaff } from "#tests/support/staff-server.ts";
import { TEST_SECRET } from "#tests/support/test-settings.ts";

const MEMBERS = 500;

/**
 * Two production servers on one PostgreSQL database, each with its mail worker and its
 * sweep of scheduled messages, sending to one SMTP server: a message to 500 members, sent
 * at once from one server, and another scheduled for a moment later (queued by whichever
 * sweep comes first), reach each member exactly once.
 */
describe.runIf(databaseKinds.includes("postgres"))("a message to 500 members with two servers", () => {
  let fresh: FreshDatabase;
  let smtp: TestSmtpServer;
  let servers: RunningServer[] = [];
  let owner: ApiMember;

  beforeAll(async () => {
    fresh = await freshDatabase("postgres");
    smtp = await startSmtpServer();
    const env = {
      ...fresh.env,
      BETTER_AUTH_SECRET: TEST_SECRET,
      DEMO_EMAIL: "",
      DEMO_STAFF_EMAIL: "",
      AUTH_RATE_LIMIT_MAX: "1000",
      SMTP_URL: smtp.url,
      // All at once: the test is about how often each e-mail goes, not how fast.
      MESSAGE_RATE_PER_MINUTE: "60000",
    };
    servers = await Promise.all([startServer(env), startServer(env)]);
    owner = await signUpStaff(servers[0] as RunningServer, fresh.database, { label: "owner", role: "owner" });
    const now = clock.now();
    const rows = Array.from({ length: MEMBERS }, (_, n) => ({
      id: randomUUID(),
      email: `member-${String(n).padStart(3, "0")}@example.com`,
      name: `Member ${n}`,
      emailVerified: false,
      createdAt: now,
      updatedAt: now,
    }));
    for (let start = 0; start < rows.length; start += 100) {
      await fresh.database.db
        .insertInto("user")
        .values(rows.slice(start, start + 100) as never)
        .execute();
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await smtp?.close();
    await fresh?.dispose();
  });

  it("reaches each member once, sent now from one server or at a time by the first sweep", async () => {
    const [first, second] = servers as [RunningServer, RunningServer];
    const now = await api(first, "/api/staff/messages", {
      member: owner,
      method: "POST",
      json: { audience: "members", subject: "Sent now", body: "Hello **everyone**." },
    });
    expect(now.status).toBe(201);
    expect(await now.json()).toMatchObject({ recipients: MEMBERS, status: "queued" });
    const later = await api(second, "/api/staff/messages", {
      member: owner,
      method: "POST",
      json: {
        audience: "members",
        subject: "Sent later",
        body: "Hello again.",
        sendAt: new Date(clock.millis() + 2000).toISOString(),
      },
    });
    expect(await later.json()).toMatchObject({ recipients: MEMBERS, status: "scheduled" });

    // The owner's own sign-up mail (the address check) comes too.
    await smtp.waitForMessages(2 * MEMBERS + 1, 180_000);
    // Everything in the outbox is done: nothing more can arrive.
    await expect
      .poll(
        async () =>
          (
            await fresh.database.db
              .selectFrom("mail_outbox")
              .select("id")
              .where("status", "in", ["pending", "sending"])
              .execute()
          ).length,
        { timeout: 30_000, interval: 500 },
      )
      .toBe(0);
    const messages = smtp.received.filter((received) => received.mail.subject?.startsWith("Sent "));
    expect(messages).toHaveLength(2 * MEMBERS);
    for (const subject of ["Sent now", "Sent later"]) {
      const mails = messages.filter((received) => received.mail.subject === subject);
      const recipients = new Set(mails.flatMap((received) => received.envelope.to));
      expect(mails, subject).toHaveLength(MEMBERS);
      expect(recipients.size, subject).toBe(MEMBERS);
      expect(new Set(mails.map((received) => received.messageId)).size, subject).toBe(MEMBERS);
    }

    const history = (await (await api(second, "/api/staff/messages", { member: owner })).json()) as {
      messages: { subject: string; status: string; email: { sent: number; failed: number; waiting: number } }[];
    };
    for (const message of history.messages) {
      expect(message.status).toBe("queued");
      expect(message.email).toMatchObject({ sent: MEMBERS, failed: 0, waiting: 0 });
    }
  }, 300_000);
});
