import { clearSession, syncSession } from "#app/features/accounts/session-cookie.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.session";

/** The session cookie sync (decision 0011): POST with a bearer ID token sets it, DELETE clears it. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method === "POST") return syncSession(request, await getServices());
  if (request.method === "DELETE") return clearSession(request, await getServices());
  return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST, DELETE" } });
}

export function loader() {
  return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST, DELETE" } });
}
