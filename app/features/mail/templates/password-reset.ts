import { mailCopy } from "#app/content/mail.ts";
import type { OutgoingEmail } from "#app/features/mail/message.ts";
import type { MailContext } from "./mail-context.ts";
import { oneLinkEmail } from "./one-link-email.ts";

/** The one-time link to /reset-password. */
export function passwordResetEmail(input: { to: string; resetUrl: string }, context: MailContext): OutgoingEmail {
  return oneLinkEmail(mailCopy.passwordReset, { topic: "password-reset", to: input.to, href: input.resetUrl }, context);
}
