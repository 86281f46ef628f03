import type { Kysely } from "kysely";
import type { Database, Tables } from "#app/platform/data/database.server.ts";
import type { AuditAction, AuditState } from "./audit-actions.ts";

export type { AuditAction, AuditState };

/**
 * The audit log: one entry per staff action (who, what, when, before and after), written
 * in the same transaction as the change it records, so a change without its entry (or an
 * entry without its change) cannot exist. The database refuses to change or delete an
 * entry (migration 0004's triggers); this module only ever inserts and reads.
 */

/** Who acted: a signed-in staff member, or an operator at the command line, or the demo setup. */
export interface AuditActor {
  id: string | null;
  label: string;
}

export const COMMAND_LINE: AuditActor = { id: null, label: "command line" };
export const DEMO_SETUP: AuditActor = { id: null, label: "demo setup" };

export interface AuditSubject {
  type:
    | "account"
    | "lead"
    | "leads"
    /** The member list, exported as a whole. */
    | "members"
    | "session"
    | "booking"
    | "slot"
    | "class"
    | "trainer"
    | "closure"
    /** A business day's cash-up, by its date (YYYY-MM-DD). */
    | "cash-up"
    | "message"
    | "article"
    /** The site's details (one of them: id "site"). */
    | "site"
    /** An uploaded picture, by its id; the gallery (id "gallery"). */
    | "picture"
    | "gallery"

    /** An import of members from another system's export (app/features/imports/). */
    | "import"
    /** The gym's data as a whole (the owner's export). */
    | "data"
    | "product"
    | "offer";
  id: string;
  /** What a person calls it, as it was at the time. */
  label: string;
  /**
   * The account the entry is about besides an account subject's own (a booking's member):
   * when that account is deleted, the entry's label and states about them are replaced
   * (decision 0145). An account subject is its own.
   */
  person?: string;
}

export interface AuditEntry {
  /** The database's sequence number: the log's order. */
  seq: number;
  at: string;
  actor: string;
  actorId: string | null;
  action: AuditAction;
  subject: AuditSubject;
  before: AuditState | null;
  after: AuditState | null;
}

export interface NewAuditEntry {
  actor: AuditActor;
  action: AuditAction;
  subject: AuditSubject;
  before: AuditState | null;
  after: AuditState | null;
}

const auditRow = (entry: NewAuditEntry, now: Date) => ({
  at: now.toISOString(),
  actor_id: entry.actor.id,
  actor: entry.actor.label,
  action: entry.action,
  subject_type: entry.subject.type,
  subject_id: entry.subject.id,
  subject_label: entry.subject.label,
  before_state: entry.before ? JSON.stringify(entry.before) : null,
  after_state: entry.after ? JSON.stringify(entry.after) : null,
  subject_user_id: entry.subject.type === "account" ? entry.subject.id : (entry.subject.person ?? null),
});

export async function recordStaffAction(trx: Kysely<Tables>, entry: NewAuditEntry, now: Date): Promise<void> {
  await trx.insertInto("staff_audit_log").values(auditRow(entry, now)).execute();
}

/** Many entries of one change at once (an import's hundreds of members), in one statement, in order. */
export async function recordStaffActions(trx: Kysely<Tables>, entries: NewAuditEntry[], now: Date): Promise<void> {
  if (entries.length === 0) return;
  await trx
    .insertInto("staff_audit_log")
    .values(entries.map((entry) => auditRow(entry, now)))
    .execute();
}

/** A page of the log starts after this entry (its sequence number, as the page's link carries it). */
export function parseAuditCursor(value: string | null): number | undefined {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return undefined;
  return Number(value);
}

const parseState = (text: string | null): AuditState | null => (text ? (JSON.parse(text) as AuditState) : null);

/** Entries about any of these subjects (e.g. a session and each of its bookings). */
export type AuditSubjects = { type: AuditSubject["type"]; ids: string[] }[];

/** Newest first: `limit` entries older than `before` (or the newest), and whether there are more. */
export async function readAuditLog(
  database: Database,
  { before, limit = 50, about }: { before?: number; limit?: number; about?: AuditSubjects } = {},
): Promise<{ entries: AuditEntry[]; more: boolean }> {
  let query = database.db.selectFrom("staff_audit_log").selectAll();
  if (before !== undefined) query = query.where("seq", "<", before);
  if (about) {
    const wanted = about.filter((subjects) => subjects.ids.length > 0);
    if (wanted.length === 0) return { entries: [], more: false };
    query = query.where((eb) =>
      eb.or(
        wanted.map((subjects) =>
          eb.and([eb("subject_type", "=", subjects.type), eb("subject_id", "in", subjects.ids)]),
        ),
      ),
    );
  }
  const rows = await query
    .orderBy("seq", "desc")
    .limit(limit + 1)
    .execute();
  return {
    more: rows.length > limit,
    entries: rows.slice(0, limit).map((row) => ({
      seq: Number(row.seq),
      at: row.at,
      actor: row.actor,
      actorId: row.actor_id,
      action: row.action as AuditAction,
      subject: { type: row.subject_type as AuditSubject["type"], id: row.subject_id, label: row.subject_label },
      before: parseState(row.before_state),
      after: parseState(row.after_state),
    })),
  };
}
