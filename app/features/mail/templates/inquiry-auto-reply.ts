import { mailCopy } from "#app/content/mail.ts";
import { site } from "#app/content/site.ts";
import type { OutgoingEmail } from "#app/features/mail/message.ts";
import { siteDetails } from "#app/features/site/site-details.server.ts";
import { openingHoursRows } from "./format.ts";
import type { InquiryForMail } from "./inquiry-to-gym.ts";
import type { MailContext } from "./mail-context.ts";
import { renderEmail } from "./render.server.tsx";

const copy = mailCopy.inquiryAutoReply;

/**
 * The visitor's receipt: we got it, when we'll answer, how to reach us sooner. Replies go to
 * the gym. Nothing the visitor typed goes in it, not even their name: anyone can enter any
 * address in the form, and the gym must not send a stranger's words under its brand.
 */
export function inquiryAutoReplyEmail(inquiry: InquiryForMail, context: MailContext): OutgoingEmail {
  return renderEmail(
    {
      subject: copy.subject,
      preview: copy.promise,
      heading: copy.heading,
      blocks: [
        { kind: "paragraph", text: copy.promise },
        { kind: "paragraph", text: copy.visitUs },
        { kind: "details", rows: [{ label: "Phone", value: siteDetails().contact.phone }, ...openingHoursRows()] },
      ],
      reason: copy.reason,
    },
    {
      topic: "inquiry-auto-reply",
      origin: context.origin,
      to: [{ name: "", address: inquiry.email }],
      replyTo: { name: site.brand, address: context.staffEmail },
    },
  );
}
