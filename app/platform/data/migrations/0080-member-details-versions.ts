import type { MigrationStep } from "./step.ts";

/**
 * Versions for what the desk and the member edit of a member's record (decision 0120), so
 * a save from a form made before someone else's change is refused instead of overwriting
 * it unseen:
 * - member_details_versions: the version of a member's details (name, phone, emergency
 *   contact, kept on better-auth's "user" row) and who changed them last, a desk or the
 *   member in /account. No row: version 0, unchanged since the account was made. A table of
 *   our own, not a column of "user": better-auth migrates that one, and these steps also
 *   run without it (as in 0004).
 * - member_notes.version: the desk's private note's own, as lead_followups has one. The
 *   member's form is not refused for a note they never see. Notes written before: 1.
 *
 * SQLite has no ADD COLUMN IF NOT EXISTS; a step runs in one transaction with its
 * schema_migrations row, so it is applied whole or not at all.
 */
const noteVersion = (ifNotExists: string) =>
  `ALTER TABLE member_notes ADD COLUMN ${ifNotExists}version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1)`;

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
  perDatabase: { sqlite: [noteVersion("")], postgres: [noteVersion("IF NOT EXISTS ")] },
};
