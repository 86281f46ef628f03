import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/invoice";
import { loadMemberDocument } from "./documents.server.ts";

/** /account/invoices/:number (and …/:number.pdf): a payment's invoice, a printable document of its own. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return loadMemberDocument(request, "invoice", params.number, await getServices());
}
