import { listPictures, postPicture } from "#app/features/media/media-api.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.staff.media";

/** Every picture (GET), and a new one (POST, multipart): staff only (docs/api.md). */
export async function loader({ request }: Route.LoaderArgs) {
  return listPictures(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  return postPicture(request, await getServices());
}
