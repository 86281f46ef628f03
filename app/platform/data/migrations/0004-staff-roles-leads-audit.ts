import type { MigrationStep } from "./step.ts";

/**
 * The log's order is the database's: a sequence number given at insert, inside the
 * transaction that holds the locks of the change, so the entries about one thing are in
 * the order its changes were made (the clocks of two servers may disagree). That column is
 * written differently on each database, so the table is created per database.
 */
const auditLogTable = (seq: string) => `CREATE TABLE IF NOT EXISTS staff_audit_log (
      seq ${seq},
      at TEXT NOT NULL,
      actor_id TEXT,
      actor TEXT NOT NULL,
      action TEXT NOT NULL,
      subject_type TEXT NOT NULL,
      subject_id TEXT NOT NULL,
      subject_label TEXT NOT NULL,
      before_state TEXT,
      after_state TEXT
    )`;

const auditLogBySubject =
  "CREATE INDEX IF NOT EXISTS staff_audit_log_subject ON staff_audit_log (subject_type, subject_id, seq)";

const APPEND_ONLY = "staff_audit_log is append-only: its entries can be neither changed nor deleted";

/**
 * The front desk: who is staff (docs/decisions/0032), what staff made of each contact
 * inquiry (a lead), and the audit log of every staff action. The log is append-only in the
 * database itself: triggers refuse every UPDATE and DELETE (and TRUNCATE on PostgreSQL),
 * whoever sends them. No foreign key to better-auth's "user" table: our steps also run
 * without better-auth's tables (`npm run inquiries`), and the log must outlive any account.
 */
export const staffRolesLeadsAudit: MigrationStep = {
  id: "0004_staff_roles_leads_audit",
  statements: [
    `CREATE TABLE IF NOT EXISTS staff_roles (
      user_id TEXT PRIMARY KEY,
      role TEXT NOT NULL CHECK (role IN ('staff', 'owner')),
      granted_at TEXT NOT NULL,
      granted_by TEXT NOT NULL
    )`,
    `CREATE TABLE IF NOT EXISTS lead_followups (
      inquiry_id TEXT PRIMARY KEY REFERENCES contact_inquiries (id) ON DELETE CASCADE,
      status TEXT NOT NULL CHECK (status IN ('new', 'contacted', 'joined', 'closed')),
      note TEXT NOT NULL DEFAULT '',
      version INTEGER NOT NULL CHECK (version >= 1),
      updated_at TEXT NOT NULL,
      updated_by_id TEXT NOT NULL,
      updated_by_email TEXT NOT NULL
    )`,
    "CREATE INDEX IF NOT EXISTS lead_followups_status ON lead_followups (status)",
    // Check-in: the booked places nobody marked, found by end time when their no-shows are recorded.
    `CREATE INDEX IF NOT EXISTS bookings_unmarked ON bookings (ends_at)
      WHERE status = 'booked' AND attendance IS NULL`,
  ],
  perDatabase: {
    sqlite: [
      auditLogTable("INTEGER PRIMARY KEY AUTOINCREMENT"),
      auditLogBySubject,
      `CREATE TRIGGER IF NOT EXISTS staff_audit_log_no_update BEFORE UPDATE ON staff_audit_log
        BEGIN SELECT RAISE(ABORT, '${APPEND_ONLY}'); END`,
      `CREATE TRIGGER IF NOT EXISTS staff_audit_log_no_delete BEFORE DELETE ON staff_audit_log
        BEGIN SELECT RAISE(ABORT, '${APPEND_ONLY}'); END`,
    ],
    postgres: [
      auditLogTable("BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY"),
      auditLogBySubject,
      `CREATE OR REPLACE FUNCTION staff_audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          RAISE EXCEPTION '${APPEND_ONLY}' USING ERRCODE = 'integrity_constraint_violation';
        END
      $$`,
      "DROP TRIGGER IF EXISTS staff_audit_log_no_change ON staff_audit_log",
      `CREATE TRIGGER staff_audit_log_no_change BEFORE UPDATE OR DELETE ON staff_audit_log
        FOR EACH ROW EXECUTE FUNCTION staff_audit_log_refuse_change()`,
      "DROP TRIGGER IF EXISTS staff_audit_log_no_truncate ON staff_audit_log",
      `CREATE TRIGGER staff_audit_log_no_truncate BEFORE TRUNCATE ON staff_audit_log
        FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_log_refuse_change()`,
    ],
  },
};
