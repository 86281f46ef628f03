import { postInvitations } from "#app/features/imports/imports-api.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.staff.imports.$id.invitations";

/** An import's new accounts sent their invitations to choose a password (POST): owners only (docs/api.md). */
export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return postInvitations(request, await getServices(), params.id);
}
