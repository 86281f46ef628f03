import type { DateOrder, ImportField } from "./fields.ts";

/**
 * What a dry run and a commit answer (docs/api.md, "Importing members"), and what the page
 * shows: the counts, and each row's problems by code. No server code: the page reads it.
 */

export const problemCodes = [
  "missing",
  "invalid-email",
  "duplicate-email",
  "invalid-phone",
  "unknown-product",
  "invalid-date",
  "expired",
  "in-future",
  "invalid-credits",
  "too-long",
  "has-membership",
  "credits-imported-before",
] as const;
export type ProblemCode = (typeof problemCodes)[number];

export interface ImportProblem {
  /** The row as a spreadsheet numbers it: the heading row is 1, the first member 2. */
  row: number;
  field: ImportField;
  code: ProblemCode;
  /** The problem in words, with what was done about it. Never the e-mail address or a phone number. */
  message: string;
}

export interface ImportCounts {
  /** Data rows in the file. */
  rows: number;
  /** Accounts created (or that would be). */
  created: number;
  /** Accounts that existed and changed. */
  updated: number;
  /** Accounts that existed and that the file changes nothing of, and leads already known. */
  unchanged: number;
  /** Leads added: people the file gives nothing a member holds (decision 0187). */
  leads: number;
  /** Rows not imported at all: no usable e-mail, or an e-mail an earlier row has. */
  skipped: number;
}

export interface DateReading {
  order: DateOrder;
  /** How the order was settled: the owner chose it, the file showed it, or it was assumed. */
  decidedBy: "chosen" | "file" | "preset" | "locale";
  /** A date of the file that settled it, when the file did. */
  example: string | null;
}

export interface CheckOutcome extends ImportCounts {
  dates: DateReading;
  problems: ImportProblem[];
}
