/**
 * The demo accounts (DEMO_EMAIL and DEMO_STAFF_EMAIL, with their passwords) are shown to
 * every visitor on /login, so anyone can sign in as them. They may look around, book and
 * try the front desk (they are demos) but never change the account itself: no new
 * password, no reset, no deletion. The demo member is never staff, the demo staff never owner.
 */

export const DEMO_ACCOUNT_READ_ONLY = {
  code: "DEMO_ACCOUNT_READ_ONLY",
  message: "The demo account cannot be changed. Sign up for your own account to try this.",
} as const;

/** True when `email` is one of the configured demo accounts' addresses (case and spaces ignored). */
export function isDemoAccount(
  env: { DEMO_EMAIL?: string | undefined; DEMO_STAFF_EMAIL?: string | undefined },
  email: string | null | undefined,
): boolean {
  const address = email?.trim().toLowerCase();
  if (!address) return false;
  return [env.DEMO_EMAIL, env.DEMO_STAFF_EMAIL].some((demo) => demo?.trim().toLowerCase() === address);
}
