/** The rows of the attendance feature: terms, reminders, mail choices, strikes, push. */

/** One acceptance of the gym's terms with the health answers (app/features/attendance/terms.server.ts). Never changed. */
export interface TermsAcceptancesTable {
  id: string;
  user_id: string;
  /** app/content/terms.ts `version` at the time. */
  terms_version: string;
  /** JSON object: question id → true for "yes". */
  answers: string;
  /** 1 when any answer was "yes" (PostgreSQL and SQLite both return a number). */
  health_flag: number;
  accepted_at: string;
}

/** A reminder claimed for a booking (app/features/attendance/reminders.server.ts): at most one per booking and kind. */
export interface BookingRemindersTable {
  booking_id: string;
  /** "before-session": the reminder `bookingRules.reminderHoursBefore` hours before the start. */
  kind: string;
  /** The booking's member, so their queued reminders go with a deleted account. */
  user_id: string;
  /** The queued e-mail in mail_outbox; null when the member had turned reminders off. */
  outbox_id: string | null;
  queued_at: string;
}

/** What mail a member receives beyond the transactional (app/features/attendance/mail-preferences.server.ts). 1 = on. */
export interface MailPreferencesTable {
  user_id: string;
  reminders: number;
  waitlist: number;
  news: number;
  updated_at: string;
}

/** A strike (no-show or late cancellation) staff forgave (app/features/attendance/strikes.server.ts). */
export interface ForgivenStrikesTable {
  booking_id: string;
  user_id: string;
  /** The staff member's e-mail, as the audit log names them ("Deleted account" once that account is deleted). */
  forgiven_by: string;
  forgiven_at: string;
}

/** The e-mail telling a member they are suspended, claimed once per member and suspension end. */
export interface SuspensionNoticesTable {
  user_id: string;
  until: string;
  queued_at: string;
}

/** A member's browser that takes web push (app/features/attendance/push-subscriptions.server.ts). */
export interface PushSubscriptionsTable {
  /** The push service's URL for this browser: unique, and secret enough to be the key. */
  endpoint: string;
  user_id: string;
  /** The browser's P-256 public key and auth secret, base64url: the payload is encrypted to them. */
  p256dh: string;
  auth: string;
  created_at: string;
}
