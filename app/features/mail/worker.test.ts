import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookedEmail } from "#app/features/mail/templates/booked.ts";
import type { BookingMailInput } from "#app/features/mail/templates/booking-mail-input.ts";
import { inquiryToGymEmail } from "#app/features/mail/templates/inquiry-to-gym.ts";
import type { MailContext } from "#app/features/mail/templates/mail-context.ts";
import { type Database, openDatabase } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp-server.ts";
import { claimNext, enqueueMail, findOutboxEntry, listOutbox, recordSent, retryOutboxEntry } from "./outbox.server.ts";
import { createMailWorker, type MailWorkerSettings } from "./worker.server.ts";

const context: MailContext = { origin: "https://ironpeak.example", staffEmail: "desk@ironpeak.example" };
const FROM = '"Ironpeak" <hello@ironpeak.example>';

const booking: BookingMailInput = {
  to: "member@example.com",
  className: "Crossfit",
  trainer: "Jordan Hale",
  startsAt: "2026-11-27T09:00:00+00:00",
  endsAt: "2026-11-27T10:00:00+00:00",
  sessionId: "yoga-2026-11-27-0900",
  dayLabel: "Friday 27 November",
  timeLabel: "9:00am–10:00am",
  scheduleUrl: "https://ironpeak.example/schedule/friday",
};

function inquiry(n: number) {
  return {
    id: `inquiry-${n}`,
    createdAt: "2026-11-20T10:15:00.000Z",
    fullName: `Visitor ${n}`,
    email: `visitor${n}@example.com`,
    className: "Yoga",
    comment: "Mornings?",
  };
}

describe.each(databaseKinds)("the mail outbox and its worker on %s", (kind) => {
  let fresh: FreshDatabase;
  let smtp: TestSmtpServer;
  let heldDir: string;
  let warnings: string[];
  const workers: { stop(): Promise<void> }[] = [];
  const extraDatabases: Database[] = [];

  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    smtp = await startSmtpServer();
    heldDir = mkdtempSync(path.join(tmpdir(), "ironpeak-held-"));
    warnings = [];
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await Promise.all(extraDatabases.splice(0).map((database) => database.close()));
    await smtp.close();
    await fresh.dispose();
    rmSync(heldDir, { recursive: true, force: true });
  });

  function worker(overrides: Partial<MailWorkerSettings> = {}) {
    const created = createMailWorker({
      database: fresh.database,
      smtpUrl: smtp.url,
      from: FROM,
      heldDir,
      leaseSeconds: 10,
      retry: { maxAttempts: 3, retryBaseSeconds: 30 },
      pollMs: 60_000,
      log: { info: () => {}, warn: (line: string) => warnings.push(line) },
      ...overrides,
    });
    workers.push(created);
    return created;
  }

  /** A second server's connection to the same database. */
  function secondConnection(): Database {
    const database =
      kind === "sqlite"
        ? openDatabase({ kind: "sqlite", file: path.join(fresh.env.DATA_DIR ?? "", "ironpeak.sqlite") })
        : openDatabase({ kind: "postgres", url: fresh.env.DATABASE_URL ?? "", poolSize: 5 });
    extraDatabases.push(database);
    return database;
  }

  it("delivers a queued message once: sender, recipients, subject, Reply-To, both parts and the attachment", async () => {
    const { messageId } = await enqueueMail(fresh.database.db, bookedEmail(booking, context));
    await enqueueMail(fresh.database.db, inquiryToGymEmail(inquiry(1), context));
    await worker().drain();

    const [booked, lead] = await smtp.waitForMessages(2);
    expect(booked?.envelope).toEqual({ from: "hello@ironpeak.example", to: ["member@example.com"] });
    expect(booked?.messageId).toBe(messageId);
    expect(booked?.mail.from?.text).toBe('"Ironpeak" <hello@ironpeak.example>');
    expect(booked?.mail.subject).toBe("Booked: Crossfit, Friday 27 November");
    expect(booked?.mail.replyTo?.value[0]?.address).toBe("desk@ironpeak.example");
    expect(booked?.mail.text).toContain("Jordan Hale");
    expect(booked?.mail.html).toContain("Jordan Hale");
    const [calendar] = booked?.mail.attachments ?? [];
    expect(calendar?.filename).toBe("class.ics");
    expect(calendar?.contentType).toBe("text/calendar");
    expect(calendar?.content.toString()).toContain("UID:session-yoga-2026-11-27-0900@ironpeak.example");

    expect(lead?.envelope.to).toEqual(["desk@ironpeak.example"]);
    expect(lead?.mail.replyTo?.value[0]).toEqual({ name: "Visitor 1", address: "visitor1@example.com" });

    const rows = await listOutbox(fresh.database.db);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ["sent", 1],
      ["sent", 1],
    ]);
    await worker().drain();
    expect(smtp.received).toHaveLength(2);
  });

  it("lets no visitor's name add a header or a recipient", async () => {
    const evil = { ...inquiry(1), fullName: "Eve\r\nBcc: victim@example.com\r\nX-Evil: 1" };
    await enqueueMail(fresh.database.db, inquiryToGymEmail(evil, context));
    await worker().drain();
    const [arrived] = await smtp.waitForMessages(1);
    expect(arrived?.envelope.to).toEqual(["desk@ironpeak.example"]);
    expect(arrived?.mail.headers.has("bcc")).toBe(false);
    expect(arrived?.mail.headers.has("x-evil")).toBe(false);
    expect(arrived?.mail.subject).toBe("New inquiry: Eve Bcc: victim@example.com X-Evil: 1 (Yoga)");
    expect(arrived?.mail.replyTo?.value).toEqual([
      { name: "Eve Bcc: victim@example.com X-Evil: 1", address: "visitor1@example.com" },
    ]);
  });

  it("keeps a message the SMTP server refuses, retries it later, and gives up after the last try with the error", async () => {
    smtp.refuseWith(451);
    const { id } = await enqueueMail(fresh.database.db, inquiryToGymEmail(inquiry(1), context));
    const sender = worker({ retry: { maxAttempts: 2, retryBaseSeconds: 30 } });
    const before = clock.millis();
    await sender.drain();

    let found = await findOutboxEntry(fresh.database.db, id);
    expect(found?.entry).toMatchObject({ status: "pending", attempts: 1 });
    expect(found?.entry.lastError).toContain("451");
    const wait = Date.parse(found?.entry.nextAttemptAt ?? "") - before;
    expect(wait).toBeGreaterThanOrEqual(27_000);
    expect(wait).toBeLessThanOrEqual(34_000);
    // Not due yet: a second look sends nothing.
    await sender.drain();
    expect((await findOutboxEntry(fresh.database.db, id))?.entry.attempts).toBe(1);

    await makeDue(id);
    await sender.drain();
    found = await findOutboxEntry(fresh.database.db, id);
    expect(found?.entry).toMatchObject({ status: "failed", attempts: 2 });
    expect(found?.entry.lastError).toContain("451");
    expect(warnings.join("\n")).toContain("giving up");

    // The operator fixes the server and retries: it goes out.
    smtp.refuseWith(null);
    await retryOutboxEntry(fresh.database.db, id);
    await sender.drain();
    expect((await smtp.waitForMessages(1))[0]?.messageId).toBe(found?.entry.messageId);
    expect((await findOutboxEntry(fresh.database.db, id))?.entry.status).toBe("sent");
  });

  it("loses nothing while the SMTP server is down, and sends with the same Message-ID once it is back", async () => {
    const { id, messageId } = await enqueueMail(fresh.database.db, inquiryToGymEmail(inquiry(1), context));
    await smtp.close();
    const down = worker({ smtpUrl: smtp.url });
    await down.drain();
    const found = await findOutboxEntry(fresh.database.db, id);
    expect(found?.entry).toMatchObject({ status: "pending", attempts: 1 });
    expect(found?.entry.lastError).toMatch(/ECONNREFUSED|ECONNECTION/);

    smtp = await startSmtpServer();
    await makeDue(id);
    await worker({ smtpUrl: smtp.url }).drain();
    expect((await smtp.waitForMessages(1))[0]?.messageId).toBe(messageId);
  });

  it("without SMTP_URL keeps every e-mail as held, writes it as an .eml file, and sends it once SMTP is configured", async () => {
    const { id, messageId } = await enqueueMail(fresh.database.db, inquiryToGymEmail(inquiry(1), context));
    await worker({ smtpUrl: undefined }).drain();

    expect((await findOutboxEntry(fresh.database.db, id))?.entry).toMatchObject({ status: "held", sentAt: null });
    const files = readdirSync(heldDir);
    expect(files).toHaveLength(1);
    const kept = await simpleParser(readFileSync(path.join(heldDir, files[0] ?? "")));
    expect(kept.messageId).toBe(messageId);
    expect(kept.subject).toBe("New inquiry: Visitor 1 (Yoga)");
    expect(smtp.received).toHaveLength(0);

    // Restarted with SMTP_URL: what was held goes out.
    const restarted = worker();
    await restarted.start();
    await restarted.drain();
    expect((await smtp.waitForMessages(1))[0]?.messageId).toBe(messageId);
    expect((await findOutboxEntry(fresh.database.db, id))?.entry).toMatchObject({ status: "sent", attempts: 1 });
    await restarted.stop();
  });

  it("never sends a message twice when two servers work the same outbox", async () => {
    const count = 24;
    for (let n = 0; n < count; n++) await enqueueMail(fresh.database.db, inquiryToGymEmail(inquiry(n), context));
    const other = secondConnection();
    await Promise.all([worker().drain(), worker({ database: other }).drain()]);

    const arrived = await smtp.waitForMessages(count);
    const ids = arrived.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(count);
    // Both drains have finished (nothing was left to claim), so a duplicate would already be here.
    expect(smtp.received).toHaveLength(count);
    const rows = await listOutbox(fresh.database.db, { limit: 100 });
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("gives a message whose server died mid-send to another server once the lease has run out, and ignores the dead claim", async () => {
    const { id } = await enqueueMail(fresh.database.db, inquiryToGymEmail(inquiry(1), context));
    const now = clock.now();
    const first = await claimNext(fresh.database.db, kind, 10, now);
    expect(first?.id).toBe(id);
    // Within the lease nobody else may take it…
    expect(await claimNext(secondConnection().db, kind, 10, new Date(now.getTime() + 9_000))).toBeNull();
    // …after it, another server may.
    const second = await claimNext(fresh.database.db, kind, 10, new Date(now.getTime() + 10_001));
    expect(second?.id).toBe(id);
    expect(second?.attempts).toBe(2);
    if (!first || !second) throw new Error("expected both claims");
    expect(await recordSent(fresh.database.db, first)).toBe(false);
    expect(await recordSent(fresh.database.db, second)).toBe(true);
  });

  it("writes nothing when the transaction that queued a message rolls back", async () => {
    await expect(
      fresh.database.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, inquiryToGymEmail(inquiry(1), context));
        throw new Error("the cause failed");
      }),
    ).rejects.toThrow("the cause failed");
    expect(await listOutbox(fresh.database.db)).toEqual([]);
  });

  async function makeDue(id: string) {
    await fresh.database.db
      .updateTable("mail_outbox")
      .set({ next_attempt_at: new Date(clock.millis() - 1000).toISOString() })
      .where("id", "=", id)
      .execute();
  }
});
