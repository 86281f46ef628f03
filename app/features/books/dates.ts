import { Temporal } from "temporal-polyfill";

const longDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "31 December 2026": a business date (YYYY-MM-DD) as documents print it; a calendar date is the same in every zone. */
export function documentDateLabel(date: string): string {
  return longDate.format(Temporal.PlainDate.from(date).toZonedDateTime("UTC").epochMilliseconds);
}
