import type { MigrationStep } from "./step.ts";

/**
 * The front desk serving the person in front of it (app/features/staff/, decision 0080):
 * - member_notes: the desk's private note about a member, one per member. Members never
 *   see it; it goes with their account.
 * - lead_conversions: a lead (a contact inquiry) that became a member at the desk, and
 *   which member. One per lead; the leads report counts them. Kept when the member's
 *   account is deleted later: the lead did convert. No foreign key to better-auth's "user"
 *   table, as in 0004: these steps also run without it.
 */
export const memberNotesLeadConversions: MigrationStep = {
  id: "0040_member_notes_lead_conversions",
  statements: [
    `CREATE TABLE IF NOT EXISTS member_notes (
      user_id TEXT PRIMARY KEY,
      note TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      updated_by_id TEXT NOT NULL,
      updated_by_email TEXT NOT NULL
    )`,
    `CREATE TABLE IF NOT EXISTS lead_conversions (
      inquiry_id TEXT PRIMARY KEY REFERENCES contact_inquiries (id) ON DELETE CASCADE,
      member_user_id TEXT NOT NULL,
      converted_at TEXT NOT NULL,
      converted_by_id TEXT NOT NULL,
      converted_by_email TEXT NOT NULL
    )`,
    "CREATE INDEX IF NOT EXISTS lead_conversions_member ON lead_conversions (member_user_id)",
    "CREATE INDEX IF NOT EXISTS lead_conversions_converted_at ON lead_conversions (converted_at)",
  ],
};
