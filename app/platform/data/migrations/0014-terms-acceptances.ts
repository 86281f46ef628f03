import type { MigrationStep } from "./step.ts";

/**
 * A member's acceptance of the gym's terms and their health answers
 * (app/features/attendance/terms.server.ts): one row per acceptance, never changed, so the
 * record says which version of the text each member accepted, when, and what they answered.
 * `health_flag` is 1 when any answer was "yes": staff see it on the member's record.
 */
export const termsAcceptances: MigrationStep = {
  id: "0014_terms_acceptances",
  statements: [
    `CREATE TABLE IF NOT EXISTS terms_acceptances (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL,
      terms_version TEXT NOT NULL,
      answers TEXT NOT NULL,
      health_flag INTEGER NOT NULL CHECK (health_flag IN (0, 1)),
      accepted_at TEXT NOT NULL
    )`,
    "CREATE INDEX IF NOT EXISTS terms_acceptances_member ON terms_acceptances (user_id, accepted_at)",
  ],
};
