import { createBooking, listBookings } from "#app/features/booking/api.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.bookings";

/** The signed-in member's bookings (docs/api.md). */
export async function loader({ request }: Route.LoaderArgs) {
  return listBookings(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  return createBooking(request, await getServices());
}
