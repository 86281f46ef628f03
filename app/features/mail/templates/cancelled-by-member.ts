import { mailCopy } from "#app/content/mail.ts";
import type { OutgoingEmail } from "#app/features/mail/message.ts";
import { type BookingMailInput, sessionRows } from "./booking-mail-input.ts";
import type { EmailBlock } from "./email-content.ts";
import type { MailContext } from "./mail-context.ts";
import { renderEmail } from "./render.server.tsx";

const copy = mailCopy.cancelledByMember;

/** The member cancelled a booking; a late cancellation says so. */
export function cancelledByMemberEmail(input: BookingMailInput, context: MailContext): OutgoingEmail {
  const blocks: EmailBlock[] = [
    { kind: "paragraph", text: copy.intro },
    { kind: "details", rows: sessionRows(input) },
  ];
  if (input.lateCancellation) blocks.push({ kind: "paragraph", text: copy.late });
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
      topic: "cancelled-by-member",
      origin: context.origin,
      to: [{ address: input.to }],
      replyTo: { address: context.staffEmail },
    },
  );
}
