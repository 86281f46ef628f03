import { Temporal } from "temporal-polyfill";
import { site } from "#app/content/site.ts";
import { countNewLeads } from "#app/features/staff/leads.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { type AttendanceOptions, begunSessions, figuresOf } from "./attendance.server.ts";
import { countSlippingAwayNow } from "./members.server.ts";
import { rangeOf } from "./range.server.ts";
import { countPastDue } from "./revenue-queries.server.ts";

/**
 * The numbers the desk's front page shows above today's classes: this week's visits against
 * last week's by the same moment (Monday 00:00 to now, a week earlier on the gym's clock),
 * this week's fill rate so far, leads nobody has answered, members slipping away and
 * memberships past due.
 */
export interface Overview {
  visits: number;
  visitsLastWeek: number;
  fillRate: number | null;
  newLeads: number;
  slippingAway: number;
  pastDue: number;
}

/** Monday 00:00 of the week `now` is in, and `now`, on the gym's clock; and both a week earlier. */
export function weeksToCompare(now: Date, timeZone: string = site.timeZone) {
  const moment = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(timeZone);
  const monday = moment.toPlainDate().subtract({ days: moment.dayOfWeek - 1 });
  const week = (weeksBack: number) => ({
    range: rangeOf(
      monday.subtract({ weeks: weeksBack }).toString(),
      moment.toPlainDate().subtract({ weeks: weeksBack }).toString(),
      timeZone,
    ),
    now: new Date(moment.subtract({ weeks: weeksBack }).epochMilliseconds),
  });
  return { thisWeek: week(0), lastWeek: week(1) };
}

export async function staffOverview(
  database: Database,
  { now = clock.now(), scheduled }: AttendanceOptions = {},
): Promise<Overview> {
  const { thisWeek, lastWeek } = weeksToCompare(now);
  const current = figuresOf(await begunSessions(database, thisWeek.range, { now: thisWeek.now, scheduled }));
  const previous = figuresOf(await begunSessions(database, lastWeek.range, { now: lastWeek.now, scheduled }));
  return {
    visits: current.visits,
    visitsLastWeek: previous.visits,
    fillRate: current.fillRate,
    newLeads: await countNewLeads(database),
    slippingAway: await countSlippingAwayNow(database, now),
    pastDue: await countPastDue(database),
  };
}
