import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/invoice";
import { loadDeskDocument } from "./documents.server.ts";

/** /staff/invoices/:number (and …/:number.pdf): any invoice, for the desk to print or send. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return loadDeskDocument(request, "invoice", params.number, await getServices());
}
