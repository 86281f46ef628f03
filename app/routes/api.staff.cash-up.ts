import { getCashUp, postCashUp } from "#app/features/books/cash-up-api.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.staff.cash-up";

/** A business day's cash-up (GET) and its closing (POST): staff only (docs/api.md). */
export async function loader({ request }: Route.LoaderArgs) {
  return getCashUp(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  return postCashUp(request, await getServices());
}
