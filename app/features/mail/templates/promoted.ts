import { mailCopy } from "#app/content/mail.ts";
import type { OutgoingEmail } from "#app/features/mail/message.ts";
import { sessionCalendarFile } from "./booking-calendar.server.ts";
import { type BookingMailInput, sessionRows } from "./booking-mail-input.ts";
import type { MailContext } from "./mail-context.ts";
import { renderEmail } from "./render.server.tsx";

const copy = mailCopy.promoted;

/** A place opened up and the member moved from the waitlist to booked: same calendar file as a booking. */
export function promotedEmail(input: BookingMailInput, context: MailContext): OutgoingEmail {
  return renderEmail(
    {
      subject: copy.subject(input.className, input.dayLabel),
      preview: `${input.dayLabel}, ${input.timeLabel}`,
      heading: copy.heading,
      blocks: [
        { kind: "paragraph", text: copy.intro },
        { kind: "details", rows: sessionRows(input) },
        { kind: "paragraph", text: copy.cancelHint },
        { kind: "action", label: copy.action, href: input.scheduleUrl },
      ],
      reason: copy.reason,
    },
    {
      topic: "promoted",
      origin: context.origin,
      to: [{ address: input.to }],
      replyTo: { address: context.staffEmail },
      attachments: [sessionCalendarFile(input, context.origin)],
    },
  );
}
