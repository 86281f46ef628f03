import { createSale } from "#app/features/memberships/desk-api.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.staff.sales";

/** The front desk sells a product to a member (docs/api.md): staff only. */
export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return createSale(request, await getServices());
}
