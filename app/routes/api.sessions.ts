import { listSessions } from "#app/features/booking/api.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.sessions";

/** The dated sessions with their places (docs/api.md). */
export async function loader({ request }: Route.LoaderArgs) {
  return listSessions(request, await getServices());
}

export function action() {
  return methodNotAllowed("GET");
}
