import { site } from "#app/content/site.ts";
import { bookingsForCalendar, type CalendarBooking } from "#app/features/booking/calendar-bookings.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { sessionEventUid } from "./event-uid.ts";
import type { FeedCalendar, FeedEvent } from "./ical.server.ts";
import { sessionTitle } from "./timetable-feed.server.ts";

/** A member's feed keeps the last four weeks, so a calendar does not lose the classes just done. */
const HISTORY_DAYS = 28;
const MEMBER_REFRESH_HOURS = 1;

function bookingEvent(booking: CalendarBooking, origin: string): FeedEvent {
  const { session, sessionCancellation } = booking;
  const title = sessionTitle(session);
  const lines = [`Coached by ${session.trainer} at ${site.brand}.`];
  let summary = title;
  let status: FeedEvent["status"] = "confirmed";
  if (sessionCancellation || booking.status === "session-cancelled") {
    summary = `Cancelled: ${title}`;
    status = "cancelled";
    const reason = sessionCancellation?.reason;
    lines.unshift(`${site.brand} cancelled this class${reason ? `: ${reason}` : ""}.`);
  } else if (booking.status === "waitlisted") {
    summary = `Waitlist #${booking.position ?? "?"}: ${title}`;
    status = "tentative";
    lines.unshift("You are on the waitlist: if a place frees up, it is yours and this event says so.");
  }
  lines.push(`Your bookings: ${new URL("/account", origin).href}`);
  const changes = [booking.promotedAt, sessionCancellation?.at].filter((at): at is string => Boolean(at));
  return {
    uid: sessionEventUid(session.id, origin),
    summary,
    description: lines.join("\n"),
    startsAtUtc: session.startsAtUtc,
    endsAtUtc: session.endsAtUtc,
    url: new URL("/account", origin).href,
    status,
    stamp: [booking.updatedAt, ...changes].sort().at(-1) ?? booking.bookedAt,
    sequence: changes.length,
  };
}

/** The member's own feed: places (confirmed), waitlist places (tentative), and classes staff cancelled. */
export async function memberFeed(
  database: Database,
  origin: string,
  userId: string,
  now: Date = clock.now(),
): Promise<FeedCalendar> {
  const since = new Date(now.getTime() - HISTORY_DAYS * 24 * 60 * 60 * 1000);
  const bookings = await bookingsForCalendar(database, userId, since);
  return {
    name: `My ${site.brand} classes`,
    description: `Your booked classes and waitlist places at ${site.brand}.`,
    refreshHours: MEMBER_REFRESH_HOURS,
    events: bookings.map((booking) => bookingEvent(booking, origin)),
  };
}
