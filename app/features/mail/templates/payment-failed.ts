import { mailCopy } from "#app/content/mail.ts";
import { site } from "#app/content/site.ts";
import type { OutgoingEmail } from "#app/features/mail/message.ts";
import type { MailContext } from "./mail-context.ts";
import { renderEmail } from "./render.server.tsx";

const copy = mailCopy.paymentFailed;

/**
 * A membership's renewal payment failed (Stripe marked it past due): until when the member
 * still books, and the link to Stripe's billing portal to update the card. The link goes
 * through /account/billing, which opens a fresh portal session: a portal's own links expire.
 */
export function paymentFailedEmail(
  input: { to: string; product: string; graceEndsAt: string },
  context: MailContext,
): OutgoingEmail {
  return renderEmail(
    {
      subject: copy.subject,
      preview: copy.grace(input.graceEndsAt),
      heading: copy.heading,
      blocks: [
        { kind: "paragraph", text: copy.intro },
        { kind: "details", rows: [{ label: "Membership", value: input.product }] },
        { kind: "paragraph", text: copy.grace(input.graceEndsAt) },
        { kind: "action", label: copy.action, href: new URL("/account/billing", context.origin).href },
      ],
      reason: copy.reason,
    },
    {
      topic: "payment-failed",
      origin: context.origin,
      to: [{ address: input.to }],
      replyTo: { name: site.brand, address: context.staffEmail },
    },
  );
}
