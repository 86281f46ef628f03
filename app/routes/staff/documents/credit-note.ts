import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/credit-note";
import { loadDeskDocument } from "./documents.server.ts";

/** /staff/credit-notes/:number (and …/:number.pdf): any credit note, for the desk to print or send. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return loadDeskDocument(request, "credit-note", params.number, await getServices());
}
