import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/csv";
import { reportCsv } from "./csv.server.ts";

export async function loader({ request, params }: Route.LoaderArgs) {
  return reportCsv(request, params.report, await getServices());
}
