import { books } from "#app/content/books.ts";
import { csvOf } from "#app/features/reports/report-csv.server.ts";
import type { JournalLine } from "./journal.server.ts";

/**
 * The journal as a CSV file, in three layouts (docs/decisions/0162):
 * - "journal" (the default): date, journal, account code and name, description, debit,
 *   credit, tax rate and tax, one row per line; for any spreadsheet or accountant.
 * - "xero": Xero's manual journal import (Narration, Date, Description, AccountCode,
 *   TaxRate, Amount: debits positive, credits negative; dates as "25 Nov 2026", which Xero
 *   reads in every region). Every line carries the content's no-tax rate, since the tax is
 *   a line of its own: Xero adds none. Xero takes 300 lines a file: a month of a busy gym
 *   is several files (choose shorter dates).
 * - "quickbooks": QuickBooks Online's journal entry import (Journal No., Journal Date,
 *   Account Name, Debits, Credits, Description), accounts by name, dates as the content says.
 * Amounts in major units, as numbers (39, 19.99, -120).
 */

export const journalLayouts = ["journal", "xero", "quickbooks"] as const;
export type JournalLayout = (typeof journalLayouts)[number];

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Major units as a number: the CSV writes it as one (a text "-39" would be guarded against formulas). */
const amount = (minor: number, digits: number): number => minor / 10 ** digits;

const optional = (minor: number, digits: number) => (minor === 0 ? null : amount(minor, digits));

function xeroDate(date: string): string {
  const [year, month, day] = date.split("-");
  return `${Number(day)} ${months[Number(month) - 1]} ${year}`;
}

function quickbooksDate(date: string): string {
  const [year = "", month = "", day = ""] = date.split("-");
  return books.journal.quickbooksDateFormat === "MM/dd/yyyy" ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

export function journalCsv(
  lines: JournalLine[],
  layout: JournalLayout,
  { digits, currency }: { digits: number; currency: string },
): string {
  if (layout === "xero") {
    return csvOf(
      ["Narration", "Date", "Description", "AccountCode", "TaxRate", "Amount"],
      lines.map((line) => [
        line.narration,
        xeroDate(line.date),
        line.description,
        line.account.code,
        books.journal.xeroNoTaxRate,
        amount(line.debit - line.credit, digits),
      ]),
    );
  }
  if (layout === "quickbooks") {
    return csvOf(
      ["Journal No.", "Journal Date", "Account Name", "Debits", "Credits", "Description"],
      lines.map((line) => [
        line.date.replaceAll("-", ""),
        quickbooksDate(line.date),
        line.account.name,
        optional(line.debit, digits),
        optional(line.credit, digits),
        line.description,
      ]),
    );
  }
  return csvOf(
    ["date", "journal", "account_code", "account", "description", "debit", "credit", "tax_rate", "tax", "currency"],
    lines.map((line) => [
      line.date,
      line.narration,
      line.account.code,
      line.account.name,
      line.description,
      optional(line.debit, digits),
      optional(line.credit, digits),
      line.taxRate,
      optional(line.tax, digits),
      currency,
    ]),
  );
}
