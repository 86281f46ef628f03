import { Temporal } from "temporal-polyfill";
import { site } from "#app/content/site.ts";

/**
 * The Monday-to-Sunday week, in the gym's zone, that an instant falls in: a membership's
 * weekly limit counts the classes whose start lies in it. Returned as UTC ISO strings,
 * [from, to), because booking rows store UTC text that sorts as text.
 */
export function gymWeekOf(instant: string | Date, timeZone: string = site.timeZone): { from: string; to: string } {
  const ms = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
  const local = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone).toPlainDate();
  const monday = local.subtract({ days: local.dayOfWeek - 1 });
  const start = monday.toZonedDateTime({ timeZone });
  const end = monday.add({ days: 7 }).toZonedDateTime({ timeZone });
  return {
    from: new Date(start.epochMilliseconds).toISOString(),
    to: new Date(end.epochMilliseconds).toISOString(),
  };
}
