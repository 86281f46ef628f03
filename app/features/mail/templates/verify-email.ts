import { mailCopy } from "#app/content/mail.ts";
import type { OutgoingEmail } from "#app/features/mail/message.ts";
import type { MailContext } from "./mail-context.ts";
import { renderEmail } from "./render.server.tsx";

const copy = mailCopy.verifyEmail;

/** The link that confirms a new account's address. */
export function verifyEmailEmail(input: { to: string; verifyUrl: string }, context: MailContext): OutgoingEmail {
  return renderEmail(
    {
      subject: copy.subject,
      preview: copy.intro,
      heading: copy.heading,
      blocks: [
        { kind: "paragraph", text: copy.intro },
        { kind: "action", label: copy.action, href: input.verifyUrl },
        { kind: "paragraph", text: copy.ignore },
      ],
      reason: copy.reason,
    },
    { topic: "verify-email", origin: context.origin, to: [{ address: input.to }] },
  );
}
