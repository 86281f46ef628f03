import type { MigrationStep } from "./step.ts";

/**
 * Desk memberships end at their period's end, the member told 3 days before (decision
 * 0152); the weekly limit is counted per member (decision 0151).
 * - membership_end_notices: one row per membership and period end, claimed with the e-mail
 *   that tells the member, so it is queued once whichever server's sweep gets there (the
 *   primary key refuses a second claim). A renewal moves the period's end: its own notice.
 *   It goes with the member's account.
 * - booking_entitlements (user_id, starts_at): the classes a member's memberships paid for
 *   in a week, counted per member.
 */
export const membershipEnds: MigrationStep = {
  id: "0101_membership_ends",
  statements: [
    `CREATE TABLE IF NOT EXISTS membership_end_notices (
      membership_id TEXT NOT NULL,
      period_end TEXT NOT NULL,
      user_id TEXT NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
      queued_at TEXT NOT NULL,
      PRIMARY KEY (membership_id, period_end)
    )`,
    "CREATE INDEX IF NOT EXISTS membership_end_notices_member ON membership_end_notices (user_id)",
    "CREATE INDEX IF NOT EXISTS booking_entitlements_member_week ON booking_entitlements (user_id, starts_at)",
    // The desk memberships whose period has ended or is about to, found by the sweep.
    "CREATE INDEX IF NOT EXISTS memberships_period_end ON memberships (current_period_end)",
  ],
};
