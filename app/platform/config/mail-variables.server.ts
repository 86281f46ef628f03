import { z } from "zod";
import { site } from "#app/content/site.ts";
import { optionalString, positiveInt } from "./env-fields.ts";
import { mailAddressProblem, smtpUrlProblem } from "./mail-settings.server.ts";

/** The environment's settings for e-mail, the lead webhook, messages and web push (validated by env.server.ts). */
export const mailVariables = {
  // E-mail (app/features/mail). Without SMTP_URL messages are kept: outbox rows marked held, .eml files in DATA_DIR/mail.
  /** smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465. */
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .refine((value) => !smtpUrlProblem(value), { error: (issue) => smtpUrlProblem(String(issue.input)) })
      .optional(),
  ),
  /** The sender: "Gym name" <hello@gym.example>. */
  MAIL_FROM: optionalString.pipe(
    z
      .string()
      .refine((value) => !mailAddressProblem(value), { error: (issue) => mailAddressProblem(String(issue.input)) })
      .default(`"${site.brand}" <${site.contact.email}>`),
  ),
  /** Who receives the lead notifications. */
  STAFF_EMAIL: optionalString.pipe(z.email("must be an e-mail address").default(site.contact.email)),
  /** Each inquiry is also POSTed here as signed JSON (docs/lead-webhook.md). */
  LEAD_WEBHOOK_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  ),
  LEAD_WEBHOOK_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  /** Tries per message before it is kept as failed. */
  MAIL_MAX_ATTEMPTS: positiveInt.max(100, "must be at most 100").default(10),
  /** Seconds before the first retry; each later retry waits twice as long (at most an hour). */
  MAIL_RETRY_BASE_SECONDS: positiveInt.max(3600, "must be at most 3600").default(30),
  /** Seconds a server owns a message it is sending; after a crash another server sends it once this has run out. */
  MAIL_LEASE_SECONDS: positiveInt.min(4, "must be at least 4").max(3600, "must be at most 3600").default(120),
  MESSAGE_RATE_PER_MINUTE: positiveInt.max(60_000, "must be at most 60000").default(60), // a message's e-mails a minute
  /**
   * Web push (app/features/attendance/push-keys.server.ts): the VAPID key pair, base64url,
   * as `npx web-push generate-vapid-keys` prints it. Without them one server generates a
   * pair into DATA_DIR; several servers (DATABASE_URL) must share one, so push stays off
   * there until they are set.
   */
  VAPID_PUBLIC_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, "must be a base64url P-256 public key (87 characters)")
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, "must be a base64url P-256 private key (43 characters)")
      .optional(),
  ),
  /** Who push services may contact about our notifications: a mailto: or https: URL (default: STAFF_EMAIL). */
  VAPID_SUBJECT: optionalString.pipe(
    z.url({ protocol: /^(mailto|https)$/, error: "must be a mailto: or https:// URL" }).optional(),
  ),
};
