import { mailCopy } from "#app/content/mail.ts";
import type { OutgoingEmail } from "#app/features/mail/message.ts";
import type { MailContext } from "./mail-context.ts";
import { oneLinkEmail } from "./one-link-email.ts";

/** The one-time link with which a member registered at the desk chooses a password. */
export function invitationEmail(
  input: { to: string; setPasswordUrl: string; validDays: number },
  context: MailContext,
): OutgoingEmail {
  const copy = { ...mailCopy.invitation, intro: mailCopy.invitation.intro(input.validDays) };
  return oneLinkEmail(copy, { topic: "invitation", to: input.to, href: input.setPasswordUrl }, context);
}

/** The one-time link with which a member brought over from the gym's previous system chooses a password. */
export function importedInvitationEmail(
  input: { to: string; setPasswordUrl: string; validDays: number },
  context: MailContext,
): OutgoingEmail {
  const copy = { ...mailCopy.importedInvitation, intro: mailCopy.importedInvitation.intro(input.validDays) };
  return oneLinkEmail(copy, { topic: "invitation", to: input.to, href: input.setPasswordUrl }, context);
}
