import { AUTH_LIMITS } from "./limits.ts";

/** The one sign-in failure message: the same for every cause, so it never tells whether an e-mail has an account. */
export const SIGN_IN_FAILED = "Wrong email or password";

/** A new password that is on the common-password list (sign-up, change, reset). */
export const PASSWORD_TOO_COMMON = {
  code: "PASSWORD_TOO_COMMON",
  message: "This password is too common; choose another.",
} as const;

/** What a visitor reads when sign-up fails, by better-auth's error code and HTTP status. */
export function signUpFailureMessage(code: string, status: number, retryAfter?: number): string {
  if (status === 429) {
    return `Too many attempts. Please wait${retryAfter ? ` ${retryAfter} seconds` : " a minute"} and try again.`;
  }
  if (code.startsWith("USER_ALREADY_EXISTS")) return "An account with this e-mail already exists.";
  if (code === "PASSWORD_TOO_SHORT") return `Password must be at least ${AUTH_LIMITS.passwordMin} characters.`;
  if (code === PASSWORD_TOO_COMMON.code) return PASSWORD_TOO_COMMON.message;
  if (code === "PASSWORD_TOO_LONG") return `Password must be at most ${AUTH_LIMITS.passwordMax} characters.`;
  if (code === "INVALID_EMAIL" || code === "EMAIL_TOO_LONG") return "Please enter a valid e-mail address.";
  if (code === "NAME_REQUIRED" || code === "NAME_TOO_LONG")
    return `Please enter your name (up to ${AUTH_LIMITS.nameMax} characters).`;
  if (code === "INVALID_PHONE")
    return "Please enter a phone number of digits (spaces, + ( ) - are fine), or leave it empty.";
  return "Sign-up failed. Please try again.";
}

/** What a member reads when changing the password or deleting the account fails. */
export function accountChangeFailureMessage(code: string, status: number, fallback?: string): string {
  if (status === 429) return "Too many attempts. Please wait a minute and try again.";
  if (code === "INVALID_PASSWORD" || code === "PASSWORD_REQUIRED") return "That password is not right.";
  if (code === "PASSWORD_TOO_SHORT") return `The new password must be at least ${AUTH_LIMITS.passwordMin} characters.`;
  if (code === "PASSWORD_TOO_LONG") return `The new password must be at most ${AUTH_LIMITS.passwordMax} characters.`;
  return fallback ?? "That did not work. Please try again.";
}
