import type { Kysely } from "kysely";
import type { MailService } from "#app/features/mail/mail-service.server.ts";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import { passwordResetEmail } from "#app/features/mail/templates/password-reset.ts";
import { verifyEmailEmail } from "#app/features/mail/templates/verify-email.ts";
import type { Tables } from "#app/platform/data/database.server.ts";
import { consumeRateLimit } from "#app/platform/data/rate-limits.server.ts";
import { authTransaction, failAuthTransaction } from "./auth-transaction.server.ts";

/**
 * Verification mails one address may be sent per quarter hour, however they are asked for
 * (sign-up, /verify-email, better-auth's own endpoint, which needs no session): the one at
 * sign-up and three more. Past that nothing is sent, and the answer does not say so (it
 * would tell who has an unverified account).
 */
export const VERIFICATION_MAILS_PER_ADDRESS = { window: 15 * 60, max: 4 } as const;

/** What better-auth calls to send account e-mail: both only queue a message (never SMTP in the request). */
export interface AccountMail {
  passwordReset(data: { user: { email: string }; token: string }): Promise<void>;
  verification(data: { user: { email: string }; token: string }): Promise<void>;
}

/** Where the reset link leads: our page, which posts the token back to better-auth. */
export function resetPasswordUrl(origin: string, token: string): string {
  return `${origin}/reset-password?token=${encodeURIComponent(token)}`;
}

/** Where the verification link leads: our page, which hands the token to better-auth. */
export function verifyEmailUrl(origin: string, token: string): string {
  return `${origin}/verify-email?token=${encodeURIComponent(token)}`;
}

/**
 * The account e-mail of this server. Inside `inAuthTransaction` (the /forgot-password
 * page) the message joins the transaction of the reset token; elsewhere (the sign-up's
 * after-commit hook, a direct API call) it is written on its own right after.
 * `skipVerificationFor`: the demo account, which everybody shares and nobody can confirm.
 */
export function createAccountMail(
  db: Kysely<Tables>,
  mail: MailService,
  options: { skipVerificationFor?: string } = {},
): AccountMail {
  const queue = async (message: Parameters<typeof enqueueMail>[1]) => {
    const transaction = authTransaction();
    try {
      await enqueueMail(transaction ?? db, message);
    } catch (error) {
      failAuthTransaction(error);
      throw error;
    }
    // In a transaction the caller kicks the worker after the commit.
    if (!transaction) mail.kick();
  };
  return {
    async passwordReset({ user, token }) {
      await queue(
        passwordResetEmail({ to: user.email, resetUrl: resetPasswordUrl(mail.context.origin, token) }, mail.context),
      );
    },
    async verification({ user, token }) {
      if (options.skipVerificationFor && user.email.toLowerCase() === options.skipVerificationFor.toLowerCase()) return;
      const address = user.email.trim().toLowerCase();
      const cap = await consumeRateLimit(db, `verification-address:${address}`, VERIFICATION_MAILS_PER_ADDRESS);
      if (!cap.allowed) return;
      await queue(
        verifyEmailEmail({ to: user.email, verifyUrl: verifyEmailUrl(mail.context.origin, token) }, mail.context),
      );
    },
  };
}
