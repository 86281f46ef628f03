import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/journal-csv";
import { journalCsvResponse } from "./journal-csv.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  return journalCsvResponse(request, await getServices());
}
