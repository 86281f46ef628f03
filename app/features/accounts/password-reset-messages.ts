import { AUTH_LIMITS } from "./limits.ts";

/** What the /forgot-password and /reset-password pages say (shared by the forms, the server and the tests). */
export const passwordResetMessages = {
  forgotIntro: "Enter the e-mail address of your account and we'll send you a link to choose a new password.",
  /** The same whether or not the address has an account. */
  sent: (email: string) =>
    `If ${email} belongs to an account, a link to reset its password is on its way. It works once, for one hour. Check your spam folder if it doesn't arrive within a few minutes.`,
  invalidEmail: "Please enter a valid e-mail address.",
  resetIntro: "Choose a new password. Every device signed in to your account will be signed out.",
  tooShort: `Password must be at least ${AUTH_LIMITS.passwordMin} characters.`,
  tooLong: `Password must be at most ${AUTH_LIMITS.passwordMax} characters.`,
  mismatch: "The two passwords don't match.",
  linkExpired: "This reset link has expired or has already been used. Ask for a new one below.",
  /** The desk's invitation (a reset link worded as a welcome). */
  invitationIntro: "Welcome! Choose a password for your member account, then sign in with it.",
  invitationExpired: "This invitation link has expired or has already been used. Ask for a new link below.",
  changed: "Your password is set. Sign in with your new password.",
} as const;

export function tooManyAttempts(retryAfterSeconds: number): string {
  return `Too many attempts. Please wait ${retryAfterSeconds} seconds and try again.`;
}
