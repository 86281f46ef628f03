import { formatOpeningHours } from "#app/content/clock.ts";
import { site } from "#app/content/site.ts";

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

/** The opening hours, one line each, as site.ts lists them. */
export function openingHoursRows(): { label: string; value: string }[] {
  return site.hours.map((entry) => ({ label: entry.label, value: formatOpeningHours(entry.opens, entry.closes) }));
}
