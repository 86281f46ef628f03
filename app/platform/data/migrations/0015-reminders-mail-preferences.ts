import type { MigrationStep } from "./step.ts";

/**
 * Reminders and the mail a member chooses (app/features/attendance/):
 * - booking_reminders: one row per booking and kind of reminder, claimed by the sweep in
 *   the transaction that queues the e-mail, so several servers and restarts queue it once
 *   (the primary key refuses a second claim). `outbox_id` is the queued e-mail (null when
 *   the member had turned reminders off).
 * - mail_preferences: the member's choices; no row means every kind of mail is on.
 */
export const remindersMailPreferences: MigrationStep = {
  id: "0015_reminders_mail_preferences",
  statements: [
    `CREATE TABLE IF NOT EXISTS booking_reminders (
      booking_id TEXT NOT NULL,
      kind TEXT NOT NULL,
      user_id TEXT NOT NULL,
      outbox_id TEXT,
      queued_at TEXT NOT NULL,
      PRIMARY KEY (booking_id, kind)
    )`,
    "CREATE INDEX IF NOT EXISTS booking_reminders_member ON booking_reminders (user_id)",
    `CREATE TABLE IF NOT EXISTS mail_preferences (
      user_id TEXT PRIMARY KEY,
      reminders INTEGER NOT NULL CHECK (reminders IN (0, 1)),
      waitlist INTEGER NOT NULL CHECK (waitlist IN (0, 1)),
      news INTEGER NOT NULL CHECK (news IN (0, 1)),
      updated_at TEXT NOT NULL
    )`,
  ],
};
