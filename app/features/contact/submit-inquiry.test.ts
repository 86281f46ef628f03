import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MailService } from "#app/features/mail/mail-service.server.ts";
import { listOutbox, onMailQueued } from "#app/features/mail/outbox.server.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { listInquiries } from "./inquiries.server.ts";
import { submitInquiry } from "./submit-inquiry.server.ts";

const inquiry = { fullName: "Ada Lovelace", email: "ada@example.com", className: "Yoga", comment: "Mornings?" };

describe.each(databaseKinds)("a new inquiry on %s", (kind) => {
  let fresh: FreshDatabase;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  function mailService(overrides: Partial<MailService> = {}): MailService {
    return {
      context: { origin: "https://ironpeak.example", staffEmail: "desk@ironpeak.example" },
      ...overrides,
    } as MailService;
  }

  it("is stored with the gym's notification and the visitor's auto-reply, and the worker is told at once", async () => {
    const mail = mailService();
    const told = vi.fn();
    const stopListening = onMailQueued(told);
    const stored = await submitInquiry({ database: fresh.database, mail }, inquiry);
    stopListening();
    expect(await listInquiries(fresh.database.db)).toEqual([stored]);
    const queued = await listOutbox(fresh.database.db);
    expect(queued.map((row) => [row.topic, row.recipient, row.status]).sort()).toEqual([
      ["inquiry-auto-reply", "ada@example.com", "pending"],
      ["inquiry-to-gym", "desk@ironpeak.example", "pending"],
    ]);
    // Once per message, when the transaction that queued them has committed.
    expect(told).toHaveBeenCalledTimes(2);
  });

  it("also queues the lead webhook when LEAD_WEBHOOK_URL is set", async () => {
    await submitInquiry(
      { database: fresh.database, mail: mailService({ leadWebhookUrl: "https://crm.example/hooks/leads" }) },
      inquiry,
    );
    const webhook = (await listOutbox(fresh.database.db)).find((row) => row.kind === "webhook");
    expect(webhook).toMatchObject({ topic: "lead-webhook", recipient: "https://crm.example/hooks/leads" });
  });

  it("stores nothing when its e-mail cannot be queued: inquiry and messages exist together or not at all", async () => {
    const broken = mailService({ context: { origin: "not a url", staffEmail: "desk@ironpeak.example" } });
    const told = vi.fn();
    const stopListening = onMailQueued(told);
    await expect(submitInquiry({ database: fresh.database, mail: broken }, inquiry)).rejects.toThrow();
    stopListening();
    expect(await listInquiries(fresh.database.db)).toEqual([]);
    expect(await listOutbox(fresh.database.db)).toEqual([]);
    expect(told).not.toHaveBeenCalled();
  });
});
