import { mailCopy } from "#app/content/mail.ts";
import { site } from "#app/content/site.ts";
import type { OutgoingEmail } from "#app/features/mail/message.ts";
import type { MailContext } from "./mail-context.ts";
import { renderEmail } from "./render.server.tsx";

const copy = mailCopy.membershipEnding;

/**
 * A membership bought at the desk ends in a few days (it does not renew by itself): when,
 * and how to keep booking. `endsOn` is worded by the memberships feature ("24 December 2026").
 */
export function membershipEndingEmail(
  input: { to: string; product: string; endsOn: string },
  context: MailContext,
): OutgoingEmail {
  return renderEmail(
    {
      subject: copy.subject(input.product),
      preview: copy.ends(input.product, input.endsOn),
      heading: copy.heading,
      blocks: [
        { kind: "paragraph", text: copy.ends(input.product, input.endsOn) },
        { kind: "details", rows: [{ label: "Ends", value: input.endsOn }] },
        { kind: "paragraph", text: copy.renew },
        { kind: "action", label: copy.action, href: new URL("/pricing", context.origin).href },
      ],
      reason: copy.reason,
    },
    {
      topic: "membership-ending",
      origin: context.origin,
      to: [{ address: input.to }],
      replyTo: { name: site.brand, address: context.staffEmail },
    },
  );
}
