import type { Auth } from "#app/features/accounts/auth.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { DEMO_SETUP } from "./audit.server.ts";
import { type DemoAccounts, setRole } from "./roles.server.ts";

/**
 * The demo staff account (DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD), shown on /login in the
 * embedded setup so the front desk can be tried. At every start: created when missing
 * (directly, as the configuration's account, not as a visitor's sign-up: no session, no
 * verification mail), its published password put back if it was changed, and given the
 * staff role (to be rid of it, unset the variables). It is never made an owner.
 */
export async function seedDemoStaffAccount(
  auth: Auth,
  database: Database,
  { email, password, demoAccounts }: { email: string; password: string; demoAccounts: DemoAccounts },
): Promise<void> {
  const ctx = await auth.$context;
  const address = email.toLowerCase();
  const existing = await ctx.internalAdapter.findUserByEmail(address, { includeAccounts: true });
  if (!existing) {
    const hash = await ctx.password.hash(password);
    try {
      const user = await ctx.internalAdapter.createUser(
        { email: address, name: "Demo staff", emailVerified: true },
        { method: "email-password" },
      );
      await ctx.internalAdapter.linkAccount({
        userId: user.id,
        providerId: "credential",
        accountId: user.id,
        password: hash,
      });
      console.log(`Demo staff account ready: ${address}`);
    } catch (error) {
      // Another server seeding the same database at the same moment wins; that is fine.
      if (!(await ctx.internalAdapter.findUserByEmail(address))) throw error;
    }
  } else {
    const credential = existing.accounts.find((account) => account.providerId === "credential");
    const current = credential?.password;
    if (!current || !(await ctx.password.verify({ hash: current, password }))) {
      const hash = await ctx.password.hash(password);
      if (credential) await ctx.internalAdapter.updatePassword(existing.user.id, hash);
      else {
        await ctx.internalAdapter.linkAccount({
          userId: existing.user.id,
          providerId: "credential",
          accountId: existing.user.id,
          password: hash,
        });
      }
      console.warn(`Demo staff account ${address}: its password had been changed; the published one is back.`);
    }
  }
  await setRole(database, { email: address, role: "staff", actor: DEMO_SETUP, demoAccounts, from: "demo setup" });
}
