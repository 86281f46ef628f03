/** The gym's books (migration 0120): invoices, credit notes, their numbering, and each day's cash-up. */

/** The last number given in a series of a year: the one row every issue of that series updates (migration 0120). */
export interface DocumentSequencesTable {
  /** "invoice" or "credit_note": by kind, not by prefix, so a prefix changed mid-year keeps the sequence. */
  series: "invoice" | "credit_note";
  year: number;
  last_number: number;
}

/**
 * What an invoice or a credit note keeps as issued: the seller, the buyer, the tax and the
 * lines of that moment, so a later change of the gym's address, rate or a member's name
 * does not rewrite it. Amounts in integer minor units of `currency`.
 */
interface IssuedDocument {
  id: string;
  /** "INV-2026-000001". */
  number: string;
  year: number;
  sequence: number;
  sale_id: string;
  /** The business date it is dated (YYYY-MM-DD, the gym's zone): the cash-up day it falls on. */
  issued_on: string;
  issued_at: string;
  /** null once the member's account is deleted: the name and address below stay. */
  buyer_user_id: string | null;
  buyer_name: string;
  buyer_email: string;
  seller_name: string;
  seller_address: string;
  /** null when the gym charges no tax. */
  seller_tax_number: string | null;
  currency: string;
  net: number;
  tax: number;
  gross: number;
  /** null when no tax was charged. */
  tax_name: string | null;
  /** Parts per million (20% = 200000); null when no tax was charged. */
  tax_rate_ppm: number | null;
  /** 1: the prices included the tax. */
  prices_include_tax: number;
  /** JSON: the lines, each {description, net, tax, gross}. */
  lines: string;
}

export type InvoicesTable = IssuedDocument;

export interface CreditNotesTable extends IssuedDocument {
  /** The invoice it credits (part of, or whole); null for a sale made before invoices were issued. */
  invoice_id: string | null;
  /** The refund it documents, once refunds are rows of their own; null before. */
  refund_id: string | null;
  /** How the money went back: the cash-up counts it under this method. */
  method: "cash" | "card" | "transfer" | "stripe";
  reason: string;
}

/**
 * One business day's cash-up: made open by the day's first sale (or by its closing), closed
 * once with the counted cash, the float and who closed it. A closed day takes no more sales
 * or refunds: they fall on the next open day.
 */
export interface CashUpsTable {
  /** YYYY-MM-DD, the gym's zone. */
  business_date: string;
  opened_at: string;
  closed_at: string | null;
  /** null once that account is deleted; the name stays. */
  closed_by_user_id: string | null;
  closed_by_name: string | null;
  currency: string | null;
  /** What the drawer held when the day began. */
  float_amount: number | null;
  /** What the drawer held when it was counted at closing. */
  counted_cash: number | null;
  /** The float plus the day's cash takings less its cash refunds. */
  expected_cash: number | null;
  /** counted − expected: over (positive) or short (negative). */
  variance: number | null;
  /** JSON: the day's takings and refunds per method as they stood at closing (the Z report). */
  takings: string | null;
  note: string | null;
}

/** The books' tables, as the database has them (Tables extends this). */
export interface BooksTables {
  document_sequences: DocumentSequencesTable;
  invoices: InvoicesTable;
  credit_notes: CreditNotesTable;
  cash_ups: CashUpsTable;
}
