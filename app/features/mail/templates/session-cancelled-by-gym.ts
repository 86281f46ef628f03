import { mailCopy } from "#app/content/mail.ts";
import type { OutgoingEmail } from "#app/features/mail/message.ts";
import { type BookingMailInput, sessionRows } from "./booking-mail-input.ts";
import type { EmailBlock } from "./email-content.ts";
import type { MailContext } from "./mail-context.ts";
import { renderEmail } from "./render.server.tsx";

const copy = mailCopy.sessionCancelledByGym;

/** Staff cancelled a session: every booked member hears why, in the staff's words. */
export function sessionCancelledByGymEmail(input: BookingMailInput, context: MailContext): OutgoingEmail {
  const blocks: EmailBlock[] = [
    { kind: "paragraph", text: copy.intro },
    { kind: "details", rows: sessionRows(input) },
  ];
  if (input.reason?.trim()) blocks.push({ kind: "quote", label: copy.reasonLabel, text: input.reason.trim() });
  blocks.push({ kind: "action", label: copy.action, href: input.scheduleUrl });
  return renderEmail(
    {
      subject: copy.subject(input.className, input.dayLabel),
      preview: `${input.dayLabel}, ${input.timeLabel}`,
      heading: copy.heading,
      blocks,
      reason: copy.reason,
    },
    {
      topic: "session-cancelled-by-gym",
      origin: context.origin,
      to: [{ address: input.to }],
      replyTo: { address: context.staffEmail },
    },
  );
}
