import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { createTransport, type SendMailOptions } from "nodemailer";
import { headerText } from "./message.ts";
import type { ClaimedEntry, EmailPayload } from "./outbox.server.ts";

/**
 * The message as nodemailer composes it: the stored payload, the sender of the moment
 * (MAIL_FROM), and the row's Message-ID and creation time, so every try, and the .eml file
 * of a held message, carries the same Message-ID and Date.
 */
export function composeOptions(entry: ClaimedEntry, payload: EmailPayload, from: string): SendMailOptions {
  return {
    from,
    to: payload.to.map(({ name, address }) => ({ name: headerText(name ?? ""), address })),
    ...(payload.replyTo
      ? { replyTo: { name: headerText(payload.replyTo.name ?? ""), address: payload.replyTo.address } }
      : {}),
    subject: payload.subject,
    text: payload.text,
    html: payload.html,
    attachments: payload.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
      ...(attachment.encoding ? { encoding: attachment.encoding } : {}),
    })),
    ...(payload.headers ? { headers: payload.headers } : {}),
    messageId: entry.messageId,
    date: new Date(entry.createdAt),
    // The payload is data, never a pointer to a file or a URL to fetch.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

export interface SmtpSender {
  /** Resolves when the SMTP server accepted the message; rejects with its answer (or the lack of one). */
  send(options: SendMailOptions, signal: AbortSignal): Promise<void>;
  /** Connects and signs in without sending: rejects with the server's answer. */
  verify(): Promise<void>;
  close(): void;
}

/** Sends through SMTP_URL; a try that gets no answer within `timeoutMs` fails instead of hanging. */
export function smtpSender(smtpUrl: string, timeoutMs: number): SmtpSender {
  const transport = createTransport({
    url: smtpUrl,
    // A message to every member is hundreds of e-mails: they share a few connections instead of
    // each opening its own (and its TLS handshake and sign-in).
    pool: true,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  });
  return {
    async send(options, signal) {
      await transport.sendMail({ ...options, signal });
    },
    async verify() {
      await transport.verify();
    },
    close() {
      transport.close();
    },
  };
}

/**
 * Without SMTP_URL: the message, composed exactly as it would be sent, written to
 * `dir/<created>-<id>.eml` for a person to open. Returns the file's path.
 */
export async function keepAsEml(dir: string, options: SendMailOptions, entry: ClaimedEntry): Promise<string> {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = await composer.sendMail(options);
  // Held mail may carry reset links: only the server's user may read it.
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const stamp = entry.createdAt.replace(/[:.]/g, "-");
  const file = path.join(dir, `${stamp}-${entry.id}.eml`);
  // Written aside and renamed: whoever watches the folder never opens half a message.
  const partial = `${file}.partial`;
  await writeFile(partial, info.message as Buffer, { mode: 0o600 });
  await rename(partial, file);
  return file;
}
