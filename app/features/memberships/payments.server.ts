import { formatMoney } from "#app/content/products.ts";
import { documentsOfSales } from "#app/features/books/documents.server.ts";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { type PaymentMethod, paymentMethodLabels } from "./sales.server.ts";
import { longDateLabel } from "./wording.ts";

/** A member's payments as their history and receipts show them (newest first). */
export interface Payment {
  id: string;
  productId: string;
  /** The product's name, or its id once the gym no longer sells it. */
  item: string;
  method: PaymentMethod;
  amount: number;
  currency: string;
  /** "$120", in the currency it was paid in. */
  amountLabel: string;
  methodLabel: string;
  createdAt: string;
  /** "25 November 2026", where the gym is. */
  dateLabel: string;
  refundedAt: string | null;
  /** Its invoice's number; null for a payment made before invoices were issued. */
  invoiceNumber: string | null;
  /** The credit notes of its refunds, oldest first. */
  creditNoteNumbers: string[];
}

function paymentOf(row: {
  id: string;
  product_id: string;
  method: PaymentMethod;
  amount: number | string;
  currency: string;
  created_at: string;
  refunded_at: string | null;
}): Payment {
  const amount = Number(row.amount);
  return {
    id: row.id,
    productId: row.product_id,
    item: currentProducts().find(row.product_id)?.name ?? row.product_id,
    method: row.method,
    amount,
    currency: row.currency,
    amountLabel: formatMoney(amount, row.currency),
    methodLabel: paymentMethodLabels[row.method],
    createdAt: row.created_at,
    dateLabel: longDateLabel(row.created_at),
    refundedAt: row.refunded_at,
    invoiceNumber: null,
    creditNoteNumbers: [],
  };
}

/** The payments with the numbers of their invoices and credit notes. */
async function withDocuments(database: Database, payments: Payment[]): Promise<Payment[]> {
  const documents = await documentsOfSales(
    database.db,
    payments.map((payment) => payment.id),
  );
  return payments.map((payment) => {
    const found = documents.get(payment.id);
    return found ? { ...payment, invoiceNumber: found.invoice, creditNoteNumbers: found.creditNotes } : payment;
  });
}

const columns = ["id", "product_id", "method", "amount", "currency", "created_at", "refunded_at"] as const;

/** The member's payments, newest first. */
export async function paymentsOf(database: Database, userId: string, limit = 50): Promise<Payment[]> {
  const rows = await database.db
    .selectFrom("sales")
    .select(columns)
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  return withDocuments(database, rows.map(paymentOf));
}

/** One payment of the member's, for its receipt; undefined for anyone else's (its existence is not revealed). */
export async function paymentOfMember(
  database: Database,
  userId: string,
  saleId: string,
): Promise<Payment | undefined> {
  const row = await database.db
    .selectFrom("sales")
    .select(columns)
    .where("id", "=", saleId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const [payment] = await withDocuments(database, [paymentOf(row)]);
  return payment;
}
