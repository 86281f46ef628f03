import { reminderCopy } from "#app/content/member-mail.ts";
import type { OutgoingEmail } from "#app/features/mail/message.ts";
import { sessionCalendarFile } from "#app/features/mail/templates/booking-calendar.server.ts";
import { type BookingMailInput, sessionRows } from "#app/features/mail/templates/booking-mail-input.ts";
import type { MailContext } from "#app/features/mail/templates/mail-context.ts";
import { renderEmail } from "#app/features/mail/templates/render.server.tsx";
import { listUnsubscribeHeaders } from "./signed-links.server.ts";

export interface ReminderInput extends BookingMailInput {
  /** "Thursday 26 November, 7:00am": until when cancelling is free. */
  freeCancellationUntil: string;
  /** The signed one-click cancel link (signed-links.server.ts). */
  cancelUrl: string;
  /** The signed one-click unsubscribe link from reminders. */
  unsubscribeUrl: string;
}

/** The reminder before a booked class: the session, the free-cancellation deadline, a one-click cancel link, the calendar file. */
export function reminderEmail(input: ReminderInput, context: MailContext): OutgoingEmail {
  return renderEmail(
    {
      subject: reminderCopy.subject(input.className, input.dayLabel),
      preview: `${input.dayLabel}, ${input.timeLabel}`,
      heading: reminderCopy.heading,
      blocks: [
        { kind: "paragraph", text: reminderCopy.intro },
        {
          kind: "details",
          rows: [...sessionRows(input), { label: reminderCopy.freeCancellation, value: input.freeCancellationUntil }],
        },
        { kind: "paragraph", text: reminderCopy.cancelHint },
        { kind: "action", label: reminderCopy.action, href: input.cancelUrl },
      ],
      reason: reminderCopy.reason,
      // The reason names the link: it is in the body too, not only in a header mail apps may hide.
      unsubscribe: { label: reminderCopy.unsubscribe, href: input.unsubscribeUrl },
    },
    {
      topic: "reminder",
      origin: context.origin,
      to: [{ address: input.to }],
      replyTo: { address: context.staffEmail },
      attachments: [sessionCalendarFile(input, context.origin)],
      headers: listUnsubscribeHeaders(input.unsubscribeUrl),
    },
  );
}
