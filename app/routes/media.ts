import { servePicture } from "#app/features/media/media-serve.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/media";

/** An uploaded picture's size, immutable for a year (decision 0201). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return servePicture(request, params.id, params.file, await getServices());
}
