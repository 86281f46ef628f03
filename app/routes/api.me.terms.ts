import { postMyTerms } from "#app/features/attendance/terms-api.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.me.terms";

/** The signed-in member accepts the gym's current terms (docs/api.md). */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return postMyTerms(request, await getServices());
}

export function loader() {
  return methodNotAllowed("POST");
}
