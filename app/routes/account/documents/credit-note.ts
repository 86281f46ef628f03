import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/credit-note";
import { loadMemberDocument } from "./documents.server.ts";

/** /account/credit-notes/:number (and …/:number.pdf): a refund's credit note, a printable document of its own. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return loadMemberDocument(request, "credit-note", params.number, await getServices());
}
