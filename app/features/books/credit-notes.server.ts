import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { type Database, forUpdate, type Tables } from "#app/platform/data/database.server.ts";
import type { CreditNotesTable } from "#app/platform/data/tables.ts";
import { businessDateFor } from "./business-days.server.ts";
import { type DocumentLine, gymTaxRule, sellerNow } from "./invoices.server.ts";
import { documentNumber, takeNextNumber } from "./numbering.server.ts";
import { splitGross, splitPart, type TaxSplit } from "./tax.ts";

/**
 * A refund's credit note, issued in the refund's own transaction: it credits `amount` of the
 * sale's invoice (all of it, or part), split at the invoice's own tax rate, dated with the
 * refund's business date (a closed day's refund falls on the next open one) and numbered in
 * the credit notes' own gap-free series (CN-2026-000001). The refunds work calls
 * `issueCreditNote`; the cash-up counts the refund through it (issued_on, method, gross).
 */

export class NothingLeftToCredit extends Error {
  override name = "NothingLeftToCredit";
}

export class NoSuchSale extends Error {
  override name = "NoSuchSale";
}

export interface IssuedCreditNote {
  id: string;
  number: string;
  issuedOn: string;
  invoiceNumber: string | null;
  net: number;
  tax: number;
  gross: number;
  currency: string;
}

export interface CreditNoteInput {
  saleId: string;
  /** How much of the sale goes back, tax included, in minor units of the sale's currency. */
  amount: number;
  /** Why, as the credit note prints it ("Refund", "Refund: class cancelled"). */
  reason: string;
  /** How the money goes back; the sale's own method by default. */
  method?: CreditNotesTable["method"];
  /** The refund row it documents, once refunds have rows of their own. */
  refundId?: string | null;
  at: Date;
}

const zero: TaxSplit = { net: 0, tax: 0, gross: 0 };

/**
 * Issues the credit note for a refund of `saleId` inside `trx`. The sale's row is locked
 * first, so two refunds of one sale at once never credit more than it: the second waits and
 * sees the first. Refuses an amount of nothing or more than is left to credit
 * (NothingLeftToCredit: a RangeError's message says what is left). A sale made before
 * invoices existed is credited without tax (none was recorded for it).
 */
export async function issueCreditNote(
  database: Pick<Database, "kind">,
  trx: Kysely<Tables>,
  input: CreditNoteInput,
): Promise<IssuedCreditNote> {
  const sale = await forUpdate(
    database,
    trx
      .selectFrom("sales")
      .select(["id", "user_id", "product_id", "method", "amount", "currency"])
      .where("id", "=", input.saleId),
  ).executeTakeFirst();
  if (!sale) throw new NoSuchSale(`There is no sale ${input.saleId}.`);
  const invoice = await trx
    .selectFrom("invoices")
    .select([
      "id",
      "number",
      "net",
      "tax",
      "gross",
      "tax_name",
      "tax_rate_ppm",
      "prices_include_tax",
      "lines",
      "currency",
    ])
    .where("sale_id", "=", input.saleId)
    .executeTakeFirst();
  const whole = invoice
    ? {
        net: Number(invoice.net),
        tax: Number(invoice.tax),
        gross: Number(invoice.gross),
        ratePpm: invoice.tax_rate_ppm,
      }
    : { ...splitGross(Number(sale.amount), null), ratePpm: null };
  const earlier = await trx
    .selectFrom("credit_notes")
    .select([
      (eb) => eb.fn.sum<number | string>("net").as("net"),
      (eb) => eb.fn.sum<number | string>("tax").as("tax"),
      (eb) => eb.fn.sum<number | string>("gross").as("gross"),
    ])
    .where("sale_id", "=", input.saleId)
    .executeTakeFirst();
  const already =
    earlier?.gross == null
      ? zero
      : { net: Number(earlier.net), tax: Number(earlier.tax), gross: Number(earlier.gross) };
  let part: TaxSplit;
  try {
    part = splitPart(whole, already, input.amount);
  } catch (error) {
    if (error instanceof RangeError) throw new NothingLeftToCredit(error.message);
    throw error;
  }
  const invoiceLines = invoice ? (JSON.parse(invoice.lines) as DocumentLine[]) : [];
  const credited = already.gross === 0 && part.gross === whole.gross && invoiceLines.length > 0;
  const lines: DocumentLine[] = credited
    ? invoiceLines
    : [
        {
          description: `Refund of ${invoice ? invoice.number : "payment"}: ${invoiceLines.map((line) => line.description).join(", ") || sale.product_id}`,
          ...part,
        },
      ];
  const issuedOn = await businessDateFor(trx, input.at);
  const buyer = await trx
    .selectFrom("user")
    .select(["name", "email"])
    .where("id", "=", sale.user_id)
    .executeTakeFirst();
  const rule = gymTaxRule();
  const seller = sellerNow(rule);
  const year = Number(issuedOn.slice(0, 4));
  const sequence = await takeNextNumber(trx, "credit_note", year);
  const note: IssuedCreditNote = {
    id: randomUUID(),
    number: documentNumber("credit_note", year, sequence),
    issuedOn,
    invoiceNumber: invoice?.number ?? null,
    ...part,
    currency: sale.currency,
  };
  await trx
    .insertInto("credit_notes")
    .values({
      id: note.id,
      number: note.number,
      year,
      sequence,
      sale_id: sale.id,
      invoice_id: invoice?.id ?? null,
      refund_id: input.refundId ?? null,
      method: input.method ?? sale.method,
      reason: input.reason,
      issued_on: issuedOn,
      issued_at: input.at.toISOString(),
      buyer_user_id: buyer ? sale.user_id : null,
      buyer_name: buyer?.name ?? "",
      buyer_email: buyer?.email ?? "",
      seller_name: seller.name,
      seller_address: seller.address,
      seller_tax_number: seller.taxNumber,
      currency: sale.currency,
      net: part.net,
      tax: part.tax,
      gross: part.gross,
      tax_name: invoice?.tax_name ?? null,
      tax_rate_ppm: invoice?.tax_rate_ppm ?? null,
      prices_include_tax: invoice ? invoice.prices_include_tax : 1,
      lines: JSON.stringify(lines),
    })
    .execute();
  return note;
}
