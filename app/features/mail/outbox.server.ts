import { randomUUID } from "node:crypto";
import { type Kysely, type Selectable, sql } from "kysely";
import { afterCommit } from "#app/platform/data/after-commit.server.ts";
import type { DatabaseKind, Tables } from "#app/platform/data/database.server.ts";
import type { MailOutboxTable, OutboxKind, OutboxStatus } from "#app/platform/data/tables.ts";
import { clock } from "#app/platform/time/clock.ts";
import { formatAddress, type MailAddress, type MailAttachment, type OutgoingEmail } from "./message.ts";
import { toEntry } from "./outbox-reading.server.ts";

/** What an e-mail row keeps: the rendered message; the sender is added when it is sent (MAIL_FROM). */
export interface EmailPayload {
  to: MailAddress[];
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  headers?: Record<string, string>;
}

/** What a webhook row keeps: where to, and the exact body every try signs and sends. */
export interface WebhookPayload {
  url: string;
  body: string;
}

/** What a web push row keeps: the browser's subscription and the notification, encrypted to it at each try. */
export interface PushPayload {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** JSON text the service worker shows: title, body, url. */
  body: string;
}

export interface OutboxEntry {
  id: string;
  kind: OutboxKind;
  topic: string;
  recipient: string;
  subject: string;
  messageId: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string;
  leaseUntil: string | null;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** A row this server has claimed: only `claimToken`'s holder may record how the try went. */
export interface ClaimedEntry extends OutboxEntry {
  claimToken: string;
  payload: EmailPayload | WebhookPayload | PushPayload;
}

export interface RetryPolicy {
  maxAttempts: number;
  /** Seconds before the first retry; each later one waits twice as long, at most MAX_RETRY_DELAY_SECONDS. */
  retryBaseSeconds: number;
}

export const MAX_RETRY_DELAY_SECONDS = 60 * 60;

/** Last errors are kept for people to read, not whole stack traces. */
const ERROR_MAX = 1000;

type Db = Kysely<Tables>;

/**
 * Puts an e-mail in the outbox. Call it with the transaction that writes the message's
 * cause (the inquiry, the booking, the reset token): the message then exists exactly when
 * its cause does. The worker sends it after the commit, or from `dueAt` on (a message to
 * many members is spread over time so: app/features/messages/dispatch.server.ts).
 */
export async function enqueueMail(
  db: Db,
  message: OutgoingEmail,
  now = clock.now(),
  dueAt: Date = now,
): Promise<{ id: string; messageId: string }> {
  const payload: EmailPayload = {
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments ?? [],
    ...(message.headers ? { headers: message.headers } : {}),
  };
  return insert(db, {
    kind: "email",
    topic: message.topic,
    recipient: message.to.map(formatAddress).join(", "),
    subject: message.subject,
    origin: message.origin,
    payload: JSON.stringify(payload),
    now,
    dueAt,
  });
}

/** Puts a webhook call in the outbox, in the caller's transaction like `enqueueMail`. */
export async function enqueueWebhook(
  db: Db,
  webhook: { topic: string; origin: string; url: string; body: string },
  now = clock.now(),
): Promise<{ id: string; messageId: string }> {
  const payload: WebhookPayload = { url: webhook.url, body: webhook.body };
  return insert(db, {
    kind: "webhook",
    topic: webhook.topic,
    recipient: webhook.url,
    subject: `POST ${webhook.topic}`,
    origin: webhook.origin,
    payload: JSON.stringify(payload),
    now,
  });
}

/** Puts a web push notification in the outbox, in the caller's transaction like `enqueueMail` (due from `dueAt` too). */
export async function enqueuePush(
  db: Db,
  push: { topic: string; origin: string; subscription: Omit<PushPayload, "body">; title: string; body: string },
  now = clock.now(),
  dueAt: Date = now,
): Promise<{ id: string; messageId: string }> {
  const payload: PushPayload = { ...push.subscription, body: push.body };
  return insert(db, {
    kind: "push",
    topic: push.topic,
    recipient: new URL(push.subscription.endpoint).host,
    subject: push.title,
    origin: push.origin,
    payload: JSON.stringify(payload),
    now,
    dueAt,
  });
}

async function insert(
  db: Db,
  row: {
    kind: OutboxKind;
    topic: string;
    recipient: string;
    subject: string;
    origin: string;
    payload: string;
    now: Date;
    dueAt?: Date;
  },
) {
  const id = randomUUID();
  const messageId = `<${id}@${new URL(row.origin).hostname}>`;
  await db
    .insertInto("mail_outbox")
    .values({
      id,
      kind: row.kind,
      topic: row.topic,
      recipient: row.recipient,
      subject: row.subject,
      message_id: messageId,
      payload: row.payload,
      status: "pending",
      attempts: 0,
      next_attempt_at: (row.dueAt ?? row.now).toISOString(),
      lease_until: null,
      claim_token: null,
      last_error: null,
      created_at: row.now.toISOString(),
      sent_at: null,
    })
    .execute();
  // This server's worker sends it as soon as the row is there to claim: when the queuing transaction commits.
  afterCommit(announceQueued);
  return { id, messageId };
}

const queuedListeners = new Set<() => void>();

function announceQueued() {
  for (const listener of queuedListeners) listener();
}

/** Called whenever a message queued by this process is committed; returns the way to stop listening. */
export function onMailQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

/**
 * Claims the next row that is due, for `leaseSeconds`: a pending row whose time has come,
 * or one left `sending` by a server that died (its lease ran out). One statement, so two
 * servers can never hold the same claim: on PostgreSQL the candidate is locked with
 * FOR UPDATE SKIP LOCKED (others pass over it), and the conditions are checked again on
 * the row being updated; SQLite runs one writer at a time. Each claim counts as a try.
 */
export async function claimNext(
  db: Db,
  kind: DatabaseKind,
  leaseSeconds: number,
  now = clock.now(),
): Promise<ClaimedEntry | null> {
  const at = now.toISOString();
  const leaseUntil = new Date(now.getTime() + leaseSeconds * 1000).toISOString();
  const claimToken = randomUUID();
  const due = sql`((status = 'pending' AND next_attempt_at <= ${at}) OR (status = 'sending' AND lease_until <= ${at}))`;
  const lock = kind === "postgres" ? sql`FOR UPDATE SKIP LOCKED` : sql``;
  const result = await sql<Selectable<MailOutboxTable>>`
    UPDATE mail_outbox
    SET status = 'sending', claim_token = ${claimToken}, lease_until = ${leaseUntil}, attempts = attempts + 1
    WHERE id = (
      SELECT id FROM mail_outbox WHERE ${due} ORDER BY next_attempt_at, id LIMIT 1 ${lock}
    ) AND ${due}
    RETURNING *`.execute(db);
  const row = result.rows[0];
  if (!row) return null;
  return {
    ...toEntry(row),
    claimToken,
    payload: JSON.parse(row.payload) as EmailPayload | WebhookPayload | PushPayload,
  };
}

/** The try worked. False when this server's claim had already run out and another server took the row. */
export async function recordSent(db: Db, claim: ClaimedEntry, now = clock.now()): Promise<boolean> {
  return finish(db, claim, { status: "sent", sent_at: now.toISOString(), last_error: null });
}

/** No SMTP_URL: the message is kept (its .eml file written) until a restart with SMTP_URL sends it. */
export async function recordHeld(db: Db, claim: ClaimedEntry): Promise<boolean> {
  // The try that held it does not count against the retries it will get once there is SMTP.
  return finish(db, claim, { status: "held", attempts: Math.max(0, claim.attempts - 1) });
}

/**
 * The try failed: due again after an exponential backoff, or kept as failed with the last
 * error once `maxAttempts` tries have been made. Nothing is ever deleted.
 */
export async function recordFailure(
  db: Db,
  claim: ClaimedEntry,
  error: string,
  policy: RetryPolicy,
  now = clock.now(),
): Promise<"retry" | "failed"> {
  const lastError = error.slice(0, ERROR_MAX);
  if (claim.attempts >= policy.maxAttempts) {
    await finish(db, claim, { status: "failed", last_error: lastError });
    return "failed";
  }
  const delay = retryDelaySeconds(claim.attempts, policy.retryBaseSeconds);
  await finish(db, claim, {
    status: "pending",
    next_attempt_at: new Date(now.getTime() + delay * 1000).toISOString(),
    last_error: lastError,
  });
  return "retry";
}

/** Seconds to wait after the `attempt`-th try: base, 2×base, 4×base… at most an hour, ±10% so servers spread out. */
export function retryDelaySeconds(attempt: number, baseSeconds: number, random = Math.random()): number {
  const exponential = Math.min(baseSeconds * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_SECONDS);
  return exponential * (0.9 + 0.2 * random);
}

async function finish(
  db: Db,
  claim: ClaimedEntry,
  changes: Partial<Pick<MailOutboxTable, "status" | "sent_at" | "last_error" | "next_attempt_at" | "attempts">>,
): Promise<boolean> {
  const result = await db
    .updateTable("mail_outbox")
    .set({ ...changes, lease_until: null, claim_token: null })
    .where("id", "=", claim.id)
    .where("claim_token", "=", claim.claimToken)
    .where("status", "=", "sending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** At a start with SMTP_URL: every held e-mail becomes due now. */
export async function releaseHeld(db: Db, now = clock.now()): Promise<number> {
  const result = await db
    .updateTable("mail_outbox")
    .set({ status: "pending", next_attempt_at: now.toISOString() })
    .where("status", "=", "held")
    .where("kind", "=", "email")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Reading the outbox and sending a row again, for operators (`npm run mail`) and tests. */
export { findOutboxEntry, listOutbox, retryOutboxEntry } from "./outbox-reading.server.ts";
