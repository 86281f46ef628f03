import type { MigrationStep } from "./step.ts";

/**
 * The mail outbox (app/features/mail): every e-mail and lead webhook the product owes
 * someone, written in the same transaction as its cause and sent by the worker.
 */
export const mailOutbox: MigrationStep = {
  id: "0003_mail_outbox",
  statements: [
    `CREATE TABLE IF NOT EXISTS mail_outbox (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    topic TEXT NOT NULL,
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    message_id TEXT NOT NULL UNIQUE,
    payload TEXT NOT NULL,
    status TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    lease_until TEXT,
    claim_token TEXT,
    last_error TEXT,
    created_at TEXT NOT NULL,
    sent_at TEXT
  )`,
    "CREATE INDEX IF NOT EXISTS mail_outbox_due ON mail_outbox (status, next_attempt_at)",
    "CREATE INDEX IF NOT EXISTS mail_outbox_created_at ON mail_outbox (created_at)",
  ],
};
