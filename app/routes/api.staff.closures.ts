import { createClosure, listClosures } from "#app/features/timetable/timetable-api.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.staff.closures";

/** Days the gym is closed: those to come (GET), and a new one (POST): staff only (docs/api.md). */
export async function loader({ request }: Route.LoaderArgs) {
  return listClosures(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  return createClosure(request, await getServices());
}
