import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clock } from "#app/platform/time/clock.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { leadWebhookBody } from "./lead-webhook.ts";
import { enqueueWebhook, findOutboxEntry } from "./outbox.server.ts";
import { createMailWorker } from "./worker.server.ts";

const SECRET = "a-webhook-secret-of-at-least-32-characters";

/** What docs/lead-webhook.md tells a receiver to do. */
function verify(headers: IncomingHttpHeaders, body: string, secret: string, now = clock.millis()): boolean {
  const id = String(headers["x-webhook-id"] ?? "");
  const timestamp = Number(headers["x-webhook-timestamp"]);
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > 300) return false;
  const expected = `sha256=${createHmac("sha256", secret).update(`${id}.${timestamp}.${body}`).digest("hex")}`;
  const given = String(headers["x-webhook-signature"] ?? "");
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

describe.each(databaseKinds)("the lead webhook on %s", (kind) => {
  let fresh: FreshDatabase;
  let server: Server;
  let url: string;
  let answers: number[];
  let calls: { headers: IncomingHttpHeaders; body: string }[];

  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    answers = [];
    calls = [];
    server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        calls.push({ headers: request.headers, body });
        response.writeHead(answers.shift() ?? 204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`;
  });
  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    await fresh.dispose();
  });

  it("POSTs each inquiry as signed JSON, and retries a failed delivery with the same id", async () => {
    const inquiry = {
      id: "inquiry-1",
      createdAt: "2026-11-20T10:15:00.000Z",
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      className: null,
      comment: "Hi",
    };
    const { id } = await enqueueWebhook(fresh.database.db, {
      topic: "lead-webhook",
      origin: "https://ironpeak.example",
      url,
      body: leadWebhookBody(inquiry),
    });
    const worker = createMailWorker({
      database: fresh.database,
      from: "hello@ironpeak.example",
      heldDir: "/nonexistent",
      webhookSecret: SECRET,
      leaseSeconds: 10,
      retry: { maxAttempts: 3, retryBaseSeconds: 30 },
      pollMs: 60_000,
      log: { info: () => {}, warn: () => {} },
    });
    answers.push(500);
    await worker.drain();
    expect((await findOutboxEntry(fresh.database.db, id))?.entry).toMatchObject({
      status: "pending",
      lastError: "webhook answered 500",
    });

    await fresh.database.db
      .updateTable("mail_outbox")
      .set({ next_attempt_at: new Date(0).toISOString() })
      .where("id", "=", id)
      .execute();
    await worker.drain();
    await worker.stop();
    expect((await findOutboxEntry(fresh.database.db, id))?.entry.status).toBe("sent");

    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(call.headers["content-type"]).toBe("application/json");
      expect(call.headers["x-webhook-id"]).toBe(id);
      expect(verify(call.headers, call.body, SECRET)).toBe(true);
      expect(verify(call.headers, call.body, "another-secret-another-secret-12345")).toBe(false);
      expect(verify(call.headers, call.body.replace("Ada", "Eve"), SECRET)).toBe(false);
      // A captured call replayed under a fresh id (to slip past de-duplication) is not genuine.
      expect(verify({ ...call.headers, "x-webhook-id": "another-id" }, call.body, SECRET)).toBe(false);
      expect(JSON.parse(call.body)).toEqual({ event: "inquiry.created", inquiry });
    }
  });
});
