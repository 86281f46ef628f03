import { createSaleRefund, previewSaleRefund } from "#app/features/refunds/refunds-api.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.staff.sales.$id.refunds";

/** A payment's refunds (docs/api.md): GET what a refund would touch, POST a refund. Owners only. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return previewSaleRefund(request, params.id, await getServices());
}

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  return createSaleRefund(request, params.id, await getServices());
}
