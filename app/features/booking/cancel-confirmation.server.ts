import { formatTimeRange } from "#app/content/clock.ts";
import { isWeekday, weekdayName } from "#app/content/weekdays.ts";
import { safeReturnPath } from "#app/features/accounts/return-path.ts";
import { dayLabel, localDayTimeLabel } from "#app/features/timetable/sessions.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { type CancelPrompt, cancelPrompt } from "./cancel-prompt.ts";
import { memberBookings } from "./member-bookings.server.ts";
import { bookingWindow } from "./rules.ts";

/** What the confirmation page shows for one of the member's bookings (app/routes/account/cancel/). */
export type CancelConfirmation =
  | {
      state: "cancellable";
      bookingId: string;
      sessionId: string;
      /** "Yoga, Tuesday 24 November, 9:00am-10:00am, with Maya Okafor" */
      what: string;
      prompt: CancelPrompt;
      late: boolean;
    }
  | { state: "over"; what: string; message: string };

/**
 * The member's own upcoming booking, as the page that asks before cancelling it shows it;
 * undefined when it is not theirs or not upcoming (the page is then not found).
 */
export async function cancelConfirmation(
  database: Database,
  memberId: string,
  bookingId: string,
  now: Date = clock.now(),
): Promise<CancelConfirmation | undefined> {
  const { upcoming } = await memberBookings(database, memberId, now);
  const booking = upcoming.find((candidate) => candidate.id === bookingId);
  if (!booking) return undefined;
  const { session } = booking;
  const what = `${session.className}, ${dayLabel(session.localDate)}, ${formatTimeRange(session.start, session.end)}, with ${session.trainer}`;
  if (booking.status !== "booked" && booking.status !== "waitlisted") {
    return { state: "over", what, message: "The gym has cancelled this class: there is nothing to cancel." };
  }
  const window = bookingWindow(session.startsAtUtc);
  if (now.getTime() >= window.startsAt) {
    return { state: "over", what, message: "This class has started: it can no longer be cancelled." };
  }
  const late = now.getTime() > window.freeCancellationEndsAt;
  return {
    state: "cancellable",
    bookingId: booking.id,
    sessionId: session.id,
    what,
    late,
    prompt: cancelPrompt({
      className: session.className,
      dayName: weekdayName(session.weekday),
      status: booking.status,
      freeUntil: localDayTimeLabel(window.freeCancellationEndsAt),
      late,
    }),
  };
}

/** Whether a page's action takes a member's cancellation and shows its outcome: /account and a day's schedule. */
function cancels(pathname: string): boolean {
  const [, first, day] = pathname.split("/");
  return (first === "account" && day === undefined) || (first === "schedule" && isWeekday(day));
}

/** Where the confirmation posts and leads back to: the page the member came from, if it is one that cancels; else /account. */
export function cancelReturnPath(value: string | null): string {
  const url = new URL(safeReturnPath(value) ?? "/account", "http://return-path.invalid");
  return cancels(url.pathname) ? `${url.pathname}${url.search}` : "/account";
}
