import type { SalesTable } from "#app/platform/data/tables.ts";

export type PaymentMethod = SalesTable["method"];

/** How receipts, invoices and the desk name each way of paying. */
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cash: "Cash at the desk",
  card: "Card at the desk",
  transfer: "Bank transfer",
  stripe: "Card online",
};
