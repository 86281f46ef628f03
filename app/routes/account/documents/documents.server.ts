import { requireMemberOnPage } from "#app/features/accounts/member.server.ts";
import { documentResponse, requestedDocument } from "#app/features/books/document-page.server.tsx";
import { creditNoteByNumber, invoiceByNumber } from "#app/features/books/documents.server.ts";
import type { Services } from "#app/services.server.ts";

const back = { href: "/account#payments", label: "Back to your account" };

/** The signed-in member's own invoice or credit note (page or PDF); anyone else's is "not found", its existence not revealed. */
export async function loadMemberDocument(
  request: Request,
  kind: "invoice" | "credit-note",
  param: string | undefined,
  services: Services,
): Promise<Response> {
  const member = await requireMemberOnPage(request, services);
  const { number, pdf } = requestedDocument(param);
  const find = kind === "invoice" ? invoiceByNumber : creditNoteByNumber;
  return documentResponse(await find(services.database.db, number, { userId: member.id }), { pdf, back });
}
