import { formatTimeRange } from "#app/content/clock.ts";
import type { MailService } from "#app/features/mail/mail-service.server.ts";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import { bookedEmail } from "#app/features/mail/templates/booked.ts";
import type { BookingMailInput } from "#app/features/mail/templates/booking-mail-input.ts";
import { cancelledByMemberEmail } from "#app/features/mail/templates/cancelled-by-member.ts";
import { promotedEmail } from "#app/features/mail/templates/promoted.ts";
import { dayLabel } from "#app/features/timetable/sessions.server.ts";
import type { BookingChange, BookingNotifier } from "./bookings.server.ts";

/**
 * The e-mail each booking change owes the member: booked (with the session as a calendar
 * file), promoted from the waitlist (likewise), cancelled. Queued in the change's own
 * transaction; the worker sends it once that commits.
 */
export function bookingMailer(mail: Pick<MailService, "context">): BookingNotifier {
  return async (trx, change) => {
    const member = await trx.selectFrom("user").select("email").where("id", "=", change.userId).executeTakeFirst();
    if (!member) return;
    const input = mailInput(member.email, change, mail.context.origin);
    const message =
      change.kind === "booked"
        ? bookedEmail(input, mail.context)
        : change.kind === "promoted"
          ? promotedEmail(input, mail.context)
          : cancelledByMemberEmail({ ...input, lateCancellation: change.late }, mail.context);
    await enqueueMail(trx, message);
  };
}

function mailInput(to: string, { session }: BookingChange, origin: string): BookingMailInput {
  return {
    to,
    className: session.className,
    trainer: session.trainer,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    sessionId: session.id,
    dayLabel: dayLabel(session.localDate),
    timeLabel: formatTimeRange(session.start, session.end),
    scheduleUrl: new URL(`/schedule/${session.weekday}`, origin).href,
  };
}
