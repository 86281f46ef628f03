import { mailCopy } from "#app/content/mail.ts";
import type { OutgoingEmail } from "#app/features/mail/message.ts";
import type { BookingMailInput } from "./booking-mail-input.ts";
import type { MailContext } from "./mail-context.ts";
import { sessionEmail } from "./session-email.ts";

const copy = mailCopy.sessionMoved;

/**
 * The timetable moved a class the member had booked: their booking is cancelled (they keep
 * nothing they did not agree to), what paid for the place came back, and the new time is
 * offered with a link that books it in one step.
 */
export function sessionMovedEmail(input: BookingMailInput, context: MailContext): OutgoingEmail {
  const movedTo = input.movedTo;
  return sessionEmail(
    copy,
    movedTo ? { ...input, scheduleUrl: movedTo.url } : input,
    {
      topic: "session-moved",
      more: movedTo
        ? [
            { kind: "details", rows: [{ label: copy.newTimeLabel, value: movedTo.when }] },
            ...(movedTo.placeReturned ? [{ kind: "paragraph" as const, text: copy.creditBack }] : []),
            ...(movedTo.oneClick ? [{ kind: "paragraph" as const, text: copy.oneClick }] : []),
          ]
        : [],
    },
    context,
  );
}
