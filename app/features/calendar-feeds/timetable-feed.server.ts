import type { Temporal } from "temporal-polyfill";
import { site } from "#app/content/site.ts";
import {
  type SessionCancellation,
  sessionCancellationsBetween,
} from "#app/features/booking/calendar-bookings.server.ts";
import { dayPagePath } from "#app/features/timetable/day-page.server.ts";
import { type ClassSession, gymToday, sessionsBetween } from "#app/features/timetable/sessions.server.ts";
import { classBySlug } from "#app/features/timetable/timetable.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { sessionEventUid } from "./event-uid.ts";
import type { FeedCalendar, FeedEvent } from "./ical.server.ts";

/** The public feeds cover today and the next four weeks. */
export const TIMETABLE_FEED_DAYS = 28;
/** Subscribed calendars fetch again about this often; a cancellation shows within it. */
export const TIMETABLE_REFRESH_HOURS = 1;

export function feedHost(origin: string): string {
  return new URL(origin).host;
}

/** "Yoga with Maya Okafor" */
export function sessionTitle(session: ClassSession): string {
  return `${session.className} with ${session.trainer}`;
}

/** The start of the gym's day, in UTC: the DTSTAMP of everything unchanged since the feed's window moved. */
function startOfDayUtc(date: Temporal.PlainDate, timeZone: string): string {
  return new Date(date.toZonedDateTime({ timeZone }).epochMilliseconds).toISOString();
}

function sessionEvent(
  session: ClassSession,
  cancellation: SessionCancellation | undefined,
  context: { origin: string; today: Temporal.PlainDate; stamp: string },
): FeedEvent {
  const page = new URL(dayPagePath(session, context.today), context.origin).href;
  const lines = [`Coached by ${session.trainer} at ${site.brand}.`];
  if (cancellation) lines.unshift(`Cancelled${cancellation.reason ? `: ${cancellation.reason}` : ""}.`);
  else lines.push(`Places and booking: ${page}`);
  return {
    uid: sessionEventUid(session.id, context.origin),
    summary: cancellation ? `Cancelled: ${sessionTitle(session)}` : sessionTitle(session),
    description: lines.join("\n"),
    startsAtUtc: session.startsAtUtc,
    endsAtUtc: session.endsAtUtc,
    url: page,
    status: cancellation ? "cancelled" : "confirmed",
    stamp: cancellation ? cancellation.at : context.stamp,
    sequence: cancellation ? 1 : 0,
  };
}

/**
 * The public timetable feed (/schedule.ics), or one class's (/classes/:slug.ics): every
 * session from today for four weeks, cancelled ones marked so.
 */
export async function timetableFeed(
  database: Database,
  origin: string,
  options: { classSlug?: string; now?: Date } = {},
): Promise<FeedCalendar> {
  const today = gymToday(options.now);
  const sessions = sessionsBetween(today, today.add({ days: TIMETABLE_FEED_DAYS - 1 })).filter(
    (session) => options.classSlug === undefined || session.classSlug === options.classSlug,
  );
  const cancellations =
    sessions.length > 0
      ? await sessionCancellationsBetween(
          database,
          sessions[0]?.startsAtUtc ?? "",
          sessions[sessions.length - 1]?.startsAtUtc ?? "",
        )
      : new Map<string, SessionCancellation>();
  const context = { origin, today, stamp: startOfDayUtc(today, site.timeZone) };
  const title = options.classSlug ? classBySlug(options.classSlug)?.title : undefined;
  return {
    name: title ? `${site.brand}: ${title}` : `${site.brand} timetable`,
    description: title
      ? `Every ${title} class at ${site.brand} for the next four weeks.`
      : `Every class at ${site.brand} for the next four weeks.`,
    refreshHours: TIMETABLE_REFRESH_HOURS,
    events: sessions.map((session) =>
      sessionEvent(session, cancellations.get(session.id) ?? session.closure ?? undefined, context),
    ),
  };
}
