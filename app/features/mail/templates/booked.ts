import { mailCopy } from "#app/content/mail.ts";
import type { OutgoingEmail } from "#app/features/mail/message.ts";
import { sessionCalendarFile } from "./booking-calendar.server.ts";
import type { BookingMailInput } from "./booking-mail-input.ts";
import type { MailContext } from "./mail-context.ts";
import { sessionEmail } from "./session-email.ts";

/** A member booked a class: the details, a link to the schedule and the session as a calendar file. */
export function bookedEmail(input: BookingMailInput, context: MailContext): OutgoingEmail {
  return sessionEmail(
    mailCopy.booked,
    input,
    {
      topic: "booked",
      more: input.freeCancellationUntil
        ? [{ kind: "paragraph", text: mailCopy.booked.freeCancellation(input.freeCancellationUntil) }]
        : [],
      attachments: [sessionCalendarFile(input, context.origin)],
    },
    context,
  );
}
