import { Temporal } from "temporal-polyfill";
import { site } from "#app/content/site.ts";

/**
 * The Monday-to-Sunday week, in the gym's zone, that an instant falls in: a membership's
 * weekly limit counts the classes whose start lies in it. Returned as UTC ISO strings,
 * [from, to), because booking rows store UTC text that sorts as text.
 */
export function gymWeekOf(instant: string | Date, timeZone: string = site.timeZone): { from: string; to: string } {
  const ms = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
  // Most instants asked about fall in a week asked about just before (a day's classes, a member's bookings).
  for (const week of recent) {
    if (week.timeZone === timeZone && ms >= week.fromMs && ms < week.toMs) return { ...week.range };
  }
  const range = workOutWeek(ms, timeZone);
  recent.unshift({ timeZone, fromMs: Date.parse(range.from), toMs: Date.parse(range.to), range });
  if (recent.length > 8) recent.pop();
  return { ...range };
}

const recent: { timeZone: string; fromMs: number; toMs: number; range: { from: string; to: string } }[] = [];

function workOutWeek(ms: number, timeZone: string): { from: string; to: string } {
  const local = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone).toPlainDate();
  const monday = local.subtract({ days: local.dayOfWeek - 1 });
  const start = monday.toZonedDateTime({ timeZone });
  const end = monday.add({ days: 7 }).toZonedDateTime({ timeZone });
  return {
    from: new Date(start.epochMilliseconds).toISOString(),
    to: new Date(end.epochMilliseconds).toISOString(),
  };
}
