import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { loadReceipt } from "./receipt.server.ts";

/** /account/receipts/:saleId: a payment's receipt, a printable document of its own. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return loadReceipt(request, params.saleId, await getServices());
}
