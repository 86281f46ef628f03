/**
 * The demo account (DEMO_EMAIL, DEMO_PASSWORD) is shown to every visitor on /login, so
 * anyone can sign in as it. It may look around and book (it is a demo) but never change
 * the account itself, and it is never staff.
 */

export const DEMO_ACCOUNT_READ_ONLY = {
  code: "DEMO_ACCOUNT_READ_ONLY",
  message: "The demo account cannot be changed. Sign up for your own account to try this.",
} as const;

/** True when `email` is the configured demo account's address (case and spaces ignored). */
export function isDemoAccount(env: { DEMO_EMAIL?: string }, email: string | null | undefined): boolean {
  const demo = env.DEMO_EMAIL?.trim().toLowerCase();
  return Boolean(demo && email && email.trim().toLowerCase() === demo);
}
