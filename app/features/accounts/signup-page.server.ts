import type { Services } from "#app/services.server.ts";
import { shownDemoAccounts } from "./demo-accounts.server.ts";

/**
 * What /signup says besides its form: it points to the test account only while /login shows
 * one (none configured, as on PostgreSQL without DEMO_*, or demo mode ended by the install's claim).
 */
export async function signupPageData({ database, env }: Pick<Services, "database" | "env">) {
  const shown = await shownDemoAccounts(database.db, env);
  return { testAccountShown: shown.member !== null };
}
