import type { MigrationStep } from "./step.ts";

/**
 * Messages to members (decision 0186):
 * - member_messages: one message (Markdown) to one audience, drafted, scheduled or queued.
 *   Its author and its sender are kept by name when their account goes (SET NULL).
 * - member_message_deliveries: each outbox row a queued message became (an e-mail to a
 *   person, or a push to one of their browsers), so its history counts what was sent and
 *   what failed. A member's rows go with their account; a lead's with their inquiry.
 * - lead_mail_optouts: a lead (not a member: no account, no mail preferences) who clicked
 *   the unsubscribe link of a message to leads gets none again. Keyed by the inquiry, and
 *   gone with it.
 */
export const memberMessages: MigrationStep = {
  id: "0161_member_messages",
  statements: [
    `CREATE TABLE IF NOT EXISTS member_messages (
      id TEXT PRIMARY KEY,
      audience TEXT NOT NULL,
      audience_label TEXT NOT NULL,
      purpose TEXT NOT NULL CHECK (purpose IN ('marketing', 'service')),
      subject TEXT NOT NULL,
      body TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('draft', 'scheduled', 'queued', 'cancelled')),
      send_at TEXT,
      recipients INTEGER,
      queued_at TEXT,
      created_at TEXT NOT NULL,
      created_by_id TEXT REFERENCES "user" (id) ON DELETE SET NULL,
      created_by_email TEXT NOT NULL,
      sent_by_id TEXT REFERENCES "user" (id) ON DELETE SET NULL,
      sent_by_email TEXT,
      version INTEGER NOT NULL CHECK (version >= 1)
    )`,
    "CREATE INDEX IF NOT EXISTS member_messages_due ON member_messages (status, send_at)",
    "CREATE INDEX IF NOT EXISTS member_messages_created ON member_messages (created_at)",
    `CREATE TABLE IF NOT EXISTS member_message_deliveries (
      outbox_id TEXT PRIMARY KEY,
      message_id TEXT NOT NULL REFERENCES member_messages (id) ON DELETE CASCADE,
      channel TEXT NOT NULL CHECK (channel IN ('email', 'push')),
      user_id TEXT REFERENCES "user" (id) ON DELETE CASCADE,
      inquiry_id TEXT REFERENCES contact_inquiries (id) ON DELETE CASCADE,
      CHECK ((user_id IS NULL) <> (inquiry_id IS NULL))
    )`,
    "CREATE INDEX IF NOT EXISTS member_message_deliveries_message ON member_message_deliveries (message_id, channel)",
    "CREATE INDEX IF NOT EXISTS member_message_deliveries_user ON member_message_deliveries (user_id)",
    "CREATE INDEX IF NOT EXISTS member_message_deliveries_inquiry ON member_message_deliveries (inquiry_id)",
    `CREATE TABLE IF NOT EXISTS lead_mail_optouts (
      inquiry_id TEXT PRIMARY KEY REFERENCES contact_inquiries (id) ON DELETE CASCADE,
      opted_out_at TEXT NOT NULL
    )`,
  ],
};
