import { documentResponse, requestedDocument } from "#app/features/books/document-page.server.tsx";
import { creditNoteByNumber, invoiceByNumber } from "#app/features/books/documents.server.ts";
import { requireStaffViewer } from "#app/features/staff/access.server.ts";
import { maskedForDemo } from "#app/features/staff/demo-view.server.ts";
import type { Services } from "#app/services.server.ts";

/**
 * Any invoice or credit note, for the desk (page or PDF): staff and owners; the public demo
 * staff account sees it with the buyer masked, as every desk page masks people.
 */
export async function loadDeskDocument(
  request: Request,
  kind: "invoice" | "credit-note",
  param: string | undefined,
  services: Services,
): Promise<Response> {
  const viewer = await requireStaffViewer(request, services);
  const { number, pdf } = requestedDocument(param);
  const find = kind === "invoice" ? invoiceByNumber : creditNoteByNumber;
  const doc = await find(services.database.db, number);
  const back = doc?.buyerId
    ? { href: `/staff/members/${doc.buyerId}`, label: "Back to the member" }
    : { href: "/staff/members", label: "Back to the members" };
  return documentResponse(doc && viewer.demo ? maskedForDemo(doc, viewer) : doc, { pdf, back });
}
