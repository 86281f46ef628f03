import type { DatabaseKind } from "#app/platform/data/database.server.ts";
import { forgetPersonTrigger } from "./forget-person.ts";
import type { MigrationStep } from "./step.ts";

/**
 * Members moved in from another system (issue 32, decision 0187):
 * - member_imports: one uploaded export, its dry run (the file as text, the mapping, what
 *   the check found) and, once committed, what was written. The file is kept only until
 *   the import is committed (or for a day): it names people who have no account here.
 *   Who checked and who committed are kept by name when their account goes (SET NULL).
 * - member_import_accounts: the accounts an import created, so the owner can send them
 *   their invitations to choose a password, once each. They go with the account.
 *
 * When an account is deleted, a file still waiting to be committed that holds its address
 * is dropped with it (the import cannot be committed any more): nothing of the person stays.
 */
const LABEL = "Deleted account";

const forget = (kind: DatabaseKind) =>
  forgetPersonTrigger(kind, "member_imports", [
    `UPDATE member_imports SET created_by_id = NULL, created_by_email = '${LABEL}' WHERE created_by_id = OLD.id`,
    `UPDATE member_imports SET committed_by_id = NULL, committed_by_email = '${LABEL}' WHERE committed_by_id = OLD.id`,
    `UPDATE member_imports SET file_text = NULL, status = 'discarded' WHERE file_text IS NOT NULL AND LOWER(file_text) LIKE '%' || LOWER(OLD.email) || '%'`,
  ]);

export const memberImports: MigrationStep = {
  id: "0200_member_imports",
  statements: [
    `CREATE TABLE IF NOT EXISTS member_imports (
      id TEXT PRIMARY KEY,
      created_at TEXT NOT NULL,
      created_by_id TEXT REFERENCES "user" (id) ON DELETE SET NULL,
      created_by_email TEXT NOT NULL,
      file_name TEXT NOT NULL,
      file_text TEXT,
      settings TEXT NOT NULL,
      rows INTEGER NOT NULL CHECK (rows >= 0),
      checked TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('checked', 'committing', 'committed', 'failed', 'discarded')),
      status_at TEXT NOT NULL,
      committed_by_id TEXT REFERENCES "user" (id) ON DELETE SET NULL,
      committed_by_email TEXT,
      written TEXT
    )`,
    "CREATE INDEX IF NOT EXISTS member_imports_created ON member_imports (created_at)",
    `CREATE TABLE IF NOT EXISTS member_import_accounts (
      import_id TEXT NOT NULL REFERENCES member_imports (id) ON DELETE CASCADE,
      user_id TEXT NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
      invited_at TEXT,
      PRIMARY KEY (import_id, user_id)
    )`,
    "CREATE INDEX IF NOT EXISTS member_import_accounts_user ON member_import_accounts (user_id)",
  ],
  perDatabase: { sqlite: forget("sqlite"), postgres: forget("postgres") },
};
