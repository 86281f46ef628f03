import { type Kysely, sql } from "kysely";
import type { DatabaseKind } from "#app/platform/data/database.server.ts";
import type { Tables } from "#app/platform/data/tables.ts";
import { clock } from "#app/platform/time/clock.ts";
import { forgetPersonTrigger } from "./forget-person.ts";
import { rebuildSqliteTable } from "./sqlite-rebuild.ts";
import type { MigrationStep } from "./step.ts";

/**
 * Every row that belongs to a person references their account (better-auth's "user") with a
 * foreign key (decision 0145): it goes with the account (ON DELETE CASCADE), or, for the
 * records the gym keeps (payments, the audit log, leads it converted), stays with the
 * reference set to NULL and the person's name, where the record keeps one, replaced by
 * "Deleted account". Before, the code deleted what it knew of, and a membership of a removed
 * demo account stayed on the books.
 *
 * Rows already pointing to an account that no longer exists are dealt with first by the
 * same rule (deleted, or kept and anonymised), and counted in the step's log line. SQLite
 * adds a foreign key only by rebuilding the table (sqlite-rebuild.ts keeps every row, index
 * and trigger, migration 0060's session figures included); PostgreSQL adds the constraint.
 *
 * This list is this step's, as it shipped: app/platform/data/person-columns.ts is the live
 * one, checked against the schema by tests/architecture/person-references.test.ts.
 */
const LABEL = "Deleted account";

interface Reference {
  table: string;
  column: string;
  onDelete: "CASCADE" | "SET NULL";
  /** The account's column it holds: its id, or (the users documents and demo records, keyed by it) its e-mail. */
  to?: "email";
  /** The record's own copy of the person's name, replaced by the label with the reference. */
  name?: string;
}

const cascade = (table: string, column = "user_id"): Reference => ({ table, column, onDelete: "CASCADE" });
const kept = (table: string, column: string, name?: string): Reference => ({
  table,
  column,
  onDelete: "SET NULL",
  ...(name ? { name } : {}),
});

const references: Reference[] = [
  { table: "users", column: "email", onDelete: "CASCADE", to: "email" },
  { table: "demo_accounts", column: "email", onDelete: "CASCADE", to: "email" },
  cascade("bookings"),
  cascade("calendar_feed_tokens"),
  cascade("staff_roles"),
  cascade("terms_acceptances"),
  cascade("booking_reminders"),
  cascade("mail_preferences"),
  cascade("forgiven_strikes"),
  cascade("suspension_notices"),
  cascade("push_subscriptions"),
  cascade("memberships"),
  cascade("credit_grants"),
  cascade("booking_entitlements"),
  cascade("waitlist_skip_notices"),
  cascade("stripe_customers"),
  cascade("stripe_checkout_locks"),
  cascade("idempotency_keys"),
  cascade("member_notes"),
  cascade("member_details_versions"),
  kept("sales", "user_id"),
  kept("sales", "staff_user_id"),
  kept("lead_followups", "updated_by_id", "updated_by_email"),
  kept("member_notes", "updated_by_id", "updated_by_email"),
  kept("member_details_versions", "updated_by_id", "updated_by_email"),
  kept("lead_conversions", "member_user_id"),
  kept("lead_conversions", "converted_by_id", "converted_by_email"),
  kept("staff_audit_log", "actor_id", "actor"),
  // Whom an entry is about (an account, or a booking's member): new here. Forgetting them
  // also blanks what the entry said about them (see `forgetSubject`).
  kept("staff_audit_log", "subject_user_id"),
];

/** Columns that name a person by e-mail alone ("who granted it"): replaced by the label when that account goes. */
const namedByEmail = [
  { table: "forgiven_strikes", column: "forgiven_by" },
  { table: "staff_roles", column: "granted_by" },
  { table: "install_claim", column: "claimed_by" },
];

/** Foreign keys without an index make every account deletion read the whole table. */
const indexes = [
  "CREATE INDEX IF NOT EXISTS booking_entitlements_member ON booking_entitlements (user_id)",
  "CREATE INDEX IF NOT EXISTS waitlist_skip_notices_member ON waitlist_skip_notices (user_id)",
  "CREATE INDEX IF NOT EXISTS sales_staff ON sales (staff_user_id)",
  "CREATE INDEX IF NOT EXISTS staff_audit_log_actor ON staff_audit_log (actor_id)",
  "CREATE INDEX IF NOT EXISTS staff_audit_log_subject_user ON staff_audit_log (subject_user_id)",
  "CREATE INDEX IF NOT EXISTS lead_followups_updated_by ON lead_followups (updated_by_id)",
  "CREATE INDEX IF NOT EXISTS member_notes_updated_by ON member_notes (updated_by_id)",
  "CREATE INDEX IF NOT EXISTS member_details_versions_updated_by ON member_details_versions (updated_by_id)",
  "CREATE INDEX IF NOT EXISTS lead_conversions_converted_by ON lead_conversions (converted_by_id)",
];

const constraintName = (reference: Reference) => `${reference.table}_${reference.column}_fkey`;
const foreignKey = (reference: Reference) =>
  `CONSTRAINT ${constraintName(reference)} FOREIGN KEY (${reference.column}) REFERENCES "user" (${reference.to ?? "id"})` +
  ` ON DELETE ${reference.onDelete}${reference.to === "email" ? " ON UPDATE CASCADE" : ""}`;
const missingAccount = (reference: Reference) =>
  `${reference.column} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "user" AS u WHERE u.${reference.to ?? "id"} = ${reference.table}.${reference.column})`;

const APPEND_ONLY = "staff_audit_log is append-only: its entries can be neither changed nor deleted";
const auditColumns = [
  "seq",
  "at",
  "actor_id",
  "actor",
  "action",
  "subject_type",
  "subject_id",
  "subject_label",
  "before_state",
  "after_state",
  "subject_user_id",
];

/** What forgetting an entry's subject writes: whom it was about, and what it said of them, go. */
const forgetSubject = `subject_user_id = NULL, subject_label = '${LABEL}', before_state = NULL, after_state = NULL,
  subject_id = CASE WHEN subject_type = 'account' THEN '' ELSE subject_id END`;

/**
 * The one change the audit log allows: a deleted account's reference and name replaced,
 * exactly as the forgetting triggers write it, every other column as it was.
 */
function forgetting(kind: DatabaseKind): string {
  const same = (column: string) =>
    kind === "sqlite" ? `NEW.${column} IS OLD.${column}` : `NEW.${column} IS NOT DISTINCT FROM OLD.${column}`;
  const unchanged = (except: string[]) =>
    auditColumns
      .filter((column) => !except.includes(column))
      .map(same)
      .join(" AND ");
  const actor = `OLD.actor_id IS NOT NULL AND NEW.actor_id IS NULL AND NEW.actor = '${LABEL}' AND ${unchanged(["actor_id", "actor"])}`;
  const subject = `OLD.subject_user_id IS NOT NULL AND NEW.subject_user_id IS NULL AND NEW.subject_label = '${LABEL}'
    AND NEW.before_state IS NULL AND NEW.after_state IS NULL
    AND (${same("subject_id")} OR (OLD.subject_type = 'account' AND NEW.subject_id = ''))
    AND ${unchanged(["subject_user_id", "subject_label", "before_state", "after_state", "subject_id"])}`;
  return `(${actor}) OR (${subject})`;
}

const auditTriggers: Record<DatabaseKind, string[]> = {
  sqlite: [
    `CREATE TRIGGER staff_audit_log_no_update BEFORE UPDATE ON staff_audit_log
      WHEN NOT (${forgetting("sqlite")})
      BEGIN SELECT RAISE(ABORT, '${APPEND_ONLY}'); END`,
    `CREATE TRIGGER staff_audit_log_no_delete BEFORE DELETE ON staff_audit_log
      BEGIN SELECT RAISE(ABORT, '${APPEND_ONLY}'); END`,
  ],
  postgres: [
    `CREATE TRIGGER staff_audit_log_no_update BEFORE UPDATE ON staff_audit_log FOR EACH ROW
      WHEN (NOT (${forgetting("postgres")})) EXECUTE FUNCTION staff_audit_log_refuse_change()`,
    `CREATE TRIGGER staff_audit_log_no_delete BEFORE DELETE ON staff_audit_log
      FOR EACH ROW EXECUTE FUNCTION staff_audit_log_refuse_change()`,
  ],
};

/** Before an account's row is deleted, each kept record replaces its reference and the name it keeps. */
function forgettingTriggers(kind: DatabaseKind): string[] {
  const byTable = new Map<string, string[]>();
  const add = (table: string, update: string) => byTable.set(table, [...(byTable.get(table) ?? []), update]);
  for (const reference of references) {
    if (reference.onDelete !== "SET NULL" || !reference.name) continue;
    add(
      reference.table,
      `UPDATE ${reference.table} SET ${reference.column} = NULL, ${reference.name} = '${LABEL}' WHERE ${reference.column} = OLD.id`,
    );
  }
  add("staff_audit_log", `UPDATE staff_audit_log SET ${forgetSubject} WHERE subject_user_id = OLD.id`);
  for (const { table, column } of namedByEmail)
    add(table, `UPDATE ${table} SET ${column} = '${LABEL}' WHERE ${column} = OLD.email`);
  return [...byTable].flatMap(([table, updates]) => forgetPersonTrigger(kind, table, updates));
}

async function run(trx: Kysely<Tables>, kind: DatabaseKind): Promise<string | undefined> {
  const exec = async (statement: string) => Number((await sql.raw(statement).execute(trx)).numAffectedRows ?? 0);
  // The audit log refuses every change until its new triggers allow forgetting a person.
  if (kind === "sqlite") {
    await exec("DROP TRIGGER IF EXISTS staff_audit_log_no_update");
    await exec("DROP TRIGGER IF EXISTS staff_audit_log_no_delete");
    await exec("ALTER TABLE staff_audit_log ADD COLUMN subject_user_id TEXT");
    for (const table of new Set(references.map((reference) => reference.table))) {
      const own = references.filter((reference) => reference.table === table);
      await rebuildSqliteTable(trx, {
        table,
        constraints: own.map(foreignKey),
        nullable: own
          .filter((reference) => reference.onDelete === "SET NULL" && reference.column !== "subject_user_id")
          .map((reference) => reference.column),
      });
    }
  } else {
    await exec("DROP TRIGGER IF EXISTS staff_audit_log_no_change ON staff_audit_log");
    await exec("ALTER TABLE staff_audit_log ADD COLUMN IF NOT EXISTS subject_user_id TEXT");
    for (const reference of references) {
      if (reference.onDelete === "SET NULL")
        await exec(`ALTER TABLE ${reference.table} ALTER COLUMN ${reference.column} DROP NOT NULL`);
    }
  }

  const deleted = new Map<string, number>();
  const anonymised = new Map<string, number>();
  const count = (tally: Map<string, number>, table: string, rows: number) => {
    if (rows > 0) tally.set(table, (tally.get(table) ?? 0) + rows);
  };
  // An orphaned place in a class still to come goes back to the session (no one is
  // promoted into it here: the next booking or cancellation of that session does that).
  await exec(`UPDATE class_sessions SET booked_count = booked_count - (
      SELECT count(*) FROM bookings WHERE bookings.session_id = class_sessions.id AND bookings.status = 'booked'
        AND bookings.starts_at > '${clock.now().toISOString()}' AND ${missingAccount(cascade("bookings"))})
    WHERE EXISTS (SELECT 1 FROM bookings WHERE bookings.session_id = class_sessions.id AND bookings.status = 'booked'
        AND bookings.starts_at > '${clock.now().toISOString()}' AND ${missingAccount(cascade("bookings"))})`);
  for (const reference of references) {
    if (reference.onDelete !== "CASCADE") continue;
    count(deleted, reference.table, await exec(`DELETE FROM ${reference.table} WHERE ${missingAccount(reference)}`));
  }
  for (const reference of references) {
    if (reference.onDelete !== "SET NULL" || reference.column === "subject_user_id") continue;
    const name = reference.name ? `, ${reference.name} = '${LABEL}'` : "";
    count(
      anonymised,
      reference.table,
      await exec(`UPDATE ${reference.table} SET ${reference.column} = NULL${name} WHERE ${missingAccount(reference)}`),
    );
  }
  for (const { table, column } of namedByEmail) {
    count(
      anonymised,
      table,
      await exec(`UPDATE ${table} SET ${column} = '${LABEL}'
        WHERE ${column} LIKE '%@%' AND NOT EXISTS (SELECT 1 FROM "user" AS u WHERE u.email = ${table}.${column})`),
    );
  }
  // Whom each entry of the audit log is about, where that is a person: an account, or the
  // member of a booking (orphaned bookings are gone by now).
  await exec(`UPDATE staff_audit_log SET subject_user_id = subject_id
    WHERE subject_type = 'account' AND EXISTS (SELECT 1 FROM "user" AS u WHERE u.id = staff_audit_log.subject_id)`);
  await exec(`UPDATE staff_audit_log
    SET subject_user_id = (SELECT b.user_id FROM bookings AS b WHERE b.id = staff_audit_log.subject_id)
    WHERE subject_type = 'booking' AND EXISTS (SELECT 1 FROM bookings AS b WHERE b.id = staff_audit_log.subject_id)`);
  count(
    anonymised,
    "staff_audit_log",
    await exec(`UPDATE staff_audit_log SET ${forgetSubject}
      WHERE subject_user_id IS NULL AND subject_label <> '${LABEL}' AND (
        (subject_type = 'account' AND NOT EXISTS (SELECT 1 FROM "user" AS u WHERE u.id = staff_audit_log.subject_id))
        OR (subject_type = 'booking' AND NOT EXISTS (SELECT 1 FROM bookings AS b WHERE b.id = staff_audit_log.subject_id)))`),
  );

  if (kind === "postgres") {
    for (const reference of references) {
      await exec(`ALTER TABLE ${reference.table} DROP CONSTRAINT IF EXISTS ${constraintName(reference)}`);
      await exec(`ALTER TABLE ${reference.table} ADD ${foreignKey(reference)}`);
    }
  }
  for (const statement of [...auditTriggers[kind], ...forgettingTriggers(kind), ...indexes]) await exec(statement);
  return orphansLine(deleted, anonymised);
}

function orphansLine(deleted: Map<string, number>, anonymised: Map<string, number>): string | undefined {
  if (deleted.size === 0 && anonymised.size === 0) return undefined;
  const list = (tally: Map<string, number>) =>
    [...tally].map(([table, rows]) => `${table} ${rows}`).join(", ") || "none";
  const total = (tally: Map<string, number>) => [...tally.values()].reduce((sum, rows) => sum + rows, 0);
  return (
    `rows of accounts that no longer exist: ${total(deleted)} deleted (${list(deleted)}), ` +
    `${total(anonymised)} kept with the person replaced by "${LABEL}" (${list(anonymised)})`
  );
}

export const personReferences: MigrationStep = {
  id: "0090_person_references",
  statements: [],
  run,
  rebuildsTables: true,
};
