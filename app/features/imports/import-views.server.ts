import { localDateTimeLabel } from "#app/features/timetable/sessions.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import type { ImportStatus } from "#app/platform/data/import-tables.ts";
import { invitationsWaiting } from "./import-invitations.server.ts";
import type { StoredSettings } from "./imports.server.ts";
import type { CheckOutcome } from "./outcome.ts";
import { parseCsvText } from "./read-csv.server.ts";

/** What /staff/import shows of the imports: the one being worked on, and the history. */

/** The most problems the page lists (the API and the command line list them all). */
export const PROBLEMS_SHOWN = 300;

export interface ImportColumn {
  heading: string;
  /** The first values of the column that are not empty (at most three, each cut short). */
  samples: string[];
  field: string;
}

export interface ImportView {
  id: string;
  fileName: string;
  status: ImportStatus;
  createdLabel: string;
  createdBy: string;
  settings: StoredSettings;
  /** The file's columns, while it is kept (a dry run). */
  columns: ImportColumn[];
  checked: CheckOutcome;
  /** The counts as written, once committed. */
  written: CheckOutcome | null;
  problems: CheckOutcome["problems"];
  moreProblems: number;
  invited: number;
  waiting: number;
}

function columnsOf(text: string | null, settings: StoredSettings): ImportColumn[] {
  if (text === null) return [];
  const file = parseCsvText(text, settings.encoding);
  return file.headings.map((heading, index) => {
    const samples: string[] = [];
    for (const row of file.rows) {
      const value = row[index]?.trim() ?? "";
      if (value !== "") samples.push(value.length > 40 ? `${value.slice(0, 39)}…` : value);
      if (samples.length === 3) break;
    }
    return { heading, samples, field: settings.mapping[heading] ?? "" };
  });
}

export async function importView(database: Database, id: string): Promise<ImportView | null> {
  const row = await database.db.selectFrom("member_imports").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const settings = JSON.parse(row.settings) as StoredSettings;
  const checked = JSON.parse(row.checked) as CheckOutcome;
  const written = row.written ? (JSON.parse(row.written) as CheckOutcome) : null;
  const problems = (written ?? checked).problems;
  const invited = await database.db
    .selectFrom("member_import_accounts")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("import_id", "=", id)
    .where("invited_at", "is not", null)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    fileName: row.file_name,
    status: row.status,
    createdLabel: localDateTimeLabel(Date.parse(row.created_at)),
    createdBy: row.created_by_email,
    settings,
    columns: row.status === "checked" ? columnsOf(row.file_text, settings) : [],
    checked,
    written,
    problems: problems.slice(0, PROBLEMS_SHOWN),
    moreProblems: Math.max(0, problems.length - PROBLEMS_SHOWN),
    invited: Number(invited.n),
    waiting: row.status === "committed" ? await invitationsWaiting(database, id) : 0,
  };
}

export interface ImportHistoryEntry {
  id: string;
  fileName: string;
  status: ImportStatus;
  label: string;
  by: string;
  rows: number;
  written: Pick<CheckOutcome, "created" | "updated" | "leads"> | null;
}

/** The latest imports, newest first. */
export async function importHistory(database: Database, limit = 20): Promise<ImportHistoryEntry[]> {
  const rows = await database.db
    .selectFrom("member_imports")
    .select(["id", "file_name", "status", "created_at", "created_by_email", "committed_by_email", "rows", "written"])
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => {
    const written = row.written ? (JSON.parse(row.written) as CheckOutcome) : null;
    return {
      id: row.id,
      fileName: row.file_name,
      status: row.status,
      label: localDateTimeLabel(Date.parse(row.created_at)),
      by: row.committed_by_email ?? row.created_by_email,
      rows: Number(row.rows),
      written: written ? { created: written.created, updated: written.updated, leads: written.leads } : null,
    };
  });
}
