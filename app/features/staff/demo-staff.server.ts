import type { Auth } from "#app/features/accounts/auth.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { DEMO_SETUP } from "./audit.server.ts";
import { type DemoAccounts, setRole } from "./roles.server.ts";

/**
 * The demo staff account (DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD), shown on /login in the
 * embedded setup so the front desk can be tried: created when missing, and given the
 * staff role at every start (the configuration says it is staff; to be rid of it, unset
 * the variables). It is never made an owner (roles.server.ts refuses).
 */
export async function seedDemoStaffAccount(
  auth: Auth,
  database: Database,
  { email, password, demoAccounts }: { email: string; password: string; demoAccounts: DemoAccounts },
): Promise<void> {
  const ctx = await auth.$context;
  const address = email.toLowerCase();
  if (!(await ctx.internalAdapter.findUserByEmail(address))) {
    try {
      await auth.api.signUpEmail({ body: { email: address, password, name: "Demo staff" } });
      console.log(`Demo staff account ready: ${address}`);
    } catch (error) {
      // Another server seeding the same database at the same moment wins; that is fine.
      if (!(await ctx.internalAdapter.findUserByEmail(address))) throw error;
    }
  }
  await setRole(database, { email: address, role: "staff", actor: DEMO_SETUP, demoAccounts, from: "demo setup" });
}
