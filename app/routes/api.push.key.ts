import { pushKey } from "#app/features/attendance/push-api.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";

/** The VAPID public key browsers subscribe to notifications with (docs/api.md). */
export async function loader() {
  return pushKey(await getServices());
}

export function action() {
  return methodNotAllowed("GET");
}
