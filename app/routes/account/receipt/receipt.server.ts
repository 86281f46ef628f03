import { data } from "react-router";
import { requireMemberOnPage } from "#app/features/accounts/member.server.ts";
import { creditNotesOfSale } from "#app/features/books/documents.server.ts";
import { paymentOfMember } from "#app/features/memberships/payments.server.ts";
import { receiptDocument } from "#app/features/memberships/receipt-document.server.tsx";
import type { Services } from "#app/services.server.ts";

/** The signed-in member's own receipt; anyone else's is "not found", its existence not revealed. */
export async function loadReceipt(request: Request, saleId: string, services: Services): Promise<Response> {
  const member = await requireMemberOnPage(request, services);
  const payment = await paymentOfMember(services.database, member.id, saleId);
  if (!payment) throw data(null, { status: 404, statusText: "Not Found" });
  const refunds = await creditNotesOfSale(services.database.db, payment.id);
  return receiptDocument(payment, { name: member.name, email: member.email }, refunds);
}
