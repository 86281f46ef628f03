import type { Kysely } from "kysely";
import { terms } from "#app/content/terms.ts";
import type { Auth } from "#app/features/accounts/auth.server.ts";
import { isCommonPassword } from "#app/features/accounts/common-passwords.server.ts";
import {
  type DemoAccountSettings,
  type DemoKind,
  installClaim,
  normaliseDemoEmail,
} from "#app/features/accounts/demo-accounts.server.ts";
import type { ForgetMember } from "#app/features/accounts/forget-member.server.ts";
import { acceptTerms, hasAcceptedCurrentTerms } from "#app/features/attendance/terms.server.ts";
import { ensureDemoMembership, removeDemoPurchases } from "#app/features/memberships/demo-membership.server.ts";
import { DEMO_SETUP } from "#app/features/staff/audit.server.ts";
import { setRole } from "#app/features/staff/roles.server.ts";
import type { Database, Tables } from "#app/platform/data/database.server.ts";
import { log } from "#app/platform/logging/log.server.ts";
import { clock } from "#app/platform/time/clock.ts";

/**
 * Demo mode: the public demo accounts (which they are and what they may not do:
 * app/features/accounts/demo-accounts.server.ts) seeded at every start, and how demo mode
 * ends. It sits above accounts, staff, attendance and memberships, and nothing but the
 * composition root (app/services.server.ts) and `npm run staff` depends on it.
 */

interface DemoDeps {
  auth: Auth;
  database: Database;
  forgetMember: ForgetMember;
}

/**
 * Claims the install for the gym (the first role granted at the command line): from now on
 * no demo account is seeded in this database. The demo accounts there are locked out at once
 * (signed out everywhere, password and role gone), and what they hold or bought leaves the
 * gym's books at once too (the revenue report of a gym that sold nothing shows nothing);
 * they are removed with their bookings at the server's next start, where members promoted
 * into freed places can be e-mailed. A second claim changes nothing.
 */
export async function claimInstall(
  { auth, database }: Pick<DemoDeps, "auth" | "database">,
  by: string,
  now = clock.now(),
): Promise<{ claimed: boolean; lockedOut: string[] }> {
  const inserted = await database.db
    .insertInto("install_claim")
    .values({ id: 1, claimed_at: now.toISOString(), claimed_by: normaliseDemoEmail(by) })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) return { claimed: false, lockedOut: [] };
  const ctx = await auth.$context;
  const lockedOut: string[] = [];
  for (const { email } of await database.db.selectFrom("demo_accounts").select("email").orderBy("email").execute()) {
    const found = await ctx.internalAdapter.findUserByEmail(email);
    if (!found) continue;
    await ctx.internalAdapter.deleteUserSessions(found.user.id);
    await ctx.internalAdapter.deleteAccounts(found.user.id);
    await database.db.deleteFrom("staff_roles").where("user_id", "=", found.user.id).execute();
    await removeDemoPurchases(database, found.user.id);
    lockedOut.push(email);
  }
  return { claimed: true, lockedOut };
}

/**
 * At every start: removes demo accounts that are no longer configured (or all of them once
 * the install is claimed), then seeds the configured ones. Says in the log what it did.
 */
export async function prepareDemoAccounts(deps: DemoDeps, env: DemoAccountSettings): Promise<void> {
  const claim = await installClaim(deps.database.db);
  const configured = new Map<string, DemoKind>();
  if (!claim && env.DEMO_EMAIL && env.DEMO_PASSWORD) configured.set(normaliseDemoEmail(env.DEMO_EMAIL), "member");
  if (!claim && env.DEMO_STAFF_EMAIL && env.DEMO_STAFF_PASSWORD)
    configured.set(normaliseDemoEmail(env.DEMO_STAFF_EMAIL), "staff");

  await removeDemoAccounts(deps, (email, kind) => configured.get(email) !== kind);
  if (claim) {
    log.info(
      `This install was claimed by ${claim.claimedBy} on ${claim.claimedAt.slice(0, 10)}: demo mode is over, no demo account is seeded.`,
    );
    return;
  }
  if (env.DEMO_EMAIL && env.DEMO_PASSWORD) await seedDemoMember(deps, env.DEMO_EMAIL, env.DEMO_PASSWORD);
  if (env.DEMO_STAFF_EMAIL && env.DEMO_STAFF_PASSWORD)
    await seedDemoStaff(deps, env, env.DEMO_STAFF_EMAIL, env.DEMO_STAFF_PASSWORD);
}

/**
 * Removes the recorded demo accounts `remove` picks: their purchases (demo data is not the
 * gym's books), their bookings, and the account, whose foreign keys take everything else.
 */
async function removeDemoAccounts(deps: DemoDeps, remove: (email: string, kind: DemoKind) => boolean) {
  const recorded = await deps.database.db.selectFrom("demo_accounts").select(["email", "kind"]).execute();
  const ctx = await deps.auth.$context;
  const removed: string[] = [];
  for (const { email, kind } of recorded) {
    if (!remove(email, kind)) continue;
    const found = await ctx.internalAdapter.findUserByEmail(email);
    if (found) {
      await removeDemoPurchases(deps.database, found.user.id);
      await deps.forgetMember({ id: found.user.id, email: found.user.email });
      // Its sessions and credentials go with it: nobody stays signed in as a removed demo.
      await ctx.internalAdapter.deleteUser(found.user.id);
    }
    await deps.database.db.deleteFrom("demo_accounts").where("email", "=", email).execute();
    log.info(`Demo ${kind} account ${email} removed: it is no longer a demo account here.`);
    removed.push(email);
  }
  return removed;
}

async function recordDemo(db: Kysely<Tables>, email: string, kind: DemoKind) {
  await db
    .insertInto("demo_accounts")
    .values({ email: normaliseDemoEmail(email), kind, created_at: clock.now().toISOString() })
    .onConflict((conflict) => conflict.column("email").doUpdateSet({ kind }))
    .execute();
}

/**
 * Creates the account directly (as configuration, not as a visitor's sign-up: no session,
 * no verification mail; nobody can open its mail, so it counts as verified), or puts its
 * published password back: a hint on /login that no longer works would be a lie.
 */
async function ensureDemoAccount(auth: Auth, email: string, password: string, name: string) {
  const ctx = await auth.$context;
  const address = normaliseDemoEmail(email);
  const existing = await ctx.internalAdapter.findUserByEmail(address, { includeAccounts: true });
  if (!existing) {
    const hash = await ctx.password.hash(password);
    try {
      const user = await ctx.internalAdapter.createUser(
        { email: address, name, emailVerified: true },
        { method: "email-password" },
      );
      await ctx.internalAdapter.linkAccount({
        userId: user.id,
        providerId: "credential",
        accountId: user.id,
        password: hash,
      });
      log.info(`Demo account ready: ${address}`);
    } catch (error) {
      // Another server seeding the same database at the same moment wins; that is fine.
      if (!(await ctx.internalAdapter.findUserByEmail(address))) throw error;
    }
    return;
  }
  if (!existing.user.emailVerified) await ctx.internalAdapter.updateUser(existing.user.id, { emailVerified: true });
  const credential = existing.accounts.find((account) => account.providerId === "credential");
  const current = credential?.password;
  if (current && (await ctx.password.verify({ hash: current, password }))) return;
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
  log.warn(`Demo account ${address}: its password had been changed; the published one is back.`);
}

async function seedDemoMember({ auth, database }: DemoDeps, email: string, password: string) {
  // Members may not choose a common password; the demo member is a member like any other.
  if (await isCommonPassword(password)) throw new DemoPasswordTooCommon();
  await ensureDemoAccount(auth, email, password, "Demo member");
  await recordDemo(database.db, email, "member");
  // The demo books (that is the demo): it has accepted the gym's current terms, answering no
  // to each question, and holds a membership.
  const ctx = await auth.$context;
  const demo = await ctx.internalAdapter.findUserByEmail(normaliseDemoEmail(email));
  if (!demo) return;
  if (!(await hasAcceptedCurrentTerms(database, demo.user.id))) {
    const answers = Object.fromEntries(terms.questions.map((question) => [question.id, false]));
    await acceptTerms(database, { userId: demo.user.id, version: terms.version, answers });
  }
  await ensureDemoMembership(database, demo.user.id);
}

/** The demo staff account is given the staff role at every start (never owner). */
async function seedDemoStaff({ auth, database }: DemoDeps, env: DemoAccountSettings, email: string, password: string) {
  await ensureDemoAccount(auth, email, password, "Demo staff");
  await recordDemo(database.db, email, "staff");
  await setRole(database, {
    email: normaliseDemoEmail(email),
    role: "staff",
    actor: DEMO_SETUP,
    demoAccounts: env,
    from: "demo setup",
  });
}

/** DEMO_PASSWORD is one of the most common passwords: the server refuses to start with it. */
export class DemoPasswordTooCommon extends Error {
  override name = "DemoPasswordTooCommon";
  constructor() {
    super("DEMO_PASSWORD is one of the most common passwords; choose another.");
  }
}
