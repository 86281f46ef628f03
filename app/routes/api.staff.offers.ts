import { listStaffOffers, postOffer } from "#app/features/offers/offer-api.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.staff.offers";

/** Every offer (GET, staff), and a new one (POST, the owner): docs/api.md. */
export async function loader({ request }: Route.LoaderArgs) {
  return listStaffOffers(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  return postOffer(request, await getServices());
}
