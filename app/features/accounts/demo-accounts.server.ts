import type { Kysely } from "kysely";
import type { Tables } from "#app/platform/data/database.server.ts";

/**
 * Which accounts are the demo accounts, and what they may not do. How they are seeded and
 * how they go away is demo mode's own feature (app/features/demo/demo-mode.server.ts), which
 * depends on this one, never the other way round.
 *
 * DEMO_EMAIL/DEMO_PASSWORD (a member) and DEMO_STAFF_EMAIL/DEMO_STAFF_PASSWORD (the front
 * desk) are printed on /login, so anyone can sign in as them. They may look around and the
 * member may book (that is the demo), but neither may change the account itself (no new
 * password, reset or deletion), the demo staff account changes nothing at the desk and sees
 * no real member's or lead's personal data, the member is never staff and the staff account
 * never an owner.
 *
 * Because the embedded setup is also a one-server production setup, demo mode must end by
 * construction, not by configuration: an account seeded as a demo is recorded
 * (demo_accounts) and removed at the next start once it is no longer configured, and the
 * gym's first role granted at the command line claims the install (install_claim), which
 * removes the demo accounts and stops them being seeded again in that database.
 */

export interface DemoAccountSettings {
  DEMO_EMAIL?: string | undefined;
  DEMO_PASSWORD?: string | undefined;
  DEMO_STAFF_EMAIL?: string | undefined;
  DEMO_STAFF_PASSWORD?: string | undefined;
}

export type DemoKind = "member" | "staff";

export const DEMO_ACCOUNT_READ_ONLY = {
  code: "DEMO_ACCOUNT_READ_ONLY",
  message: "The demo account cannot be changed. Sign up for your own account to try this.",
} as const;

/** The refusal of every change the demo staff account asks for at the desk. */
export const DEMO_READ_ONLY = {
  code: "DEMO_READ_ONLY",
  message:
    "The demo staff account can look around the front desk but not change anything. Real staff accounts are given by the gym's owner.",
} as const;

export const normaliseDemoEmail = (email: string | null | undefined) => email?.trim().toLowerCase() ?? "";

/** True when `email` is one of the configured demo accounts' addresses (case and spaces ignored). */
export function isDemoAccount(
  env: { DEMO_EMAIL?: string | undefined; DEMO_STAFF_EMAIL?: string | undefined },
  email: string | null | undefined,
): boolean {
  const address = normaliseDemoEmail(email);
  if (!address) return false;
  return [env.DEMO_EMAIL, env.DEMO_STAFF_EMAIL].some((demo) => normaliseDemoEmail(demo) === address);
}

/**
 * True when the account is a demo account: configured as one now, or recorded as seeded
 * as one (so an account whose variable was unset is still treated as public until the next
 * start removes it).
 */
export async function isDemo(db: Kysely<Tables>, env: DemoAccountSettings, email: string): Promise<boolean> {
  if (isDemoAccount(env, email)) return true;
  const row = await db
    .selectFrom("demo_accounts")
    .select("email")
    .where("email", "=", normaliseDemoEmail(email))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The addresses of every demo account, configured now or recorded as seeded (lower case):
 * all the demo staff account's member search may find, since every other account is a real
 * person's.
 */
export async function demoAccountEmails(db: Kysely<Tables>, env: DemoAccountSettings): Promise<string[]> {
  const recorded = await db.selectFrom("demo_accounts").select("email").execute();
  const configured = [env.DEMO_EMAIL, env.DEMO_STAFF_EMAIL].map(normaliseDemoEmail).filter(Boolean);
  return [...new Set([...configured, ...recorded.map((row) => normaliseDemoEmail(row.email))])];
}

export interface InstallClaim {
  claimedAt: string;
  claimedBy: string;
}

/** The gym's claim on this install, or null while it is still in demo mode. */
export async function installClaim(db: Kysely<Tables>): Promise<InstallClaim | null> {
  const row = await db.selectFrom("install_claim").select(["claimed_at", "claimed_by"]).executeTakeFirst();
  return row ? { claimedAt: row.claimed_at, claimedBy: row.claimed_by } : null;
}

/** The demo accounts /login may show: none once the install is claimed. */
export async function shownDemoAccounts(db: Kysely<Tables>, env: DemoAccountSettings) {
  if (await installClaim(db)) return { member: null, staff: null };
  return {
    member: env.DEMO_EMAIL && env.DEMO_PASSWORD ? { email: env.DEMO_EMAIL, password: env.DEMO_PASSWORD } : null,
    staff:
      env.DEMO_STAFF_EMAIL && env.DEMO_STAFF_PASSWORD
        ? { email: env.DEMO_STAFF_EMAIL, password: env.DEMO_STAFF_PASSWORD }
        : null,
  };
}
