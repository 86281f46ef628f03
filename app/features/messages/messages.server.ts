import { randomUUID } from "node:crypto";
import { type AuditActor, recordStaffAction } from "#app/features/staff/audit.server.ts";
import { StaffRefused } from "#app/features/staff/errors.ts";
import type { StaffMember } from "#app/features/staff/roles.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import type { MessageStatus } from "#app/platform/data/message-tables.ts";
import { clock } from "#app/platform/time/clock.ts";
import { describeAudience } from "./audience-labels.server.ts";
import { audienceText, purposeOf } from "./audiences.ts";
import { preparedBody } from "./message-email.server.ts";
import { audienceRecipients } from "./recipients.server.ts";

/** How long a subject and a body may be; how far ahead a message may be scheduled. */
export const MESSAGE_LIMITS = { subjectMax: 150, bodyMax: 20_000, scheduleDaysMax: 90 } as const;

export interface MessageInput {
  audience: string;
  subject: string;
  body: string;
}

/** What staff asked for: keep it as a draft, or send it (now, or at `sendAt`). Only owners send. */
export type MessageRequest = MessageInput & { draft: boolean; sendAt: Date | null };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The message checked: an audience that exists, a subject and a body within their limits. */
function checked(input: MessageInput) {
  const subject = input.subject.replace(/\s+/g, " ").trim();
  const body = input.body.replace(/\r\n?/g, "\n").trim();
  if (!subject) throw new StaffRefused("INVALID_INPUT", "Write a subject.");
  if (subject.length > MESSAGE_LIMITS.subjectMax) {
    throw new StaffRefused("INVALID_INPUT", `Keep the subject to ${MESSAGE_LIMITS.subjectMax} characters.`);
  }
  if (!body) throw new StaffRefused("INVALID_INPUT", "Write the message.");
  if (body.length > MESSAGE_LIMITS.bodyMax) {
    throw new StaffRefused("INVALID_INPUT", `Keep the message to ${MESSAGE_LIMITS.bodyMax} characters.`);
  }
  const { audience, label } = describeAudience(input.audience);
  return { audience, label, subject, body };
}

/** Who would get the message now, and what they would read: the page's count and preview. */
export async function previewMessage(database: Database, input: MessageInput, now: Date = clock.now()) {
  const { audience, label, subject, body } = checked(input);
  const recipients = await audienceRecipients(database, audience, now);
  return {
    audience: audienceText(audience),
    audienceLabel: label,
    purpose: purposeOf(audience),
    recipients: recipients.length,
    subject,
    html: preparedBody(body).html,
  };
}

function sendTime(request: MessageRequest, now: Date): Date | null {
  if (request.draft) return null;
  const at = request.sendAt ?? now;
  if (at.getTime() > now.getTime() + MESSAGE_LIMITS.scheduleDaysMax * DAY_MS) {
    throw new StaffRefused("INVALID_INPUT", `Send it within ${MESSAGE_LIMITS.scheduleDaysMax} days.`);
  }
  // A time already gone by (a page left open) means now.
  return at.getTime() < now.getTime() ? now : at;
}

/**
 * Saves a new message as a draft (staff and owners), or to be sent at a time (owners: the
 * sweep of each server queues it then, app/features/messages/dispatch.server.ts), audited.
 * `recipients` is how many the audience names now.
 */
export async function createMessage(
  database: Database,
  request: MessageRequest,
  staff: StaffMember,
  now: Date = clock.now(),
): Promise<{ id: string; recipients: number; status: MessageStatus; sendAt: string | null }> {
  if (!request.draft && staff.role !== "owner") {
    throw new StaffRefused("OWNERS_ONLY", "Only an owner sends messages to members. Save it as a draft for them.");
  }
  const { audience, label, subject, body } = checked(request);
  const sendAt = sendTime(request, now);
  const recipients = (await audienceRecipients(database, audience, now)).length;
  const id = randomUUID();
  const status: MessageStatus = sendAt ? "scheduled" : "draft";
  await database.writeTransaction(async (trx) => {
    await trx
      .insertInto("member_messages")
      .values({
        id,
        audience: audienceText(audience),
        audience_label: label,
        purpose: purposeOf(audience),
        subject,
        body,
        status,
        send_at: sendAt?.toISOString() ?? null,
        recipients: null,
        queued_at: null,
        created_at: now.toISOString(),
        created_by_id: staff.id,
        created_by_email: staff.email,
        sent_by_id: sendAt ? staff.id : null,
        sent_by_email: sendAt ? staff.email : null,
        version: 1,
      })
      .execute();
    await recordStaffAction(
      trx,
      {
        actor: { id: staff.id, label: staff.email },
        action: sendAt ? "message.scheduled" : "message.drafted",
        subject: { type: "message", id, label: subject },
        before: null,
        after: { audience: label, status, sendAt: sendAt?.toISOString() ?? null, recipients },
      },
      now,
    );
  });
  return { id, recipients, status, sendAt: sendAt?.toISOString() ?? null };
}

/**
 * Changes a draft (anyone at the desk) and, for an owner, sends it: from the version read,
 * so a change made meanwhile is not overwritten (409 MESSAGE_CHANGED).
 */
export async function updateDraft(
  database: Database,
  { id, version, request }: { id: string; version: number; request: MessageRequest },
  staff: StaffMember,
  now: Date = clock.now(),
): Promise<{ id: string; recipients: number; status: MessageStatus; sendAt: string | null }> {
  if (!request.draft && staff.role !== "owner") {
    throw new StaffRefused("OWNERS_ONLY", "Only an owner sends messages to members. Save it as a draft for them.");
  }
  const { audience, label, subject, body } = checked(request);
  const sendAt = sendTime(request, now);
  const recipients = (await audienceRecipients(database, audience, now)).length;
  const status: MessageStatus = sendAt ? "scheduled" : "draft";
  await database.writeTransaction(async (trx) => {
    const changed = await trx
      .updateTable("member_messages")
      .set({
        audience: audienceText(audience),
        audience_label: label,
        purpose: purposeOf(audience),
        subject,
        body,
        status,
        send_at: sendAt?.toISOString() ?? null,
        sent_by_id: sendAt ? staff.id : null,
        sent_by_email: sendAt ? staff.email : null,
        version: version + 1,
      })
      .where("id", "=", id)
      .where("status", "=", "draft")
      .where("version", "=", version)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) {
      const row = await trx.selectFrom("member_messages").select("status").where("id", "=", id).executeTakeFirst();
      if (!row) throw new StaffRefused("MESSAGE_NOT_FOUND", "There is no such message.");
      if (row.status !== "draft") throw new StaffRefused("MESSAGE_ALREADY_SENT", "This message is no draft any more.");
      throw new StaffRefused("MESSAGE_CHANGED", "Someone changed this draft meanwhile: open it again.");
    }
    await recordStaffAction(
      trx,
      {
        actor: { id: staff.id, label: staff.email },
        action: sendAt ? "message.scheduled" : "message.drafted",
        subject: { type: "message", id, label: subject },
        before: { status: "draft" },
        after: { audience: label, status, sendAt: sendAt?.toISOString() ?? null, recipients },
      },
      now,
    );
  });
  return { id, recipients, status, sendAt: sendAt?.toISOString() ?? null };
}

/** A draft (anyone at the desk) or a message not yet queued (owners) is called off. */
export async function cancelMessage(
  database: Database,
  { id, actor, owner }: { id: string; actor: AuditActor; owner: boolean },
  now: Date = clock.now(),
): Promise<void> {
  await database.writeTransaction(async (trx) => {
    const row = await trx
      .selectFrom("member_messages")
      .select(["status", "subject"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw new StaffRefused("MESSAGE_NOT_FOUND", "There is no such message.");
    if (row.status === "scheduled" && !owner) {
      throw new StaffRefused("OWNERS_ONLY", "Only an owner calls off a message that is to be sent.");
    }
    const cancelled = await trx
      .updateTable("member_messages")
      .set({ status: "cancelled" })
      .where("id", "=", id)
      .where("status", "in", ["draft", "scheduled"])
      .executeTakeFirst();
    if (Number(cancelled.numUpdatedRows) !== 1) {
      throw new StaffRefused("MESSAGE_ALREADY_SENT", "This message has gone out already: it cannot be called off.");
    }
    await recordStaffAction(
      trx,
      {
        actor,
        action: "message.cancelled",
        subject: { type: "message", id, label: row.subject },
        before: { status: row.status },
        after: { status: "cancelled" },
      },
      now,
    );
  });
}

/** How a channel's deliveries stand: sent, kept (no SMTP_URL: never reported as sent), failed, still to go. */
export interface DeliveryCounts {
  sent: number;
  held: number;
  failed: number;
  waiting: number;
}

const noDeliveries = (): DeliveryCounts => ({ sent: 0, held: 0, failed: 0, waiting: 0 });

export interface MessageRecord {
  id: string;
  audience: string;
  audienceLabel: string;
  purpose: "marketing" | "service";
  subject: string;
  body: string;
  status: MessageStatus;
  sendAt: string | null;
  queuedAt: string | null;
  recipients: number | null;
  createdAt: string;
  createdBy: string;
  sentBy: string | null;
  version: number;
  email: DeliveryCounts;
  push: DeliveryCounts;
}

/** The history: the latest messages first, each with how its e-mails and notifications stand in the outbox. */
export async function listMessages(database: Database, limit = 50): Promise<MessageRecord[]> {
  const rows = await database.db
    .selectFrom("member_messages")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  if (rows.length === 0) return [];
  const counts = await database.db
    .selectFrom("member_message_deliveries as d")
    .innerJoin("mail_outbox as o", "o.id", "d.outbox_id")
    .select(["d.message_id", "d.channel", "o.status", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where(
      "d.message_id",
      "in",
      rows.map((row) => row.id),
    )
    .groupBy(["d.message_id", "d.channel", "o.status"])
    .execute();
  const byMessage = new Map<string, { email: DeliveryCounts; push: DeliveryCounts }>();
  for (const count of counts) {
    const entry = byMessage.get(count.message_id) ?? { email: noDeliveries(), push: noDeliveries() };
    const tally = entry[count.channel];
    const status = count.status === "pending" || count.status === "sending" ? "waiting" : count.status;
    tally[status] += Number(count.count);
    byMessage.set(count.message_id, entry);
  }
  return rows.map((row) => ({
    id: row.id,
    audience: row.audience,
    audienceLabel: row.audience_label,
    purpose: row.purpose,
    subject: row.subject,
    body: row.body,
    status: row.status,
    sendAt: row.send_at,
    queuedAt: row.queued_at,
    recipients: row.recipients === null ? null : Number(row.recipients),
    createdAt: row.created_at,
    createdBy: row.created_by_email,
    sentBy: row.sent_by_email,
    version: Number(row.version),
    ...(byMessage.get(row.id) ?? { email: noDeliveries(), push: noDeliveries() }),
  }));
}
