import type { Kysely } from "kysely";
import { books, type LedgerAccount } from "#app/content/books.ts";
import { currency as gymCurrency } from "#app/content/products.ts";
import type { PaymentMethod } from "#app/features/memberships/payment-methods.ts";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import type { Tables } from "#app/platform/data/database.server.ts";
import { gymDateOf } from "./business-days.server.ts";
import { dayBounds } from "./takings.server.ts";
import { rateLabel } from "./tax.ts";

/**
 * The accountant's journal: one balanced journal per business day, in the daily-sales shape
 * bookkeepers post (docs/decisions/0162-a-daily-journal-for-xero-and-quickbooks.md). Sales:
 * each way of paying debited with what it took, each kind of product credited with its net,
 * the tax account with the tax. Refunds, through their credit notes: the refunds account
 * debited with the net, the tax account with the tax, the way of paying credited. Figures
 * are the invoices' and credit notes' own (net, tax and gross as issued); money from before
 * invoices counts on the day it happened, without tax. Only the gym's currency.
 */

export interface JournalLine {
  /** The business day, YYYY-MM-DD. */
  date: string;
  /** The journal it belongs to: every line of a day shares it. */
  narration: string;
  account: LedgerAccount;
  description: string;
  /** Minor units; one of debit and credit is 0. */
  debit: number;
  credit: number;
  /** The tax of a revenue or refund line (minor units), and the rate it was charged at. */
  tax: number;
  taxRate: string;
}

type Kind = "memberships" | "classPasses";

interface Movement {
  date: string;
  method: PaymentMethod;
  kind: Kind;
  net: number;
  tax: number;
  gross: number;
  rate: string;
}

const kindOf = (productId: string): Kind =>
  currentProducts().find(productId)?.kind === "membership" ? "memberships" : "classPasses";

const kindNames: Record<Kind, string> = { memberships: "Membership sales", classPasses: "Class pass sales" };
const methodNames: Record<PaymentMethod, string> = {
  cash: "Cash",
  card: "Card terminal",
  transfer: "Bank transfer",
  stripe: "Online (Stripe)",
};

const rateOf = (name: string | null, ppm: number | null) =>
  name && ppm !== null ? `${name} ${rateLabel(Number(ppm))}` : "";

async function salesOf(db: Kysely<Tables>, from: string, to: string): Promise<Movement[]> {
  const bounds = { from: dayBounds(from).from, to: dayBounds(to).to };
  const [invoiced, older] = await Promise.all([
    db
      .selectFrom("invoices")
      .innerJoin("sales", "sales.id", "invoices.sale_id")
      .select([
        "invoices.issued_on",
        "sales.method",
        "sales.product_id",
        "invoices.net",
        "invoices.tax",
        "invoices.gross",
        "invoices.tax_name",
        "invoices.tax_rate_ppm",
      ])
      .where("invoices.issued_on", ">=", from)
      .where("invoices.issued_on", "<=", to)
      .where("invoices.currency", "=", gymCurrency)
      .execute(),
    db
      .selectFrom("sales")
      .leftJoin("invoices", "invoices.sale_id", "sales.id")
      .select(["sales.created_at", "sales.method", "sales.product_id", "sales.amount"])
      .where("invoices.id", "is", null)
      .where("sales.created_at", ">=", bounds.from)
      .where("sales.created_at", "<", bounds.to)
      .where("sales.currency", "=", gymCurrency)
      .execute(),
  ]);
  return [
    ...invoiced.map((row) => ({
      date: row.issued_on,
      method: row.method,
      kind: kindOf(row.product_id),
      net: Number(row.net),
      tax: Number(row.tax),
      gross: Number(row.gross),
      rate: rateOf(row.tax_name, row.tax_rate_ppm),
    })),
    ...older.map((row) => ({
      date: gymDateOf(new Date(row.created_at)),
      method: row.method,
      kind: kindOf(row.product_id),
      net: Number(row.amount),
      tax: 0,
      gross: Number(row.amount),
      rate: "",
    })),
  ];
}

async function refundsOf(db: Kysely<Tables>, from: string, to: string): Promise<Movement[]> {
  const bounds = { from: dayBounds(from).from, to: dayBounds(to).to };
  const [credited, older] = await Promise.all([
    db
      .selectFrom("credit_notes")
      .innerJoin("sales", "sales.id", "credit_notes.sale_id")
      .select([
        "credit_notes.issued_on",
        "credit_notes.method",
        "sales.product_id",
        "credit_notes.net",
        "credit_notes.tax",
        "credit_notes.gross",
        "credit_notes.tax_name",
        "credit_notes.tax_rate_ppm",
      ])
      .where("credit_notes.issued_on", ">=", from)
      .where("credit_notes.issued_on", "<=", to)
      .where("credit_notes.currency", "=", gymCurrency)
      .execute(),
    db
      .selectFrom("sales")
      .select(["sales.refunded_at", "sales.method", "sales.product_id", "sales.amount"])
      .where("sales.refunded_at", ">=", bounds.from)
      .where("sales.refunded_at", "<", bounds.to)
      .where("sales.currency", "=", gymCurrency)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("credit_notes").select("credit_notes.id").whereRef("credit_notes.sale_id", "=", "sales.id"),
          ),
        ),
      )
      .execute(),
  ]);
  return [
    ...credited.map((row) => ({
      date: row.issued_on,
      method: row.method,
      kind: kindOf(row.product_id),
      net: Number(row.net),
      tax: Number(row.tax),
      gross: Number(row.gross),
      rate: rateOf(row.tax_name, row.tax_rate_ppm),
    })),
    ...older.map((row) => ({
      date: gymDateOf(new Date(row.refunded_at ?? "")),
      method: row.method,
      kind: kindOf(row.product_id),
      net: Number(row.amount),
      tax: 0,
      gross: Number(row.amount),
      rate: "",
    })),
  ];
}

interface Sum {
  count: number;
  net: number;
  tax: number;
  gross: number;
  rates: Set<string>;
}

function sumBy<K extends string>(movements: Movement[], key: (movement: Movement) => K): Map<K, Sum> {
  const sums = new Map<K, Sum>();
  for (const movement of movements) {
    const k = key(movement);
    const sum = sums.get(k) ?? { count: 0, net: 0, tax: 0, gross: 0, rates: new Set<string>() };
    sum.count += 1;
    sum.net += movement.net;
    sum.tax += movement.tax;
    sum.gross += movement.gross;
    if (movement.rate) sum.rates.add(movement.rate);
    sums.set(k, sum);
  }
  return sums;
}

const methodOrder: PaymentMethod[] = ["cash", "card", "transfer", "stripe"];
const kindOrder: Kind[] = ["memberships", "classPasses"];
const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

/** The journal lines of the business days from `from` to `to` (both included), day by day. */
export async function journalOf(
  db: Kysely<Tables>,
  { from, to }: { from: string; to: string },
): Promise<JournalLine[]> {
  const [sales, refunds] = await Promise.all([salesOf(db, from, to), refundsOf(db, from, to)]);
  const days = [...new Set([...sales, ...refunds].map((movement) => movement.date))].sort();
  const lines: JournalLine[] = [];
  const { accounts } = books;
  for (const date of days) {
    const narration = books.journal.narration(date);
    const line = (
      account: LedgerAccount,
      description: string,
      debit: number,
      credit: number,
      tax = 0,
      taxRate = "",
    ) => {
      if (debit !== 0 || credit !== 0)
        lines.push({ date, narration, account, description, debit, credit, tax, taxRate });
    };
    const daySales = sales.filter((movement) => movement.date === date);
    const dayRefunds = refunds.filter((movement) => movement.date === date);
    const salesByMethod = sumBy(daySales, (movement) => movement.method);
    const salesByKind = sumBy(daySales, (movement) => movement.kind);
    const refundsByMethod = sumBy(dayRefunds, (movement) => movement.method);
    const refundsByKind = sumBy(dayRefunds, (movement) => movement.kind);
    for (const method of methodOrder) {
      const sum = salesByMethod.get(method);
      if (sum) line(accounts[method], `${methodNames[method]} takings (${plural(sum.count, "sale")})`, sum.gross, 0);
    }
    for (const kind of kindOrder) {
      const sum = salesByKind.get(kind);
      if (sum)
        line(
          accounts[kind],
          `${kindNames[kind]} (${plural(sum.count, "sale")})`,
          0,
          sum.net,
          sum.tax,
          [...sum.rates].join("; "),
        );
    }
    const salesTax = daySales.reduce((total, movement) => total + movement.tax, 0);
    line(accounts.tax, "Tax on the day's sales", 0, salesTax);
    for (const kind of kindOrder) {
      const sum = refundsByKind.get(kind);
      if (sum)
        line(
          accounts.refunds,
          `Refunds of ${kindNames[kind].toLowerCase()} (${plural(sum.count, "credit note")})`,
          sum.net,
          0,
          sum.tax,
          [...sum.rates].join("; "),
        );
    }
    const refundsTax = dayRefunds.reduce((total, movement) => total + movement.tax, 0);
    line(accounts.tax, "Tax on the day's refunds", refundsTax, 0);
    for (const method of methodOrder) {
      const sum = refundsByMethod.get(method);
      if (sum) line(accounts[method], `${methodNames[method]} refunds (${plural(sum.count, "refund")})`, 0, sum.gross);
    }
  }
  return lines;
}
