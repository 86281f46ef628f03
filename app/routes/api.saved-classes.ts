import { listSavedClasses } from "#app/features/booking/saved-classes-api.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.saved-classes";

/** The signed-in member's saved class types (docs/api.md). */
export async function loader({ request }: Route.LoaderArgs) {
  return listSavedClasses(request, await getServices());
}

export function action() {
  return methodNotAllowed("GET");
}
