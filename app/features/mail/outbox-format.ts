import {
  escapeControlCharacters,
  escapeControlCharactersKeepingLines,
} from "#app/platform/security/control-characters.ts";
import type { EmailPayload, OutboxEntry, PushPayload, WebhookPayload } from "./outbox.server.ts";

/**
 * What `npm run mail` prints. Recipients, subjects and bodies hold text typed by visitors:
 * every control character is shown escaped, so nothing in the outbox can drive the terminal.
 */
const one = escapeControlCharacters;

function column(text: string, width: number): string {
  const clean = one(text);
  return clean.length > width ? `${clean.slice(0, width - 1)}…` : clean.padEnd(width);
}

export function formatOutboxList(entries: OutboxEntry[]): string {
  if (entries.length === 0) return "The outbox is empty.\n";
  const header = `${"ID".padEnd(8)}  ${"STATUS".padEnd(7)}  TRIES  ${"CREATED".padEnd(20)}  ${"TOPIC".padEnd(24)}  ${"TO".padEnd(28)}  SUBJECT`;
  const lines = entries.map((entry) =>
    [
      entry.id.slice(0, 8),
      entry.status.padEnd(7),
      String(entry.attempts).padStart(5),
      entry.createdAt.slice(0, 19).replace("T", " ").padEnd(20),
      column(entry.topic, 24),
      column(entry.recipient, 28),
      column(entry.subject, 60).trimEnd() +
        (entry.lastError ? `  (last error: ${column(entry.lastError, 60).trimEnd()})` : ""),
    ].join("  "),
  );
  return `${header}\n${lines.join("\n")}\n\n${entries.length} shown, newest first. \`npm run mail -- show ID\` shows one (the first characters of its ID are enough).\n`;
}

export function formatOutboxEntry(entry: OutboxEntry, payload: EmailPayload | WebhookPayload | PushPayload): string {
  const fields: [string, string | number | null][] = [
    ["ID", entry.id],
    ["Message-ID", entry.messageId],
    ["Kind", entry.kind],
    ["Topic", entry.topic],
    ["Status", entry.status],
    ["Tries", entry.attempts],
    ["Created", entry.createdAt],
    ["Next try", entry.status === "pending" ? entry.nextAttemptAt : null],
    ["Sent", entry.sentAt],
    ["Last error", entry.lastError],
  ];
  const lines = fields
    .filter(([, value]) => value !== null)
    .map(([name, value]) => `${`${name}:`.padEnd(12)} ${one(String(value))}`);
  if ("endpoint" in payload) {
    // The endpoint is the subscription's secret address: its host says enough.
    lines.push(
      `${"Push to:".padEnd(12)} ${one(entry.recipient)}`,
      "",
      escapeControlCharactersKeepingLines(payload.body),
    );
  } else if ("url" in payload) {
    lines.push(`${"URL:".padEnd(12)} ${one(payload.url)}`, "", escapeControlCharactersKeepingLines(payload.body));
  } else {
    lines.push(`${"To:".padEnd(12)} ${one(entry.recipient)}`);
    if (payload.replyTo) lines.push(`${"Reply-To:".padEnd(12)} ${one(payload.replyTo.address)}`);
    lines.push(`${"Subject:".padEnd(12)} ${one(payload.subject)}`);
    for (const attachment of payload.attachments) {
      lines.push(`${"Attachment:".padEnd(12)} ${one(attachment.filename)} (${one(attachment.contentType)})`);
    }
    lines.push("", escapeControlCharactersKeepingLines(payload.text).trimEnd());
  }
  return `${lines.join("\n")}\n`;
}
