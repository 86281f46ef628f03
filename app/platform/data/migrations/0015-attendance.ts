import type { MigrationStep } from "./step.ts";

/**
 * Attendance (app/features/attendance/): reminders, the mail a member chooses, the no-show
 * policy's forgiven strikes and notices, web push subscriptions.
 * - booking_reminders: one row per booking and kind of reminder, claimed by the sweep in
 *   the transaction that queues the e-mail, so several servers and restarts queue it once
 *   (the primary key refuses a second claim). `outbox_id` is the queued e-mail (null when
 *   the member had turned reminders off).
 * - mail_preferences: the member's choices; no row means every kind of mail is on.
 * - forgiven_strikes: a no-show or late cancellation staff forgave (audited): it no longer
 *   counts towards a suspension.
 * - suspension_notices: one row per member and suspension end, claimed with the e-mail
 *   that tells the member, so it is sent once.
 * - push_subscriptions: a member's browsers that take web push (the endpoint and its keys);
 *   deleted when the push service says the subscription is gone.
 */
export const attendanceTables: MigrationStep = {
  id: "0015_attendance",
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
    `CREATE TABLE IF NOT EXISTS forgiven_strikes (
      booking_id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL,
      forgiven_by TEXT NOT NULL,
      forgiven_at TEXT NOT NULL
    )`,
    "CREATE INDEX IF NOT EXISTS forgiven_strikes_member ON forgiven_strikes (user_id)",
    `CREATE TABLE IF NOT EXISTS suspension_notices (
      user_id TEXT NOT NULL,
      until TEXT NOT NULL,
      queued_at TEXT NOT NULL,
      PRIMARY KEY (user_id, until)
    )`,
    `CREATE TABLE IF NOT EXISTS push_subscriptions (
      endpoint TEXT PRIMARY KEY,
      user_id TEXT NOT NULL,
      p256dh TEXT NOT NULL,
      auth TEXT NOT NULL,
      created_at TEXT NOT NULL
    )`,
    "CREATE INDEX IF NOT EXISTS push_subscriptions_member ON push_subscriptions (user_id)",
  ],
};
