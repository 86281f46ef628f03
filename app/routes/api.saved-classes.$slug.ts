import { changeSavedClass } from "#app/features/booking/saved-classes-api.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.saved-classes.$slug";

/** One class type: PUT saves it to the member's classes, DELETE removes it (docs/api.md). */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "PUT" && request.method !== "DELETE") return methodNotAllowed("PUT, DELETE");
  return changeSavedClass(request, params.slug, request.method === "PUT", await getServices());
}

export function loader() {
  return methodNotAllowed("PUT, DELETE");
}
