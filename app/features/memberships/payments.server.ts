import { formatMoney } from "#app/content/products.ts";
import { documentsOfSales } from "#app/features/books/documents.server.ts";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import { disputesOfSales } from "#app/features/refunds/dispute-rows.server.ts";
import { refundsOfSales } from "#app/features/refunds/refund-rows.server.ts";
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
  /** When it was refunded in full; its refunds, full or partial, are `refunds`. */
  refundedAt: string | null;
  /** Its refunds, oldest first: recorded, or on their way through Stripe (pending). */
  refunds: PaymentRefund[];
  /** What stays paid: the amount less what was refunded. */
  netPaid: number;
  netPaidLabel: string;
  /** A card dispute of it is open at the member's bank. */
  disputed: boolean;
  /** Its invoice's number; null for a payment made before invoices were issued. */
  invoiceNumber: string | null;
  /** The credit notes of its refunds, oldest first. */
  creditNoteNumbers: string[];
}

export interface PaymentRefund {
  id: string;
  /** "refund", or "dispute": a card dispute lost. */
  kind: "refund" | "dispute";
  pending: boolean;
  amount: number;
  amountLabel: string;
  reason: string;
  /** "27 November 2026", where the gym is. */
  dateLabel: string;
  creditNoteNumber: string | null;
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
    refunds: [],
    netPaid: amount,
    netPaidLabel: formatMoney(amount, row.currency),
    disputed: false,
    invoiceNumber: null,
    creditNoteNumbers: [],
  };
}

/** The payments with the numbers of their invoices and credit notes, their refunds and disputes. */
async function withDocuments(database: Database, payments: Payment[]): Promise<Payment[]> {
  const ids = payments.map((payment) => payment.id);
  const [documents, refunds, disputes] = await Promise.all([
    documentsOfSales(database.db, ids),
    refundsOfSales(database.db, ids),
    disputesOfSales(database.db, ids),
  ]);
  return payments.map((payment) => {
    const found = documents.get(payment.id);
    const lines = (refunds.get(payment.id) ?? []).map(
      (line): PaymentRefund => ({
        id: line.id,
        kind: line.kind,
        pending: line.status === "pending",
        amount: line.amount,
        amountLabel: formatMoney(line.amount, line.currency),
        reason: line.reason,
        dateLabel: longDateLabel(line.at),
        creditNoteNumber: line.creditNoteNumber,
      }),
    );
    const netPaid = payment.amount - lines.filter((line) => !line.pending).reduce((sum, line) => sum + line.amount, 0);
    return {
      ...payment,
      ...(found ? { invoiceNumber: found.invoice, creditNoteNumbers: found.creditNotes } : {}),
      refunds: lines,
      netPaid,
      netPaidLabel: formatMoney(netPaid, payment.currency),
      disputed: (disputes.get(payment.id) ?? []).some(
        (dispute) => !["won", "lost", "warning_closed"].includes(dispute.status),
      ),
    };
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
