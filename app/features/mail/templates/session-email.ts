import type { MailAttachment, OutgoingEmail } from "#app/features/mail/message.ts";
import { type BookingMailInput, sessionRows } from "./booking-mail-input.ts";
import type { EmailBlock } from "./email-content.ts";
import type { MailContext } from "./mail-context.ts";
import { renderEmail } from "./render.server.tsx";

/** The words of an e-mail about one session (content/mail.ts). */
export interface SessionEmailCopy {
  subject(className: string, dayLabel: string): string;
  heading: string;
  intro: string;
  action: string;
  reason: string;
}

/**
 * An e-mail about one session: why, the session's details, what else this message has to
 * say (`more`), and the way back to the schedule. Replies reach the front desk.
 */
export function sessionEmail(
  copy: SessionEmailCopy,
  input: BookingMailInput,
  { topic, more = [], attachments }: { topic: string; more?: EmailBlock[]; attachments?: MailAttachment[] },
  context: MailContext,
): OutgoingEmail {
  return renderEmail(
    {
      subject: copy.subject(input.className, input.dayLabel),
      preview: `${input.dayLabel}, ${input.timeLabel}`,
      heading: copy.heading,
      blocks: [
        { kind: "paragraph", text: copy.intro },
        { kind: "details", rows: sessionRows(input) },
        ...more,
        { kind: "action", label: copy.action, href: input.scheduleUrl },
      ],
      reason: copy.reason,
    },
    {
      topic,
      origin: context.origin,
      to: [{ address: input.to }],
      replyTo: { address: context.staffEmail },
      ...(attachments ? { attachments } : {}),
    },
  );
}
