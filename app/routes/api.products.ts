import { listProducts } from "#app/features/memberships/api.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";

/** What the gym sells, public (docs/api.md). */
export function loader() {
  return listProducts();
}

export function action() {
  return methodNotAllowed("GET");
}
