import { subscribe, unsubscribe } from "#app/features/attendance/push-api.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.me.push-subscriptions";

/** The signed-in member's browsers that take notifications (docs/api.md). */
export async function action({ request }: Route.ActionArgs) {
  if (request.method === "POST") return subscribe(request, await getServices());
  if (request.method === "DELETE") return unsubscribe(request, await getServices());
  return methodNotAllowed("POST, DELETE");
}

export function loader() {
  return methodNotAllowed("POST, DELETE");
}
