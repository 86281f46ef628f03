import { formatTimeRange } from "#app/content/clock.ts";
import type { BookingMailInput } from "#app/features/mail/templates/booking-mail-input.ts";
import { type ClassSession, dayLabel, localDayTimeLabel } from "#app/features/timetable/sessions.server.ts";
import { bookingWindow } from "./rules.ts";

/**
 * What every e-mail about one session says of it: class, trainer, day, time, calendar file,
 * schedule link. Kept apart from booking-mail.server.ts, which calls attendance on every
 * booking change: attendance's reminders read this too, and reading it from there closed an
 * import circle (booking → attendance → booking).
 */
export function sessionMailInput(to: string, session: ClassSession, origin: string): BookingMailInput {
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
    freeCancellationUntil: localDayTimeLabel(bookingWindow(session.startsAtUtc).freeCancellationEndsAt),
  };
}
