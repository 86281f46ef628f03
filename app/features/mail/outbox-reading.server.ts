import type { Kysely, Selectable } from "kysely";
import type { Tables } from "#app/platform/data/database.server.ts";
import type { MailOutboxTable, OutboxStatus } from "#app/platform/data/tables.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { EmailPayload, OutboxEntry, PushPayload, WebhookPayload } from "./outbox.server.ts";

type Db = Kysely<Tables>;

/** `npm run mail -- retry ID`: a failed, held or waiting row is due now, with its tries counted afresh. */
export async function retryOutboxEntry(db: Db, id: string, now = clock.now()): Promise<OutboxEntry | null> {
  const result = await db
    .updateTable("mail_outbox")
    .set({ status: "pending", attempts: 0, next_attempt_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "in", ["failed", "held", "pending"])
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  return findOutboxEntry(db, id).then((found) => found?.entry ?? null);
}

/** Newest first; `status` narrows the list. */
export async function listOutbox(db: Db, options: { status?: OutboxStatus; limit?: number } = {}) {
  let query = db.selectFrom("mail_outbox").selectAll();
  if (options.status) query = query.where("status", "=", options.status);
  const rows = await query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(options.limit ?? 50)
    .execute();
  return rows.map(toEntry);
}

/** One row with its payload, by id (or a unique start of one, as `npm run mail -- list` shows them). */
export async function findOutboxEntry(
  db: Db,
  idOrPrefix: string,
): Promise<{ entry: OutboxEntry; payload: EmailPayload | WebhookPayload | PushPayload } | null> {
  const rows = await db
    .selectFrom("mail_outbox")
    .selectAll()
    .where((eb) => eb.or([eb("id", "=", idOrPrefix), eb("id", "like", `${idOrPrefix.replace(/[%_\\]/g, "")}%`)]))
    .limit(2)
    .execute();
  const row = rows.find((candidate) => candidate.id === idOrPrefix) ?? (rows.length === 1 ? rows[0] : undefined);
  if (!row) return null;
  return { entry: toEntry(row), payload: JSON.parse(row.payload) as EmailPayload | WebhookPayload | PushPayload };
}

export function toEntry(row: Selectable<MailOutboxTable>): OutboxEntry {
  return {
    id: row.id,
    kind: row.kind,
    topic: row.topic,
    recipient: row.recipient,
    subject: row.subject,
    messageId: row.message_id,
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptAt: row.next_attempt_at,
    leaseUntil: row.lease_until,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}
