import { data } from "react-router";
import { formatTimeRange } from "#app/content/clock.ts";
import { availabilityOf } from "#app/features/booking/availability.server.ts";
import { bookingMailer } from "#app/features/booking/booking-mail.server.ts";
import { bookSession } from "#app/features/booking/bookings.server.ts";
import { BookingRefused } from "#app/features/booking/errors.ts";
import { bookingPhase, bookingWindow } from "#app/features/booking/rules.ts";
import {
  type ClassSession,
  dayLabel,
  findSession,
  localDateTimeLabel,
} from "#app/features/timetable/sessions.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";
import { assertMayBook, MayNotBook } from "./may-book.server.ts";
import { rebookTokenMatches } from "./signed-links.server.ts";

/**
 * The "book the new time" link of a class-moved e-mail (signed-links.server.ts): opens
 * without signing in, shows the new time and whether it has places (a GET never changes
 * anything: mail scanners follow links), and a POST books it by the member's own rules,
 * with what paid for the old place, which came back. One use: once the member holds or
 * held a booking of the new time, the link only says so, so a replay books nothing.
 */

export type OneClickRebookView =
  | { state: "offer"; className: string; when: string; full: boolean }
  | { state: "over"; message: string };

export type OneClickRebookOutcome = { tone: "success" | "error"; message: string };

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

const whenOf = (session: ClassSession) =>
  `${dayLabel(session.localDate)}, ${formatTimeRange(session.start, session.end)}`;

/** The booking the signed link names and the class's new time, or a 404 for a link that is not ours. */
async function signedMove(services: Services, bookingId: string, token: string | null) {
  const secret = (await services.auth.$context).secret;
  if (!token || !rebookTokenMatches(secret, bookingId, token)) throw notFound();
  const booking = await services.database.db
    .selectFrom("bookings")
    .innerJoin("class_sessions", "class_sessions.id", "bookings.session_id")
    .select(["bookings.id", "bookings.user_id", "bookings.status", "bookings.cancelled_at", "class_sessions.moved_to"])
    .where("bookings.id", "=", bookingId)
    .executeTakeFirst();
  if (!booking?.moved_to || booking.status !== "session-cancelled") throw notFound();
  return { booking, newTime: findSession(booking.moved_to) };
}

/** Why the new time cannot be booked from the link (anymore), or null while it can. */
async function nothingToOffer(
  services: Services,
  userId: string,
  newTime: ClassSession | undefined,
  now: Date,
): Promise<string | null> {
  if (!newTime) return "The new time is no longer on the timetable. See the schedule for another class.";
  const held = await services.database.db
    .selectFrom("bookings")
    .select("status")
    .where("session_id", "=", newTime.id)
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  const what = `${newTime.className}, ${whenOf(newTime)}`;
  if (held?.status === "booked") return `You're booked at the new time: ${what}.`;
  if (held?.status === "waitlisted") return `You're on the waitlist of the new time: ${what}.`;
  if (held) return `This link was used: you booked the new time (${what}) and cancelled it since.`;
  const window = bookingWindow(newTime.startsAtUtc);
  const phase = bookingPhase(window, now.getTime());
  if (phase === "started") return `The new time has started: ${what}.`;
  if (phase === "not-open") return `Booking for the new time opens ${localDateTimeLabel(window.opensAt)}: ${what}.`;
  return null;
}

export async function loadOneClickRebook(
  services: Services,
  bookingId: string,
  token: string | null,
  now = clock.now(),
): Promise<OneClickRebookView> {
  const { booking, newTime } = await signedMove(services, bookingId, token);
  const over = await nothingToOffer(services, booking.user_id, newTime, now);
  if (over || !newTime) return { state: "over", message: over ?? "" };
  const places = (await availabilityOf(services.database, [newTime])).get(newTime.id);
  return {
    state: "offer",
    className: newTime.className,
    when: whenOf(newTime),
    full: (places?.spotsLeft ?? newTime.capacity) <= 0,
  };
}

/** The confirmed booking of the new time: as if the member had pressed Book (the same rules, e-mail and limits). */
export async function confirmOneClickRebook(
  services: Services,
  bookingId: string,
  token: string | null,
  now = clock.now(),
): Promise<OneClickRebookOutcome> {
  const { booking, newTime } = await signedMove(services, bookingId, token);
  const over = await nothingToOffer(services, booking.user_id, newTime, now);
  if (over || !newTime) return { tone: "error", message: over ?? "" };
  const what = `${newTime.className}, ${whenOf(newTime)}`;
  try {
    await assertMayBook(services.database, booking.user_id, now);
    const made = await bookSession(
      services.database,
      { userId: booking.user_id, sessionId: newTime.id, now },
      bookingMailer(services.mail),
    );
    return made.status === "booked"
      ? { tone: "success", message: `You're booked at the new time: ${what}.` }
      : {
          tone: "success",
          message: `The new time is full: you're number ${made.position} on its waitlist. If a place frees up, you'll get it: ${what}.`,
        };
  } catch (error) {
    if (error instanceof MayNotBook || error instanceof BookingRefused) {
      return { tone: "error", message: `The new time is not booked. ${error.message}` };
    }
    throw error;
  }
}
