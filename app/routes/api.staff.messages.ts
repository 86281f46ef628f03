import { getMessages, postMessage } from "#app/features/messages/messages-api.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.staff.messages";

/** Messages to members: the history (GET) and a new one (POST): staff only, owners send (docs/api.md). */
export async function loader({ request }: Route.LoaderArgs) {
  return getMessages(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  return postMessage(request, await getServices());
}
