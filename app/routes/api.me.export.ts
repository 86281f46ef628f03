import { myExport } from "#app/features/data-export/member-export.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.me.export";

/** Everything the gym holds about the signed-in member, as JSON to keep (docs/api.md). */
export async function loader({ request }: Route.LoaderArgs) {
  return myExport(request, await getServices());
}

export function action() {
  return methodNotAllowed("GET");
}
