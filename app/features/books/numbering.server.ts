import type { Kysely } from "kysely";
import { books } from "#app/content/books.ts";
import type { Tables } from "#app/platform/data/database.server.ts";
import type { DocumentSequencesTable } from "#app/platform/data/tables.ts";

/**
 * Invoice and credit-note numbers: sequential and gap-free per series and year
 * (docs/decisions/0160-invoice-numbers-in-the-sales-transaction.md). The next number is taken
 * by one upsert of the series' row for the year, in the transaction that records the sale or
 * the refund: the row stays locked until that transaction ends (PostgreSQL's row lock; SQLite
 * has one writer at a time), so a second transaction waits and takes the number after, and a
 * transaction that rolls back leaves the row as it found it: its number is given to the next.
 * Called last in its transaction, so the lock is held for as short a time as can be.
 */

export type Series = DocumentSequencesTable["series"];

const prefixes: Record<Series, () => string> = {
  invoice: () => books.invoicePrefix,
  credit_note: () => books.creditNotePrefix,
};

/** The next number of `series` in `year`, taken inside `trx` (1 for the year's first). */
export async function takeNextNumber(trx: Kysely<Tables>, series: Series, year: number): Promise<number> {
  const row = await trx
    .insertInto("document_sequences")
    .values({ series, year, last_number: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(["series", "year"])
        .doUpdateSet((eb) => ({ last_number: eb("document_sequences.last_number", "+", 1) })),
    )
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

/** "INV-2026-000001": the content's prefix, the year, the sequence padded to the content's digits. */
export function documentNumber(series: Series, year: number, sequence: number): string {
  return `${prefixes[series]()}-${year}-${String(sequence).padStart(books.numberDigits, "0")}`;
}

/** A document number as a URL or a form may carry it: prefix, four-digit year, digits. */
export const DOCUMENT_NUMBER_PATTERN = /^[A-Za-z]{1,10}-\d{4}-\d{1,12}$/;
