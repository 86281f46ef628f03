import type { MigrationStep } from "./step.ts";

/**
 * Which accounts were seeded as demo accounts (their passwords are public), so one that is
 * no longer configured can be found and removed at start; and whether the gym has claimed
 * this install (its first role granted at the command line), after which no demo account
 * is ever seeded again in this database. One row at most in install_claim (id = 1).
 */
export const demoAccountsInstallClaim: MigrationStep = {
  id: "0007_demo_accounts_install_claim",
  statements: [
    `CREATE TABLE IF NOT EXISTS demo_accounts (
      email TEXT PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('member', 'staff')),
      created_at TEXT NOT NULL
    )`,
    `CREATE TABLE IF NOT EXISTS install_claim (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      claimed_at TEXT NOT NULL,
      claimed_by TEXT NOT NULL
    )`,
  ],
};
