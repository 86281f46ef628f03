import { mailCopy } from "#app/content/mail.ts";
import { site } from "#app/content/site.ts";
import type { OutgoingEmail } from "#app/features/mail/message.ts";
import type { MailContext } from "./mail-context.ts";
import { renderEmail } from "./render.server.tsx";

const copy = mailCopy.receipt;

/** What a receipt says, already worded by the memberships feature (amounts formatted, dates on the gym's calendar). */
export interface ReceiptInput {
  to: string;
  saleId: string;
  item: string;
  amount: string;
  method: string;
  date: string;
  /** What it bought: "10 class credits, valid until 14 February 2027". */
  grants: string;
  /** Its invoice's number ("INV-2026-000001"), whose PDF the caller attaches. */
  invoiceNumber?: string;
}

/** Every sale's receipt, queued in the sale's own transaction: at the desk or online alike. */
export function receiptEmail(input: ReceiptInput, context: MailContext): OutgoingEmail {
  return renderEmail(
    {
      subject: copy.subject(input.item),
      preview: `${input.item}: ${input.amount}`,
      heading: copy.heading,
      blocks: [
        { kind: "paragraph", text: copy.intro },
        {
          kind: "details",
          rows: [
            { label: "Item", value: input.item },
            { label: "Amount", value: input.amount },
            { label: "Paid by", value: input.method },
            { label: "Date", value: input.date },
            { label: "Receipt", value: input.saleId },
            ...(input.invoiceNumber ? [{ label: "Invoice", value: input.invoiceNumber }] : []),
          ],
        },
        { kind: "paragraph", text: input.grants },
        { kind: "action", label: copy.action, href: new URL(`/account/receipts/${input.saleId}`, context.origin).href },
      ],
      reason: copy.reason,
    },
    {
      topic: "receipt",
      origin: context.origin,
      to: [{ address: input.to }],
      replyTo: { name: site.brand, address: context.staffEmail },
    },
  );
}
