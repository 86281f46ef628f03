import { postMoveSubscriptions } from "#app/features/products/subscription-moves.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.staff.products.$id.move-subscriptions";

/** POST: the owner moves the members Stripe bills for a membership to its current price (docs/api.md, decision 0213). */
export async function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return postMoveSubscriptions(request, params.id, await getServices());
}
