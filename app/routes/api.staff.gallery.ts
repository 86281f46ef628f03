import { getGallery, putGallery } from "#app/features/media/media-api.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.staff.gallery";

/** The gallery in order: GET reads it, PUT replaces it from the version read (docs/api.md). */
export async function loader({ request }: Route.LoaderArgs) {
  return getGallery(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method === "PUT") return putGallery(request, await getServices());
  return methodNotAllowed("GET, PUT");
}
