import { mailCopy } from "#app/content/mail.ts";
import { headerText, type OutgoingEmail } from "#app/features/mail/message.ts";
import { gymDateTime } from "./format.ts";
import type { MailContext } from "./mail-context.ts";
import { renderEmail } from "./render.server.tsx";

export interface InquiryForMail {
  id: string;
  createdAt: string;
  fullName: string;
  email: string;
  className: string | null;
  comment: string;
}

const copy = mailCopy.inquiryToGym;

/** A new lead, to the gym: who, how to reach them (Reply-To answers them), which class, what they wrote, when. */
export function inquiryToGymEmail(inquiry: InquiryForMail, context: MailContext): OutgoingEmail {
  return renderEmail(
    {
      subject: copy.subject(headerText(inquiry.fullName), inquiry.className),
      preview: `${inquiry.fullName} <${inquiry.email}>`,
      heading: copy.heading,
      blocks: [
        { kind: "paragraph", text: copy.intro },
        {
          kind: "details",
          rows: [
            { label: "Name", value: inquiry.fullName },
            { label: "E-mail", value: inquiry.email },
            { label: "Class", value: inquiry.className ?? copy.noClass },
            { label: "Sent", value: gymDateTime(inquiry.createdAt) },
          ],
        },
        { kind: "quote", label: "Comment", text: inquiry.comment.trim() || copy.noComment },
      ],
      reason: copy.reason,
    },
    {
      topic: "inquiry-to-gym",
      origin: context.origin,
      to: [{ address: context.staffEmail }],
      replyTo: { name: inquiry.fullName, address: inquiry.email },
    },
  );
}
