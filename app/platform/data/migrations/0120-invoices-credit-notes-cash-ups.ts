import type { MigrationStep } from "./step.ts";

/**
 * The gym's books (issue 30; docs/decisions/0160, 0161):
 * - document_sequences: one row per series ("invoice", "credit_note") and year holding the
 *   last number given. A sale or refund takes the next number by updating that row in its
 *   own transaction (an upsert), so the row stays locked until it commits: numbers are given
 *   in commit order, and a transaction that rolls back gives its number back. Gap-free.
 * - invoices, credit_notes: each document as issued (seller, buyer, tax, lines), never
 *   changed. Numbers are unique, and so is (year, sequence). The buyer references the
 *   account with ON DELETE SET NULL: the gym must keep its invoices, with the name on them.
 *   `sale_id` names a row of `sales` without a foreign key, so that the sales table can be
 *   rebuilt (SQLite's only way to add constraints) without touching these.
 * - cash_ups: one row per business day, made by its first sale, closed once by a named
 *   person (ON DELETE SET NULL, the name kept). A sale reads and locks its day's row (the
 *   same upsert), so a closing and a sale never cross: the sale lands on the next open day.
 */
const document = `
      id TEXT PRIMARY KEY,
      number TEXT NOT NULL UNIQUE,
      year INTEGER NOT NULL,
      sequence INTEGER NOT NULL CHECK (sequence >= 1),
      sale_id TEXT NOT NULL,
      issued_on TEXT NOT NULL,
      issued_at TEXT NOT NULL,
      buyer_user_id TEXT REFERENCES "user" (id) ON DELETE SET NULL,
      buyer_name TEXT NOT NULL,
      buyer_email TEXT NOT NULL,
      seller_name TEXT NOT NULL,
      seller_address TEXT NOT NULL,
      seller_tax_number TEXT,
      currency TEXT NOT NULL,
      net INTEGER NOT NULL,
      tax INTEGER NOT NULL CHECK (tax >= 0),
      gross INTEGER NOT NULL CHECK (gross >= 0),
      tax_name TEXT,
      tax_rate_ppm INTEGER,
      prices_include_tax INTEGER NOT NULL CHECK (prices_include_tax IN (0, 1)),
      lines TEXT NOT NULL`;
/** Table constraints come after every column. */
const documentChecks = `
      CHECK (net + tax = gross),
      UNIQUE (year, sequence)`;

export const invoicesCreditNotesCashUps: MigrationStep = {
  id: "0120_invoices_credit_notes_cash_ups",
  statements: [
    `CREATE TABLE IF NOT EXISTS document_sequences (
      series TEXT NOT NULL CHECK (series IN ('invoice', 'credit_note')),
      year INTEGER NOT NULL,
      last_number INTEGER NOT NULL CHECK (last_number >= 1),
      PRIMARY KEY (series, year)
    )`,
    `CREATE TABLE IF NOT EXISTS invoices (${document},${documentChecks},
      UNIQUE (sale_id)
    )`,
    "CREATE INDEX IF NOT EXISTS invoices_issued_on ON invoices (issued_on)",
    "CREATE INDEX IF NOT EXISTS invoices_buyer ON invoices (buyer_user_id)",
    `CREATE TABLE IF NOT EXISTS credit_notes (${document},
      invoice_id TEXT REFERENCES invoices (id),
      refund_id TEXT UNIQUE,
      method TEXT NOT NULL CHECK (method IN ('cash', 'card', 'transfer', 'stripe')),
      reason TEXT NOT NULL,${documentChecks}
    )`,
    "CREATE INDEX IF NOT EXISTS credit_notes_issued_on ON credit_notes (issued_on)",
    "CREATE INDEX IF NOT EXISTS credit_notes_invoice ON credit_notes (invoice_id)",
    "CREATE INDEX IF NOT EXISTS credit_notes_buyer ON credit_notes (buyer_user_id)",
    `CREATE TABLE IF NOT EXISTS cash_ups (
      business_date TEXT PRIMARY KEY,
      opened_at TEXT NOT NULL,
      closed_at TEXT,
      closed_by_user_id TEXT REFERENCES "user" (id) ON DELETE SET NULL,
      closed_by_name TEXT,
      currency TEXT,
      float_amount INTEGER CHECK (float_amount >= 0),
      counted_cash INTEGER CHECK (counted_cash >= 0),
      expected_cash INTEGER,
      variance INTEGER,
      takings TEXT,
      note TEXT,
      CHECK (closed_at IS NULL OR (closed_by_name IS NOT NULL AND counted_cash IS NOT NULL
        AND float_amount IS NOT NULL AND expected_cash IS NOT NULL AND variance IS NOT NULL AND takings IS NOT NULL))
    )`,
    "CREATE INDEX IF NOT EXISTS cash_ups_closer ON cash_ups (closed_by_user_id)",
  ],
};
