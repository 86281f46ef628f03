import type { Route } from "./+types/api.auth.$";
import { handleAuthRequest } from "./api.auth.server";

/** better-auth's endpoints, /api/auth/*, served by the same server and database as the site. */
export function loader({ request }: Route.LoaderArgs) {
  return handleAuthRequest(request);
}

export function action({ request }: Route.ActionArgs) {
  return handleAuthRequest(request);
}
