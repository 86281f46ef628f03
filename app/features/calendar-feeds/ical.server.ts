import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import { escape as escapeText, ICalCalendar, ICalEventStatus } from "ical-generator";
import { Temporal } from "temporal-polyfill";
import { site } from "#app/content/site.ts";
import { siteDetails } from "#app/features/site/site-details.server.ts";

/** One event of a feed, as the feeds of this folder describe it; ical.server.ts writes it as RFC 5545. */
export interface FeedEvent {
  /** Globally unique and the same on every request: "session-yoga-2026-11-24-1000@gym.example". */
  uid: string;
  summary: string;
  description: string;
  /** UTC instants ("…T09:00:00.000Z"); written as the gym's wall-clock time with its TZID. */
  startsAtUtc: string;
  endsAtUtc: string;
  /** The page a calendar links the event to. */
  url: string;
  status: "confirmed" | "tentative" | "cancelled";
  /**
   * When this version of the event came to be (DTSTAMP, UTC). Deterministic, so an unchanged
   * feed is byte for byte the same and its ETag holds.
   */
  stamp: string;
  /** Bumped when the event changes in a way a calendar must notice (a cancellation). */
  sequence: number;
}

export interface FeedCalendar {
  name: string;
  description: string;
  /** How often a subscribed calendar should fetch again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshHours: number;
  events: FeedEvent[];
}

const statuses = {
  confirmed: ICalEventStatus.CONFIRMED,
  tentative: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
} as const;

const inGymZone = (utc: string, timeZone: string) => Temporal.Instant.from(utc).toZonedDateTimeISO(timeZone);

/** Control characters a TEXT value may not hold (RFC 5545 3.3.11), line breaks aside: those are escaped. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: dropping control characters is the point.
const FORBIDDEN_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * A calendar-level TEXT value (NAME, X-WR-CALNAME, X-WR-CALDESC, PRODID), escaped as RFC
 * 5545 says: backslash, semicolon and comma escaped, a line break written as "\n". ical-generator
 * escapes what it writes of events, but writes these as given, so a class title holding a line
 * break would add a property of its own to /classes/<slug>.ics. Lines are folded at 75 octets
 * by ical-generator for the whole text.
 */
export function calendarText(value: string): string {
  return escapeText(value.replace(FORBIDDEN_IN_TEXT, ""), false);
}

/**
 * The calendar as iCalendar text: times as the gym's wall-clock time with TZID and the
 * zone's VTIMEZONE (so 9:00 stays 9:00 across a change of summer time in every client),
 * DTSTAMP in UTC, and the gym's name, address and position on every event.
 */
export function icalText(calendar: FeedCalendar, origin: string, timeZone: string = site.timeZone): string {
  const ical = new ICalCalendar({
    name: calendarText(calendar.name),
    description: calendarText(calendar.description),
    prodId: { company: calendarText(site.brand), product: "timetable", language: "EN" },
    url: origin,
    ttl: calendar.refreshHours * 60 * 60,
    // No calendar-wide zone (that would write DTSTAMP in local time); each event names its own.
    timezone: { name: null, generator: getVtimezoneComponent },
    x: [["X-WR-TIMEZONE", calendarText(timeZone)]],
  });
  const { contact } = siteDetails();
  const { latitude, longitude } = contact.location;
  for (const event of calendar.events) {
    ical.createEvent({
      id: event.uid,
      sequence: event.sequence,
      stamp: new Date(event.stamp),
      start: inGymZone(event.startsAtUtc, timeZone),
      end: inGymZone(event.endsAtUtc, timeZone),
      timezone: timeZone,
      summary: event.summary,
      description: event.description,
      location: {
        title: site.brand,
        address: contact.address,
        geo: { lat: latitude, lon: longitude },
      },
      url: event.url,
      status: statuses[event.status],
    });
  }
  return ical.toString();
}
