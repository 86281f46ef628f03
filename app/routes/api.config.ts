import { shownDemoAccounts } from "#app/features/accounts/demo-accounts.server.ts";
import { publicEnv } from "#app/platform/config/env.server.ts";
import { getServices } from "#app/services.server.ts";

/**
 * The runtime settings the browser may know: the session sync's endpoint and maximum
 * token age, and the demo account the /login hint shows. Runtime configuration, so the
 * pages shared by every visitor (decision 0071) fetch it instead of baking it in.
 */
export async function loader() {
  const { database, env } = await getServices();
  const { member } = await shownDemoAccounts(database.db, env);
  return Response.json({ ...publicEnv(env), demoAccount: member }, { headers: { "Cache-Control": "no-cache" } });
}
