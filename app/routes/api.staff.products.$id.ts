import { deleteProduct, getStaffProduct, patchProduct } from "#app/features/products/product-api.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.staff.products.$id";

/** One product: GET reads it, PATCH changes it from the version read, DELETE retires it (docs/api.md). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return getStaffProduct(request, params.id, await getServices());
}

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method === "PATCH") return patchProduct(request, params.id, await getServices());
  if (request.method === "DELETE") return deleteProduct(request, params.id, await getServices());
  return methodNotAllowed("GET, PATCH, DELETE");
}
