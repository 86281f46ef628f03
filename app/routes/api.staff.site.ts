import { getSite, patchSite } from "#app/features/site/site-api.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.staff.site";

/** The site's details: GET reads them (staff), PATCH changes them from the version read (owners; docs/api.md). */
export async function loader({ request }: Route.LoaderArgs) {
  return getSite(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method === "PATCH") return patchSite(request, await getServices());
  return methodNotAllowed("GET, PATCH");
}
