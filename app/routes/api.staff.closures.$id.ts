import { deleteClosure } from "#app/features/timetable/timetable-api.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.staff.closures.$id";

/** One closure: DELETE takes it back, its sessions on the timetable again (docs/api.md). */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method === "DELETE") return deleteClosure(request, params.id, await getServices());
  return methodNotAllowed("DELETE");
}

export function loader() {
  return methodNotAllowed("DELETE");
}
