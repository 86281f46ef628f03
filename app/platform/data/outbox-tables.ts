/** The outbox: every e-mail, webhook and push notification, delivered by the workers (migration 0003). */

/** What the outbox delivers: an e-mail over SMTP, a signed POST to the lead webhook, or a web push notification. */
export type OutboxKind = "email" | "webhook" | "push";

/**
 * pending: due at next_attempt_at · sending: claimed by a server until lease_until ·
 * sent · held: kept because no SMTP_URL is set · failed: gave up after the last try.
 */
export type OutboxStatus = "pending" | "sending" | "sent" | "held" | "failed";

export interface MailOutboxTable {
  id: string;
  kind: OutboxKind;
  /** Which message this is (inquiry-to-gym, password-reset, …), for people reading the outbox. */
  topic: string;
  /** The e-mail addresses, or the webhook's URL. */
  recipient: string;
  subject: string;
  /** `<id@host>`: the same on every try, so a receiver can tell a repeat. */
  message_id: string;
  /** JSON: the rendered message (or the webhook's body), exactly what every try sends. */
  payload: string;
  status: OutboxStatus;
  attempts: number;
  /** ISO-8601 UTC. */
  next_attempt_at: string;
  lease_until: string | null;
  /** Set by each claim; only the holder of the current claim may record its outcome. */
  claim_token: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}
