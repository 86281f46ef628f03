/** Members moved in from another system (migration 0200, decision 0187, app/features/imports/). */

/** checked: a dry run, nothing written · committing · committed · failed part-way · discarded (its file dropped). */
export type ImportStatus = "checked" | "committing" | "committed" | "failed" | "discarded";

export interface MemberImportsTable {
  id: string;
  created_at: string;
  /** The owner who uploaded it (null once that account is deleted; the e-mail becomes "Deleted account"). */
  created_by_id: string | null;
  created_by_email: string;
  /** As uploaded, for the owner to recognise it. */
  file_name: string;
  /** The file, decoded to text; null once committed, discarded or a day old. */
  file_text: string | null;
  /** JSON: { preset, mapping, dateOrder }. */
  settings: string;
  /** Data rows in the file. */
  rows: number;
  /** JSON: the dry run's counts and problems (app/features/imports/outcome.ts). */
  checked: string;
  status: ImportStatus;
  /** When the status last changed (a commit left "committing" too long may be taken over). */
  status_at: string;
  committed_by_id: string | null;
  committed_by_email: string | null;
  /** JSON: the counts as written; null until committed. */
  written: string | null;
}

/** An account an import created, and when its invitation to choose a password was queued. */
export interface MemberImportAccountsTable {
  import_id: string;
  user_id: string;
  invited_at: string | null;
}

/** The tables of imports, part of `Tables` (tables.ts). */
export interface ImportTables {
  member_imports: MemberImportsTable;
  member_import_accounts: MemberImportAccountsTable;
}
