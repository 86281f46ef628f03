import { mailCopy } from "#app/content/mail.ts";
import type { OutgoingEmail } from "#app/features/mail/message.ts";
import type { BookingMailInput } from "./booking-mail-input.ts";
import type { MailContext } from "./mail-context.ts";
import { sessionEmail } from "./session-email.ts";

const copy = mailCopy.trainerChanged;

/** Another trainer teaches a class the member booked (cover, or the timetable changed): their place is kept. */
export function trainerChangedEmail(input: BookingMailInput, context: MailContext): OutgoingEmail {
  const previous = input.previousTrainer;
  return sessionEmail(
    copy,
    input,
    {
      topic: "trainer-changed",
      more: previous ? [{ kind: "details", rows: [{ label: copy.previousLabel, value: previous }] }] : [],
    },
    context,
  );
}
