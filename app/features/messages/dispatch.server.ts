import { messageCopy } from "#app/content/messages.ts";
import { queuePush } from "#app/features/attendance/push-subscriptions.server.ts";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import type { MailContext } from "#app/features/mail/templates/mail-context.ts";
import { recordStaffAction } from "#app/features/staff/audit.server.ts";
import { findSession } from "#app/features/timetable/sessions.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { repeatEvery, type StopRepeating } from "#app/platform/time/repeat.server.ts";
import { parseAudience } from "./audiences.ts";
import { messageEmail, preparedBody } from "./message-email.server.ts";
import { messageText } from "./message-markdown.server.ts";
import { audienceRecipients } from "./recipients.server.ts";

export interface DispatchSettings {
  context: MailContext;
  /** The server's secret, which signs the unsubscribe links. */
  secret: string;
  /** MESSAGE_RATE_PER_MINUTE: a message's e-mails are due this many a minute, all servers together. */
  ratePerMinute: number;
  /** Whether this server sends web push (VAPID keys): without, no push is queued. */
  push: boolean;
}

/** A push notification's text: the message's first words. */
const PUSH_BODY_MAX = 140;

/**
 * Queues a message that is due (status scheduled, send_at come) for everyone its audience
 * names now: an e-mail each and, for members who turned push on, a notification to each
 * of their browsers, every one through the outbox (decisions 0030, 0065) and recorded in
 * member_message_deliveries. Exactly once, whatever the number of servers: the message
 * row changes from scheduled to queued in the transaction that queues them, by a
 * conditional UPDATE only one transaction can win; the outbox's leases then send each row
 * once. The rows are due one after another at `ratePerMinute`, so the SMTP provider sees a
 * steady trickle, and mail queued meanwhile (a booking, a password reset) goes first.
 * Returns how many people it was queued for, or null when it was not this call's to queue.
 */
export async function dispatchMessage(
  database: Database,
  messageId: string,
  settings: DispatchSettings,
  now: Date = clock.now(),
): Promise<number | null> {
  const message = await database.db
    .selectFrom("member_messages")
    .selectAll()
    .where("id", "=", messageId)
    .executeTakeFirst();
  if (message?.status !== "scheduled" || message.send_at === null || message.send_at > now.toISOString()) return null;
  const audience = parseAudience(message.audience);
  // Read before the write transaction: SQLite's one writer is held no longer than the queuing takes.
  const recipients = audience ? await audienceRecipients(database, audience, now) : [];
  const body = preparedBody(message.body);
  const session = audience?.kind === "session" ? findSession(audience.sessionId) : undefined;
  const pushUrl = new URL(session ? `/schedule/${session.weekday}` : messageCopy.newsPushPath, settings.context.origin);
  const pushBody = messageText(message.body).replace(/\s+/g, " ").slice(0, PUSH_BODY_MAX);
  const intervalMs = 60_000 / settings.ratePerMinute;

  return database.writeTransaction(async (trx) => {
    const claimed = await trx
      .updateTable("member_messages")
      .set({
        status: "queued",
        queued_at: now.toISOString(),
        recipients: recipients.length,
        version: message.version + 1,
      })
      .where("id", "=", messageId)
      .where("status", "=", "scheduled")
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return null;
    const toSend = {
      subject: message.subject,
      body: message.body,
      purpose: message.purpose,
      audienceLabel: message.audience_label,
    };
    for (const [index, recipient] of recipients.entries()) {
      const dueAt = new Date(now.getTime() + Math.floor(index * intervalMs));
      const email = messageEmail(toSend, body, recipient, settings.context, settings.secret);
      const { id } = await enqueueMail(trx, email, now, dueAt);
      const whose = { user_id: recipient.userId, inquiry_id: recipient.inquiryId };
      await trx
        .insertInto("member_message_deliveries")
        .values({ outbox_id: id, message_id: messageId, channel: "email", ...whose })
        .execute();
      if (!settings.push || !recipient.userId) continue;
      const pushes = await queuePush(
        trx,
        recipient.userId,
        { topic: email.topic, title: message.subject, body: pushBody, url: pushUrl.href },
        settings.context,
        dueAt,
      );
      for (const outboxId of pushes) {
        await trx
          .insertInto("member_message_deliveries")
          .values({ outbox_id: outboxId, message_id: messageId, channel: "push", ...whose })
          .execute();
      }
    }
    await recordStaffAction(
      trx,
      {
        actor: { id: message.sent_by_id, label: message.sent_by_email ?? message.created_by_email },
        action: "message.queued",
        subject: { type: "message", id: messageId, label: message.subject },
        before: { status: "scheduled" },
        after: { status: "queued", recipients: recipients.length },
      },
      now,
    );
    return recipients.length;
  });
}

/** Every scheduled message whose time has come, queued (by whichever server gets there first). How many were queued. */
export async function dispatchDueMessages(
  database: Database,
  settings: DispatchSettings,
  now: Date = clock.now(),
): Promise<number> {
  const due = await database.db
    .selectFrom("member_messages")
    .select("id")
    .where("status", "=", "scheduled")
    .where("send_at", "<=", now.toISOString())
    .orderBy("send_at")
    .execute();
  let queued = 0;
  for (const { id } of due) if ((await dispatchMessage(database, id, settings, now)) !== null) queued++;
  return queued;
}

/** Each server looks for due messages every `everyMs` (15 s) until the returned function is called. */
export function scheduleMessageDispatch(
  database: Database,
  settings: DispatchSettings & { kick(): void },
  everyMs = 15_000,
): StopRepeating {
  return repeatEvery(everyMs, "Sending scheduled messages", async () => {
    if ((await dispatchDueMessages(database, settings)) > 0) settings.kick();
  });
}
