import { data } from "react-router";
import { formatTimeRange } from "#app/content/clock.ts";
import { bookingMailer } from "#app/features/booking/booking-mail.server.ts";
import { cancelBooking } from "#app/features/booking/cancellations.server.ts";
import { BookingRefused } from "#app/features/booking/errors.ts";
import { bookingWindow } from "#app/features/booking/rules.ts";
import { dayLabel, findSession, localDayTimeLabel } from "#app/features/timetable/sessions.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";
import { promotionPolicy } from "./promotion-policy.server.ts";
import { cancelTokenMatches } from "./signed-links.server.ts";

/**
 * The one-click cancel link of a reminder: opens without signing in, shows what it would
 * cancel and asks to confirm (a GET never changes anything: mail scanners follow links),
 * and a POST cancels. Single-use: once the booking is no longer live, the link only says so.
 */

export type OneClickCancelView =
  | {
      state: "cancellable";
      what: string;
      /** "Free cancellation until …", or that it is a late cancellation now. */
      rule: string;
      late: boolean;
    }
  | { state: "over"; what: string; message: string };

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

/** The booking the signed link names, or a 404 for a link that is not ours. */
async function signedBooking(services: Services, bookingId: string, token: string | null) {
  const secret = (await services.auth.$context).secret;
  if (!token || !cancelTokenMatches(secret, bookingId, token)) throw notFound();
  const booking = await services.database.db
    .selectFrom("bookings")
    .select(["id", "user_id", "session_id", "status"])
    .where("id", "=", bookingId)
    .executeTakeFirst();
  const session = booking ? findSession(booking.session_id) : undefined;
  if (!booking || !session) throw notFound();
  return {
    booking,
    session,
    what: `${session.className}, ${dayLabel(session.localDate)}, ${formatTimeRange(session.start, session.end)}`,
  };
}

export async function loadOneClickCancel(
  services: Services,
  bookingId: string,
  token: string | null,
  now = clock.now(),
): Promise<OneClickCancelView> {
  const { booking, session, what } = await signedBooking(services, bookingId, token);
  const window = bookingWindow(session.startsAtUtc);
  if (booking.status !== "booked") return { state: "over", what, message: "This booking is already cancelled." };
  if (now.getTime() >= window.startsAt)
    return { state: "over", what, message: "This class has started: it can no longer be cancelled." };
  const late = now.getTime() > window.freeCancellationEndsAt;
  return {
    state: "cancellable",
    what,
    late,
    rule: late
      ? "It is close to the start: cancelling now counts as a late cancellation."
      : `Cancelling is free until ${localDayTimeLabel(window.freeCancellationEndsAt)}.`,
  };
}

export type OneClickCancelOutcome = { tone: "success" | "error"; message: string };

/** The confirmed cancellation: as if the member had cancelled in /account (the same e-mail, the waitlist promoted). */
export async function confirmOneClickCancel(
  services: Services,
  bookingId: string,
  token: string | null,
): Promise<OneClickCancelOutcome> {
  const { booking, what } = await signedBooking(services, bookingId, token);
  try {
    const cancellation = await cancelBooking(
      services.database,
      { userId: booking.user_id, bookingId },
      bookingMailer(services.mail),
      promotionPolicy(services.env),
    );
    return {
      tone: "success",
      message:
        cancellation.status === "late-cancelled"
          ? `Your place is cancelled: ${what}. It was close to the start, so it counts as a late cancellation.`
          : `Your place is cancelled: ${what}.`,
    };
  } catch (error) {
    if (!(error instanceof BookingRefused)) throw error;
    return {
      tone: "error",
      message: error.code === "NOT_CANCELLABLE" ? "This booking is already cancelled." : error.message,
    };
  }
}
