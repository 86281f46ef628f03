import { listStaffProducts, postProduct } from "#app/features/products/product-api.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.staff.products";

/** Every product (GET, staff), and a new one (POST, the owner): docs/api.md. */
export async function loader({ request }: Route.LoaderArgs) {
  return listStaffProducts(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  return postProduct(request, await getServices());
}
