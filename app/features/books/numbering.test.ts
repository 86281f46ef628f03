import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { books } from "#app/content/books.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { documentNumber, takeNextNumber } from "./numbering.server.ts";

/**
 * The allocator of invoice and credit-note numbers, on both databases: numbers follow one
 * another in the order transactions commit, with no gap and no repeat however many take one
 * at once, a transaction that rolls back gives its number back, each series has its own, and
 * each year starts again at 1.
 */

class RolledBack extends Error {}

describe.each(databaseKinds)("the document number allocator, on %s", (kind) => {
  let fresh: FreshDatabase;
  beforeAll(async () => {
    fresh = await freshDatabase(kind);
  });
  afterAll(async () => {
    await fresh?.dispose();
  });

  const take = (series: "invoice" | "credit_note", year: number) =>
    fresh.database.writeTransaction((trx) => takeNextNumber(trx, series, year));

  it("gives 40 transactions taking a number at once 1 to 40, each once", async () => {
    const taken = await Promise.all(Array.from({ length: 40 }, () => take("invoice", 2031)));
    expect([...taken].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it("gives a rolled-back transaction's number to the next one: no gap", async () => {
    expect(await take("invoice", 2032)).toBe(1);
    await expect(
      fresh.database.writeTransaction(async (trx) => {
        expect(await takeNextNumber(trx, "invoice", 2032)).toBe(2);
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    expect(await take("invoice", 2032)).toBe(2);
  });

  it("keeps invoices and credit notes in series of their own, each year from 1", async () => {
    expect(await take("credit_note", 2033)).toBe(1);
    expect(await take("invoice", 2033)).toBe(1);
    expect(await take("credit_note", 2033)).toBe(2);
    expect(await take("credit_note", 2034)).toBe(1);
    expect(await take("invoice", 2033)).toBe(2);
  });

  it("writes numbers as the content's prefix, the year and six digits", () => {
    expect(documentNumber("invoice", 2026, 1)).toBe(
      `${books.invoicePrefix}-2026-${"1".padStart(books.numberDigits, "0")}`,
    );
    expect(documentNumber("credit_note", 2027, 123)).toBe(
      `${books.creditNotePrefix}-2027-${"123".padStart(books.numberDigits, "0")}`,
    );
  });
});
