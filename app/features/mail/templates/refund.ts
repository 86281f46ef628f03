import { mailCopy } from "#app/content/mail.ts";
import { site } from "#app/content/site.ts";
import type { MailAttachment, OutgoingEmail } from "#app/features/mail/message.ts";
import type { MailContext } from "./mail-context.ts";
import { renderEmail } from "./render.server.tsx";

const copy = mailCopy.refund;

/** What a refund's e-mail says, already worded by the refunds feature (amounts formatted, dates on the gym's calendar). */
export interface RefundMailInput {
  to: string;
  item: string;
  /** "$15". */
  amount: string;
  /** How the money goes back: "Cash at the desk", "Card (online)". */
  method: string;
  date: string;
  reason: string;
  /** The credit note's number; its PDF is `attachment`. */
  creditNoteNumber: string;
  /** What the payment comes to now: "$105 of $120". */
  netPaid: string;
  attachment: MailAttachment | null;
}

/** A refund's e-mail with its credit note, queued in the refund's own transaction. */
export function refundEmail(input: RefundMailInput, context: MailContext): OutgoingEmail {
  return renderEmail(
    {
      subject: copy.subject(input.item),
      preview: `${input.item}: ${input.amount} refunded`,
      heading: copy.heading,
      blocks: [
        { kind: "paragraph", text: copy.intro },
        {
          kind: "details",
          rows: [
            { label: "Item", value: input.item },
            { label: "Refunded", value: input.amount },
            { label: "To", value: input.method },
            { label: "Date", value: input.date },
            { label: "Why", value: input.reason },
            { label: "Credit note", value: input.creditNoteNumber },
            { label: "Paid after the refund", value: input.netPaid },
          ],
        },
        { kind: "action", label: copy.action, href: new URL("/account#payments", context.origin).href },
      ],
      reason: copy.reason,
    },
    {
      topic: "refund",
      origin: context.origin,
      to: [{ address: input.to }],
      replyTo: { name: site.brand, address: context.staffEmail },
      ...(input.attachment ? { attachments: [input.attachment] } : {}),
    },
  );
}
