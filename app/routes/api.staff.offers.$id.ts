import { deleteOffer, getStaffOffer, patchOffer } from "#app/features/offers/offer-api.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.staff.offers.$id";

/** One offer: GET reads it, PATCH changes it from the version read, DELETE retires it (docs/api.md). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return getStaffOffer(request, params.id, await getServices());
}

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method === "PATCH") return patchOffer(request, params.id, await getServices());
  if (request.method === "DELETE") return deleteOffer(request, params.id, await getServices());
  return methodNotAllowed("GET, PATCH, DELETE");
}
