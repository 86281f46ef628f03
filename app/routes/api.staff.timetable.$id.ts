import { deleteSlot, patchSlot } from "#app/features/timetable/timetable-api.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.staff.timetable.$id";

/** One weekly slot: PATCH changes it, DELETE removes it, each from a date on (docs/api.md). */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method === "PATCH") return patchSlot(request, params.id, await getServices());
  if (request.method === "DELETE") return deleteSlot(request, params.id, await getServices());
  return methodNotAllowed("PATCH, DELETE");
}

export function loader() {
  return methodNotAllowed("PATCH, DELETE");
}
