import type { MigrationStep } from "./step.ts";

/**
 * What became of a session's bookings, kept on its class_sessions row by the database
 * itself (docs/decisions/0104): the attendance report reads one row a session instead of
 * counting every booking (two years of a 5,000-member gym: 539,000 bookings, 215 ms a
 * report; docs/performance.md). Triggers, not the booking code, keep them: every write of a
 * booking, whoever makes it (booking, the desk, a deleted account, a fixture), counts.
 *
 * - attended_count: places held (`booked`) whose member was checked in;
 * - late_cancelled_count: bookings cancelled after the free cancellation window;
 * - waitlisted_count: bookings that joined the waitlist, whether they were moved up
 *   (`promoted_at`), left it or are still waiting.
 *
 * Each is a 0-or-1 CASE of one booking row, so a change adds the new row's value and takes
 * away the old one's. The triggers fire only when one of them changes, so the no-show
 * sweep (an unmarked place becoming `no-show`) costs nothing more.
 */
const tallies = {
  attended_count: (row: string) =>
    `CASE WHEN ${row}.status = 'booked' AND ${row}.attendance = 'attended' THEN 1 ELSE 0 END`,
  late_cancelled_count: (row: string) => `CASE WHEN ${row}.status = 'late-cancelled' THEN 1 ELSE 0 END`,
  waitlisted_count: (row: string) =>
    `CASE WHEN ${row}.status IN ('waitlisted', 'left-waitlist') OR ${row}.promoted_at IS NOT NULL THEN 1 ELSE 0 END`,
};
const columns = Object.keys(tallies) as (keyof typeof tallies)[];

/** `SET attended_count = attended_count + (…NEW…), …` for the row named (NEW or OLD). */
const adding = (sign: "+" | "-", row: "NEW" | "OLD") =>
  columns.map((column) => `${column} = ${column} ${sign} ${tallies[column](row)}`).join(", ");
const counts = (row: "NEW" | "OLD") => columns.map((column) => tallies[column](row)).join(" + ");
const changed = columns.map((column) => `${tallies[column]("NEW")} <> ${tallies[column]("OLD")}`).join(" OR ");

const take = (row: "OLD") => `UPDATE class_sessions SET ${adding("-", row)} WHERE id = ${row}.session_id`;
const give = (row: "NEW") => `UPDATE class_sessions SET ${adding("+", row)} WHERE id = ${row}.session_id`;

/** The figures of the bookings already made, counted once. */
const backfill = `UPDATE class_sessions SET ${columns
  .map(
    (column) =>
      `${column} = (SELECT coalesce(sum(${tallies[column]("b")}), 0) FROM bookings AS b WHERE b.session_id = class_sessions.id)`,
  )
  .join(", ")}`;

// SQLite has no ADD COLUMN IF NOT EXISTS; a step runs in one transaction with its
// schema_migrations row, so it is applied whole or not at all.
const addColumns = (ifNotExists: string) =>
  columns.map((column) => `ALTER TABLE class_sessions ADD COLUMN ${ifNotExists}${column} INTEGER NOT NULL DEFAULT 0`);

export const sessionTallies: MigrationStep = {
  id: "0060_session_tallies",
  // The index migration 0050 made for counting a session's bookings: nothing reads it now,
  // and every booking written paid for it.
  statements: ["DROP INDEX IF EXISTS bookings_session_outcome"],
  perDatabase: {
    sqlite: [
      ...addColumns(""),
      backfill,
      `CREATE TRIGGER IF NOT EXISTS bookings_tally_insert AFTER INSERT ON bookings
        WHEN ${counts("NEW")} > 0
        BEGIN ${give("NEW")}; END`,
      `CREATE TRIGGER IF NOT EXISTS bookings_tally_update AFTER UPDATE ON bookings
        WHEN ${changed} OR NEW.session_id <> OLD.session_id
        BEGIN ${take("OLD")}; ${give("NEW")}; END`,
      `CREATE TRIGGER IF NOT EXISTS bookings_tally_delete AFTER DELETE ON bookings
        WHEN ${counts("OLD")} > 0
        BEGIN ${take("OLD")}; END`,
    ],
    postgres: [
      ...addColumns("IF NOT EXISTS "),
      backfill,
      `CREATE OR REPLACE FUNCTION bookings_tally() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP <> 'INSERT' THEN ${take("OLD")}; END IF;
          IF TG_OP <> 'DELETE' THEN ${give("NEW")}; END IF;
          RETURN NULL;
        END
      $$`,
      "DROP TRIGGER IF EXISTS bookings_tally_insert ON bookings",
      `CREATE TRIGGER bookings_tally_insert AFTER INSERT ON bookings FOR EACH ROW
        WHEN (${counts("NEW")} > 0) EXECUTE FUNCTION bookings_tally()`,
      "DROP TRIGGER IF EXISTS bookings_tally_update ON bookings",
      `CREATE TRIGGER bookings_tally_update AFTER UPDATE ON bookings FOR EACH ROW
        WHEN (${changed} OR NEW.session_id <> OLD.session_id) EXECUTE FUNCTION bookings_tally()`,
      "DROP TRIGGER IF EXISTS bookings_tally_delete ON bookings",
      `CREATE TRIGGER bookings_tally_delete AFTER DELETE ON bookings FOR EACH ROW
        WHEN (${counts("OLD")} > 0) EXECUTE FUNCTION bookings_tally()`,
    ],
  },
};
