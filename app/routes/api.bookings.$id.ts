import { deleteBooking } from "#app/features/booking/api.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.bookings.$id";

/** One booking: DELETE cancels it, or leaves its waitlist (docs/api.md). */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed("DELETE");
  return deleteBooking(request, params.id, await getServices());
}

export function loader() {
  return methodNotAllowed("DELETE");
}
