import { handleAuthRequest } from "#app/features/accounts/auth-handler.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.auth.$";

/** better-auth's endpoints, /api/auth/*, served by the same server and database as the site. */
export async function loader({ request }: Route.LoaderArgs) {
  return handleAuthRequest(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  return handleAuthRequest(request, await getServices());
}
