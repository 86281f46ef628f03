import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { books } from "#app/content/books.ts";
import { site } from "#app/content/site.ts";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import { siteDetails } from "#app/features/site/site-details.server.ts";
import type { Tables } from "#app/platform/data/database.server.ts";
import { businessDateFor } from "./business-days.server.ts";
import { documentNumber, takeNextNumber } from "./numbering.server.ts";
import { splitGross, splitPrice, sumSplits, type TaxRule, type TaxSplit, taxRuleOf } from "./tax.ts";

/**
 * Every sale's invoice, issued in the sale's own transaction (app/features/memberships/
 * sales.server.ts calls it for every sale it records: at the desk, over the API, at a walk-in
 * registration, online): the business date, the lines with their tax, the seller and the
 * buyer as they are now, and the next number, taken last.
 */

export interface DocumentLine extends TaxSplit {
  description: string;
}

/** What a sale's JSON and its receipt say of its invoice. */
export interface IssuedInvoice {
  id: string;
  number: string;
  issuedOn: string;
  net: number;
  tax: number;
  gross: number;
  currency: string;
}

export interface InvoicedSale {
  saleId: string;
  userId: string;
  productId: string;
  /** What the member paid, tax included (minor units of `currency`). */
  amount: number;
  currency: string;
  /** The joining fee charged with it (a membership's first month), at the product's price. */
  joiningFee?: number;
  /** The offer it was sold with: its code and what it took off `amount`'s list price (tax included). */
  offer?: { code: string; label?: string; discount: number };
  at: Date;
}

/** The gym's tax now (content), as the books apply it. */
export function gymTaxRule(): TaxRule | null {
  return taxRuleOf(books.tax);
}

function itemName(productId: string): string {
  const product = currentProducts().find(productId);
  if (!product) return productId;
  return product.kind === "membership" ? `${product.name} membership, one month` : product.name;
}

/** An offer's line: what it took off, as a negative amount that includes the tax. */
function offerLine(offer: NonNullable<InvoicedSale["offer"]>, rule: TaxRule | null): DocumentLine {
  return {
    description: `Offer ${offer.code}${offer.label ? ` (${offer.label})` : ""}`,
    ...splitGross(-offer.discount, rule),
  };
}

/**
 * The lines of a sale: the product (and its joining fee) at the product's prices now, less
 * the offer's discount on a line of its own, when that is what was paid; otherwise (Stripe
 * took another amount: an old price kept by a subscription) one line of what was paid before
 * the offer, split as a price that includes the tax, and the offer's line.
 */
export function saleLines(
  sale: Pick<InvoicedSale, "productId" | "amount" | "joiningFee" | "offer">,
  rule: TaxRule | null,
) {
  const product = currentProducts().find(sale.productId);
  const name = itemName(sale.productId);
  const discount = sale.offer ? [offerLine(sale.offer, rule)] : [];
  if (product) {
    const lines: DocumentLine[] = [{ description: name, ...splitPrice(product.price, rule) }];
    if (sale.joiningFee)
      lines.push({ description: `${product.name}: joining fee`, ...splitPrice(sale.joiningFee, rule) });
    lines.push(...discount);
    if (sumSplits(lines).gross === sale.amount) return lines;
  }
  return [{ description: name, ...splitGross(sale.amount + (sale.offer?.discount ?? 0), rule) }, ...discount];
}

/** The seller as invoices print it, now. */
export function sellerNow(rule: TaxRule | null) {
  return { name: site.brand, address: siteDetails().contact.address, taxNumber: rule?.taxNumber || null };
}

export async function issueInvoice(
  trx: Kysely<Tables>,
  sale: InvoicedSale,
  rule: TaxRule | null = gymTaxRule(),
): Promise<IssuedInvoice> {
  const issuedOn = await businessDateFor(trx, sale.at);
  const buyer = await trx.selectFrom("user").select(["name", "email"]).where("id", "=", sale.userId).executeTakeFirst();
  const lines = saleLines(sale, rule);
  const totals = sumSplits(lines);
  const seller = sellerNow(rule);
  const year = Number(issuedOn.slice(0, 4));
  const sequence = await takeNextNumber(trx, "invoice", year);
  const invoice: IssuedInvoice = {
    id: randomUUID(),
    number: documentNumber("invoice", year, sequence),
    issuedOn,
    ...totals,
    currency: sale.currency,
  };
  await trx
    .insertInto("invoices")
    .values({
      id: invoice.id,
      number: invoice.number,
      year,
      sequence,
      sale_id: sale.saleId,
      issued_on: issuedOn,
      issued_at: sale.at.toISOString(),
      buyer_user_id: buyer ? sale.userId : null,
      buyer_name: buyer?.name ?? "",
      buyer_email: buyer?.email ?? "",
      seller_name: seller.name,
      seller_address: seller.address,
      seller_tax_number: seller.taxNumber,
      currency: sale.currency,
      net: totals.net,
      tax: totals.tax,
      gross: totals.gross,
      tax_name: rule ? rule.name : null,
      tax_rate_ppm: rule ? rule.ratePpm : null,
      prices_include_tax: rule && !rule.pricesIncludeTax ? 0 : 1,
      lines: JSON.stringify(lines),
    })
    .execute();
  return invoice;
}
