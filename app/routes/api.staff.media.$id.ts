import { deletePictureApi, getPicture, patchPicture } from "#app/features/media/media-api.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.staff.media.$id";

/** One picture: GET reads it, PATCH changes its description from the version read, DELETE deletes it (docs/api.md). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return getPicture(request, params.id, await getServices());
}

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method === "PATCH") return patchPicture(request, params.id, await getServices());
  if (request.method === "DELETE") return deletePictureApi(request, params.id, await getServices());
  return methodNotAllowed("GET, PATCH, DELETE");
}
