import { site } from "#app/content/site.ts";
import { hoursRows } from "#app/content/site-details.ts";
import { siteDetails } from "#app/features/site/site-details.server.ts";

const dateTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: site.timeZone,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZoneName: "short",
});

/** "Friday 27 November 2026, 9:05 am GMT": a moment as the gym reads it, in the gym's time zone. */
export function gymDateTime(iso: string): string {
  const parts = Object.fromEntries(dateTime.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}${parts.dayPeriod?.toLowerCase()} ${parts.timeZoneName}`;
}

/** The opening hours, one line each, as the site's details (the database's copy) list them. */
export function openingHoursRows(): { label: string; value: string }[] {
  return hoursRows(siteDetails().hours);
}
