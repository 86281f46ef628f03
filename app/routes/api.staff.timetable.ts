import { createSlot, listSlots } from "#app/features/timetable/timetable-api.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.staff.timetable";

/** The weekly slots in force today (GET), and a new one (POST): staff only (docs/api.md). */
export async function loader({ request }: Route.LoaderArgs) {
  return listSlots(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  return createSlot(request, await getServices());
}
