import { publicEnv } from "#app/platform/config/env.server.ts";

/**
 * The runtime settings the browser may know: the session sync's endpoint and maximum
 * token age, and the demo account the /login hint shows. Runtime configuration, so the
 * prerendered pages fetch it instead of baking it in at build time.
 */
export function loader() {
  return Response.json(publicEnv(), { headers: { "Cache-Control": "no-cache" } });
}
