import { formatTimeRange } from "#app/content/clock.ts";
import { attendanceOnBookingChange } from "#app/features/attendance/booking-changes.server.ts";
import { rebookLink } from "#app/features/attendance/signed-links.server.ts";
import type { MailService } from "#app/features/mail/mail-service.server.ts";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import { bookedEmail } from "#app/features/mail/templates/booked.ts";
import type { BookingMailInput } from "#app/features/mail/templates/booking-mail-input.ts";
import { cancelledByMemberEmail } from "#app/features/mail/templates/cancelled-by-member.ts";
import { cancelledWithRefundEmail } from "#app/features/mail/templates/cancelled-with-refund.ts";
import { promotedEmail } from "#app/features/mail/templates/promoted.ts";
import { sessionCancelledByGymEmail } from "#app/features/mail/templates/session-cancelled-by-gym.ts";
import { sessionMovedEmail } from "#app/features/mail/templates/session-moved.ts";
import { skippedNoEntitlementEmail } from "#app/features/mail/templates/skipped-no-entitlement.ts";
import { trainerChangedEmail } from "#app/features/mail/templates/trainer-changed.ts";
import { dayPagePath } from "#app/features/timetable/day-page.server.ts";
import type { ClassSession } from "#app/features/timetable/sessions.server.ts";
import { dayLabel, gymToday } from "#app/features/timetable/sessions.server.ts";
import type { BookingChange, BookingNotifier } from "./booking-rows.server.ts";
import { sessionMailInput } from "./session-mail-input.server.ts";

/**
 * The e-mail each booking change owes the member: booked (with the session as a calendar
 * file), promoted from the waitlist (likewise), passed over by the waitlist for want of a
 * class credit, cancelled by the member or by the gym, moved by a timetable edit, taught
 * by another trainer. Queued in the change's own
 * transaction; the worker sends it once that commits.
 */
export function bookingMailer(
  mail: Pick<MailService, "context">,
  /** The server's secret: a moved class's e-mail then carries a signed link that books the new time. */
  links: { secret?: string } = {},
): BookingNotifier {
  return async (trx, change) => {
    await attendanceOnBookingChange(trx, change, mail.context);
    const member = await trx.selectFrom("user").select("email").where("id", "=", change.userId).executeTakeFirst();
    if (!member) return;
    const input = sessionMailInput(member.email, change.session, mail.context.origin);
    await enqueueMail(trx, messageFor(change, input, mail.context, links.secret));
  };
}

function messageFor(change: BookingChange, input: BookingMailInput, context: MailService["context"], secret?: string) {
  switch (change.kind) {
    case "booked":
      return bookedEmail(input, context);
    case "promoted":
      return promotedEmail(input, context);
    case "skipped-no-entitlement":
      return skippedNoEntitlementEmail(input, context);
    case "cancelled":
      return cancelledByMemberEmail({ ...input, lateCancellation: change.late }, context);
    case "refund-cancelled":
      return cancelledWithRefundEmail(input, context);
    case "session-cancelled":
      return change.movedTo
        ? sessionMovedEmail({ ...input, movedTo: newTime(change, change.movedTo, context.origin, secret) }, context)
        : sessionCancelledByGymEmail({ ...input, reason: change.reason }, context);
    case "trainer-changed":
      return trainerChangedEmail({ ...input, previousTrainer: change.previousTrainer }, context);
  }
}

/**
 * Where a moved class now is: "Wednesday 25 November, 11:00am-12:00pm", and how to book it:
 * the signed link that books it in one step (with what paid for the place, which came back),
 * or, without the server's secret, the day page.
 */
function newTime(
  change: Extract<BookingChange, { kind: "session-cancelled" }>,
  session: ClassSession,
  origin: string,
  secret: string | undefined,
) {
  const oneClick = secret && change.booking ? rebookLink(origin, secret, change.booking.id) : undefined;
  return {
    when: `${dayLabel(session.localDate)}, ${formatTimeRange(session.start, session.end)}`,
    url: oneClick ?? new URL(dayPagePath(session, gymToday()), origin).href,
    oneClick: oneClick !== undefined,
    placeReturned: change.booking?.had === "booked",
  };
}
