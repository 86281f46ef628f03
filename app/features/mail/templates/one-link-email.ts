import type { OutgoingEmail } from "#app/features/mail/message.ts";
import type { MailContext } from "./mail-context.ts";
import { renderEmail } from "./render.server.tsx";

/** The words of an account e-mail whose point is one link (content/mail.ts). */
export interface OneLinkCopy {
  subject: string;
  heading: string;
  intro: string;
  action: string;
  ignore: string;
  reason: string;
}

/** An account e-mail whose point is one link: why, the button, and what to do if it was not you. */
export function oneLinkEmail(
  copy: OneLinkCopy,
  { topic, to, href }: { topic: string; to: string; href: string },
  context: MailContext,
): OutgoingEmail {
  return renderEmail(
    {
      subject: copy.subject,
      preview: copy.intro,
      heading: copy.heading,
      blocks: [
        { kind: "paragraph", text: copy.intro },
        { kind: "action", label: copy.action, href },
        { kind: "paragraph", text: copy.ignore },
      ],
      reason: copy.reason,
    },
    { topic, origin: context.origin, to: [{ address: to }] },
  );
}
