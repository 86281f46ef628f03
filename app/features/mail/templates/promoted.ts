import { mailCopy } from "#app/content/mail.ts";
import type { OutgoingEmail } from "#app/features/mail/message.ts";
import { sessionCalendarFile } from "./booking-calendar.server.ts";
import type { BookingMailInput } from "./booking-mail-input.ts";
import type { MailContext } from "./mail-context.ts";
import { sessionEmail } from "./session-email.ts";

const copy = mailCopy.promoted;

/** A place opened up and the member moved from the waitlist to booked: same calendar file as a booking. */
export function promotedEmail(input: BookingMailInput, context: MailContext): OutgoingEmail {
  return sessionEmail(
    copy,
    input,
    {
      topic: "promoted",
      more: [{ kind: "paragraph", text: copy.cancelHint }],
      attachments: [sessionCalendarFile(input, context.origin)],
    },
    context,
  );
}
