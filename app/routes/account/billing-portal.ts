import { requireMemberOnPage } from "#app/features/accounts/member.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/billing-portal";
import { toBillingPortal } from "./billing.server.ts";

/** /account/billing: the link in the payment-failed e-mail, to a fresh session of Stripe's billing portal. */
export async function loader({ request }: Route.LoaderArgs) {
  const services = await getServices();
  return toBillingPortal(services, await requireMemberOnPage(request, services));
}
