import type { Kysely, Selectable } from "kysely";
import { formatMoney } from "#app/content/products.ts";
import { paymentMethodLabels } from "#app/features/memberships/payment-methods.ts";
import type { Tables } from "#app/platform/data/database.server.ts";
import type { CreditNotesTable, InvoicesTable } from "#app/platform/data/tables.ts";
import { documentDateLabel } from "./dates.ts";
import type { DocumentLine } from "./invoices.server.ts";
import { rateLabel } from "./tax.ts";

/**
 * Invoices and credit notes as pages, PDFs and lists show them: read by number, worded
 * (amounts in the document's own currency, dates on the gym's calendar), never recomputed:
 * what was issued is what is shown.
 */

export interface MoneyLine {
  description: string;
  net: string;
  tax: string;
  gross: string;
}

export interface BooksDocument {
  kind: "invoice" | "credit-note";
  /** "Invoice", "Credit note": the document's title. */
  title: string;
  number: string;
  saleId: string;
  issuedOn: string;
  dateLabel: string;
  seller: { brand: string; address: string; taxNumber: string | null };
  buyer: { name: string; email: string };
  /** The buyer's account; null once it is deleted. */
  buyerId: string | null;
  paidBy: string;
  currency: string;
  lines: MoneyLine[];
  totals: { net: string; tax: string; gross: string };
  amounts: { net: number; tax: number; gross: number };
  /** The tax as charged, or null when none was. */
  taxCharged: { name: string; rate: string; pricesIncludeTax: boolean } | null;
  /** A credit note's invoice and why it was issued. */
  credits: { invoiceNumber: string | null; reason: string } | null;
}

type Row = Selectable<InvoicesTable> & { method: string };

function documentOf(kind: BooksDocument["kind"], row: Row, credits: BooksDocument["credits"]): BooksDocument {
  const money = (amount: number | string) => formatMoney(Number(amount), row.currency);
  const lines = (JSON.parse(row.lines) as DocumentLine[]).map((line) => ({
    description: line.description,
    net: money(line.net),
    tax: money(line.tax),
    gross: money(line.gross),
  }));
  return {
    kind,
    title: kind === "invoice" ? "Invoice" : "Credit note",
    number: row.number,
    saleId: row.sale_id,
    issuedOn: row.issued_on,
    dateLabel: documentDateLabel(row.issued_on),
    seller: { brand: row.seller_name, address: row.seller_address, taxNumber: row.seller_tax_number },
    buyer: { name: row.buyer_name, email: row.buyer_email },
    buyerId: row.buyer_user_id,
    paidBy: paymentMethodLabels[row.method as keyof typeof paymentMethodLabels] ?? row.method,
    currency: row.currency,
    lines,
    totals: { net: money(row.net), tax: money(row.tax), gross: money(row.gross) },
    amounts: { net: Number(row.net), tax: Number(row.tax), gross: Number(row.gross) },
    taxCharged:
      row.tax_name && row.tax_rate_ppm !== null
        ? {
            name: row.tax_name,
            rate: rateLabel(Number(row.tax_rate_ppm)),
            pricesIncludeTax: row.prices_include_tax === 1,
          }
        : null,
    credits,
  };
}

/** An invoice by its number, the member's own when `userId` is given (anyone else's is undefined). */
export async function invoiceByNumber(
  db: Kysely<Tables>,
  number: string,
  { userId }: { userId?: string } = {},
): Promise<BooksDocument | undefined> {
  let query = db
    .selectFrom("invoices")
    .innerJoin("sales", "sales.id", "invoices.sale_id")
    .selectAll("invoices")
    .select("sales.method")
    .where("invoices.number", "=", number);
  if (userId !== undefined) query = query.where("invoices.buyer_user_id", "=", userId);
  const row = await query.executeTakeFirst();
  return row ? documentOf("invoice", row, null) : undefined;
}

/** A credit note by its number, the member's own when `userId` is given. */
export async function creditNoteByNumber(
  db: Kysely<Tables>,
  number: string,
  { userId }: { userId?: string } = {},
): Promise<BooksDocument | undefined> {
  let query = db
    .selectFrom("credit_notes")
    .leftJoin("invoices", "invoices.id", "credit_notes.invoice_id")
    .selectAll("credit_notes")
    .select("invoices.number as invoice_number")
    .where("credit_notes.number", "=", number);
  if (userId !== undefined) query = query.where("credit_notes.buyer_user_id", "=", userId);
  const row = (await query.executeTakeFirst()) as
    | (Selectable<CreditNotesTable> & { invoice_number: string | null })
    | undefined;
  return row ? documentOf("credit-note", row, { invoiceNumber: row.invoice_number, reason: row.reason }) : undefined;
}

/** The invoice and credit-note numbers of each of these sales, for payment lists. */
export async function documentsOfSales(
  db: Kysely<Tables>,
  saleIds: string[],
): Promise<Map<string, { invoice: string | null; creditNotes: string[] }>> {
  const found = new Map<string, { invoice: string | null; creditNotes: string[] }>();
  if (saleIds.length === 0) return found;
  const entry = (saleId: string) => {
    let made = found.get(saleId);
    if (!made) {
      made = { invoice: null, creditNotes: [] };
      found.set(saleId, made);
    }
    return made;
  };
  const [invoices, notes] = await Promise.all([
    db.selectFrom("invoices").select(["sale_id", "number"]).where("sale_id", "in", saleIds).execute(),
    db
      .selectFrom("credit_notes")
      .select(["sale_id", "number"])
      .where("sale_id", "in", saleIds)
      .orderBy("year")
      .orderBy("sequence")
      .execute(),
  ]);
  for (const row of invoices) entry(row.sale_id).invoice = row.number;
  for (const row of notes) entry(row.sale_id).creditNotes.push(row.number);
  return found;
}

/** A refund as a sale's receipt shows it: its credit note's number, date and amount. */
export interface CreditedRefund {
  number: string;
  dateLabel: string;
  /** Tax included, in minor units of the sale's currency. */
  gross: number;
  grossLabel: string;
}

/** The credit notes issued against one sale, oldest first: what of it went back, and when. */
export async function creditNotesOfSale(db: Kysely<Tables>, saleId: string): Promise<CreditedRefund[]> {
  const rows = await db
    .selectFrom("credit_notes")
    .select(["number", "issued_on", "gross", "currency"])
    .where("sale_id", "=", saleId)
    .orderBy("year")
    .orderBy("sequence")
    .execute();
  return rows.map((row) => ({
    number: row.number,
    dateLabel: documentDateLabel(row.issued_on),
    gross: Number(row.gross),
    grossLabel: formatMoney(Number(row.gross), row.currency),
  }));
}
