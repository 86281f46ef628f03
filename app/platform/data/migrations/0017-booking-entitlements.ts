import type { MigrationStep } from "./step.ts";

/**
 * Which entitlement each booking used: a membership or one credit of a grant (exactly one
 * of the two), written in the transaction that books the place. `returned_at` is set when
 * an in-time cancellation gave the credit back; a late cancellation or a no-show keeps it.
 * One row per booking (the primary key): a booking cannot use two entitlements.
 */
export const bookingEntitlements: MigrationStep = {
  id: "0017_booking_entitlements",
  statements: [
    `CREATE TABLE IF NOT EXISTS booking_entitlements (
      booking_id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL,
      membership_id TEXT,
      credit_grant_id TEXT,
      starts_at TEXT NOT NULL,
      claimed_at TEXT NOT NULL,
      returned_at TEXT,
      CHECK ((membership_id IS NULL) <> (credit_grant_id IS NULL))
    )`,
    "CREATE INDEX IF NOT EXISTS booking_entitlements_membership ON booking_entitlements (membership_id, starts_at)",
    "CREATE INDEX IF NOT EXISTS booking_entitlements_grant ON booking_entitlements (credit_grant_id)",
  ],
};
