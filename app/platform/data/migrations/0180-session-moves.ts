import type { MigrationStep } from "./step.ts";

/**
 * class_sessions.moved_to: a session a timetable edit moved (its old time cancelled) names
 * the session at its new time, so /account and the e-mail's signed link can book it for the
 * members whose places went (issue 33). A session id, not a key: the new time may have no
 * row until someone books it.
 *
 * SQLite has no ADD COLUMN IF NOT EXISTS; a step runs in one transaction with its
 * schema_migrations row, so it is applied whole or not at all.
 */
export const sessionMoves: MigrationStep = {
  id: "0180_session_moves",
  statements: [],
  perDatabase: {
    sqlite: ["ALTER TABLE class_sessions ADD COLUMN moved_to TEXT"],
    postgres: ["ALTER TABLE class_sessions ADD COLUMN IF NOT EXISTS moved_to TEXT"],
  },
};
