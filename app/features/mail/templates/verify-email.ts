import { mailCopy } from "#app/content/mail.ts";
import type { OutgoingEmail } from "#app/features/mail/message.ts";
import type { MailContext } from "./mail-context.ts";
import { oneLinkEmail } from "./one-link-email.ts";

/** The link that confirms a new account's address. */
export function verifyEmailEmail(input: { to: string; verifyUrl: string }, context: MailContext): OutgoingEmail {
  return oneLinkEmail(mailCopy.verifyEmail, { topic: "verify-email", to: input.to, href: input.verifyUrl }, context);
}
