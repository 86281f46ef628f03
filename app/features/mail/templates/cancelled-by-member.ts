import { mailCopy } from "#app/content/mail.ts";
import type { OutgoingEmail } from "#app/features/mail/message.ts";
import type { BookingMailInput } from "./booking-mail-input.ts";
import type { MailContext } from "./mail-context.ts";
import { sessionEmail } from "./session-email.ts";

const copy = mailCopy.cancelledByMember;

/** The member cancelled a booking; a late cancellation says so. */
export function cancelledByMemberEmail(input: BookingMailInput, context: MailContext): OutgoingEmail {
  return sessionEmail(
    copy,
    input,
    {
      topic: "cancelled-by-member",
      more: input.lateCancellation ? [{ kind: "paragraph", text: copy.late }] : [],
    },
    context,
  );
}
