import { mailCopy } from "#app/content/mail.ts";
import type { OutgoingEmail } from "#app/features/mail/message.ts";
import type { BookingMailInput } from "./booking-mail-input.ts";
import type { MailContext } from "./mail-context.ts";
import { sessionEmail } from "./session-email.ts";

const copy = mailCopy.sessionCancelledByGym;

/** Staff cancelled a session: every booked member hears why, in the staff's words. */
export function sessionCancelledByGymEmail(input: BookingMailInput, context: MailContext): OutgoingEmail {
  const reason = input.reason?.trim();
  return sessionEmail(
    copy,
    input,
    {
      topic: "session-cancelled-by-gym",
      more: reason ? [{ kind: "quote", label: copy.reasonLabel, text: reason }] : [],
    },
    context,
  );
}
