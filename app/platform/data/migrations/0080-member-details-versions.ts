import type { MigrationStep } from "./step.ts";

/**
 * member_details_versions: how many times a member's details (name, phone, emergency
 * contact, on better-auth's "user" row) and the desk's note about them (member_notes) have
 * been changed, and by whom last: the desk or the member in /account. Each form carries the
 * version it was made from and a save from an older one is refused (decision 0120), so two
 * desks, or a desk and the member, never overwrite each other unseen. No row: version 0,
 * nobody has changed them since the account was made. Its own table, not a column of
 * "user": better-auth migrates that one, and these steps also run without it (as in 0004).
 */
export const memberDetailsVersions: MigrationStep = {
  id: "0080_member_details_versions",
  statements: [
    `CREATE TABLE IF NOT EXISTS member_details_versions (
      user_id TEXT PRIMARY KEY,
      version INTEGER NOT NULL CHECK (version >= 1),
      updated_at TEXT NOT NULL,
      updated_by_id TEXT NOT NULL,
      updated_by_email TEXT NOT NULL
    )`,
  ],
};
