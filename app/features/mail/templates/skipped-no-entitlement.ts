import { mailCopy } from "#app/content/mail.ts";
import type { OutgoingEmail } from "#app/features/mail/message.ts";
import type { BookingMailInput } from "./booking-mail-input.ts";
import type { MailContext } from "./mail-context.ts";
import { sessionEmail } from "./session-email.ts";

const copy = mailCopy.skippedNoEntitlement;

/** The member first on the waitlist had nothing to book with, so the place went on: why, and where to buy. */
export function skippedNoEntitlementEmail(input: BookingMailInput, context: MailContext): OutgoingEmail {
  return sessionEmail(
    copy,
    input,
    {
      topic: "skipped-no-entitlement",
      more: [
        { kind: "paragraph", text: copy.buyHint },
        { kind: "action", label: copy.buy, href: new URL("/pricing", context.origin).href },
      ],
    },
    context,
  );
}
