import { myEntitlements } from "#app/features/memberships/api.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.me.entitlements";

/** The signed-in member's membership and credits (docs/api.md). */
export async function loader({ request }: Route.LoaderArgs) {
  return myEntitlements(request, await getServices());
}

export function action() {
  return methodNotAllowed("GET");
}
