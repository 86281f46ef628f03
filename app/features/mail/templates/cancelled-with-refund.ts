import { mailCopy } from "#app/content/mail.ts";
import type { OutgoingEmail } from "#app/features/mail/message.ts";
import type { BookingMailInput } from "./booking-mail-input.ts";
import type { MailContext } from "./mail-context.ts";
import { sessionEmail } from "./session-email.ts";

/** The desk refunded what paid for a place and cancelled it with the refund. */
export function cancelledWithRefundEmail(input: BookingMailInput, context: MailContext): OutgoingEmail {
  return sessionEmail(mailCopy.cancelledWithRefund, input, { topic: "cancelled-with-refund" }, context);
}
