import { mailCopy } from "#app/content/mail.ts";
import { site } from "#app/content/site.ts";
import type { OutgoingEmail } from "#app/features/mail/message.ts";
import type { MailContext } from "./mail-context.ts";
import { renderEmail } from "./render.server.tsx";

const copy = mailCopy.priceChange;

/**
 * The owner moved the member's membership, paid online, to its product's new price
 * (decision 0213): the new price, the old one, and the renewal from which it is billed.
 * Amounts and the date are worded by the caller ("$45.00", "24 December 2026").
 */
export function priceChangeEmail(
  input: { to: string; product: string; oldPrice: string; newPrice: string; startsOn: string },
  context: MailContext,
): OutgoingEmail {
  const changes = copy.changes(input.product, input.oldPrice, input.newPrice, input.startsOn);
  return renderEmail(
    {
      subject: copy.subject(input.product),
      preview: changes,
      heading: copy.heading,
      blocks: [
        { kind: "paragraph", text: changes },
        {
          kind: "details",
          rows: [
            { label: "New price", value: `${input.newPrice} a month` },
            { label: "From", value: input.startsOn },
            { label: "Until then", value: `${input.oldPrice} a month` },
          ],
        },
        { kind: "paragraph", text: copy.choice },
        { kind: "action", label: copy.action, href: new URL("/account", context.origin).href },
      ],
      reason: copy.reason,
    },
    {
      topic: "price-change",
      origin: context.origin,
      to: [{ address: input.to }],
      replyTo: { name: site.brand, address: context.staffEmail },
    },
  );
}
