import { mailCopy } from "#app/content/mail.ts";
import type { OutgoingEmail } from "#app/features/mail/message.ts";
import type { MailContext } from "./mail-context.ts";
import { renderEmail } from "./render.server.tsx";

const copy = mailCopy.passwordReset;

/** The one-time link to /reset-password. */
export function passwordResetEmail(input: { to: string; resetUrl: string }, context: MailContext): OutgoingEmail {
  return renderEmail(
    {
      subject: copy.subject,
      preview: copy.intro,
      heading: copy.heading,
      blocks: [
        { kind: "paragraph", text: copy.intro },
        { kind: "action", label: copy.action, href: input.resetUrl },
        { kind: "paragraph", text: copy.ignore },
      ],
      reason: copy.reason,
    },
    { topic: "password-reset", origin: context.origin, to: [{ address: input.to }] },
  );
}
