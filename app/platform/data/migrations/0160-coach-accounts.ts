import type { MigrationStep } from "./step.ts";

/**
 * Coaches (decision 0185): an account that teaches, linked to one trainer of the timetable,
 * sees the sessions that trainer teaches and checks their members in, nothing else. A table
 * of its own rather than a third value of staff_roles.role: that column's CHECK cannot be
 * changed on SQLite without rebuilding the table, and a coach is not staff. An account is
 * staff, owner or coach, never two of them (app/features/staff/roles.server.ts keeps it so).
 * The account's row goes with the account; a trainer is never deleted (only retired).
 */
export const coachAccounts: MigrationStep = {
  id: "0160_coach_accounts",
  statements: [
    `CREATE TABLE IF NOT EXISTS coach_accounts (
      user_id TEXT PRIMARY KEY REFERENCES "user" (id) ON DELETE CASCADE,
      trainer_id TEXT NOT NULL REFERENCES trainers (id),
      granted_at TEXT NOT NULL,
      granted_by TEXT NOT NULL
    )`,
    "CREATE INDEX IF NOT EXISTS coach_accounts_trainer ON coach_accounts (trainer_id)",
  ],
};
