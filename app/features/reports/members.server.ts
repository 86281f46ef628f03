import { reportSettings } from "#app/content/reports.ts";
import { classBySlug } from "#app/features/timetable/timetable.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { DAY_MS, earlierOf, gymCalendar, isoOf, laterOf, monthsBetween } from "./gym-calendar.server.ts";
import {
  activeMembers,
  classesOfVisits,
  cohortActivity,
  countSlippingAway,
  joinedPerBucket,
  newsOff,
  slippingAway,
  slippingAwayIds,
} from "./members-queries.server.ts";
import type { ReportRange } from "./range.server.ts";
import { lastWinBackMails } from "./win-back.server.ts";

/**
 * The members report: how many are active, who joined and who was lost in the range,
 * retention by the month members joined, and who is slipping away now.
 */

export interface Cohort {
  /** The first of the month they joined in ("2026-06-01"). */
  month: string;
  members: number;
  /** Month 0 is the month they joined; then one entry a month up to the end of the range. */
  retention: { offset: number; active: number; rate: number | null }[];
}

export interface SlippingMember {
  id: string;
  name: string;
  email: string;
  /** UTC ISO start of their last visit. */
  lastVisit: string;
  daysAway: number;
  lastClass: string | null;
  newsOff: boolean;
  /** When staff last sent them the "we miss you" e-mail, if since their last visit. */
  mailedAt: string | null;
}

export interface MembersReport {
  range: ReportRange;
  /** The instant "active at the end" is counted at: the end of the range, or now. */
  activeAt: string;
  activeAtStart: number;
  activeAtEnd: number;
  joined: number;
  /** Active at the start of the range and no longer at its end. */
  lost: number;
  cohorts: Cohort[];
  slipping: { total: number; members: SlippingMember[] };
}

/** The first instant of each month the range touches, the first month starting with the range. */
export function monthStarts(range: ReportRange): string[] {
  const calendar = gymCalendar(range.from, range.to);
  return monthsBetween(range.from, range.to).map((first, index) =>
    index === 0 ? range.startsAt : isoOf(calendar.startOf(first)),
  );
}

export function cohortsOf(
  months: string[],
  joined: { bucket: number; members: number }[],
  activity: { cohort: number; month: number; members: number }[],
): Cohort[] {
  return months.map((month, cohort) => {
    const members = joined.find((row) => row.bucket === cohort)?.members ?? 0;
    const retention = months.slice(cohort).map((_, offset) => {
      const active = activity.find((row) => row.cohort === cohort && row.month === cohort + offset)?.members ?? 0;
      return { offset, active, rate: members > 0 ? active / members : null };
    });
    return { month, members, retention };
  });
}

/** Members slipping away at `now`: the list the report shows, how many in all. */
export async function slippingAwayNow(database: Database, now: Date, limit = reportSettings.slippingAwayListed) {
  const cutoff = new Date(now.getTime() - reportSettings.slippingAwayAfterDays * DAY_MS).toISOString();
  const { total, members } = await slippingAway(database, { cutoff, now: now.toISOString(), limit });
  const ids = members.map((member) => member.id);
  const [classes, off, mailed] = await Promise.all([
    classesOfVisits(database, members),
    newsOff(database, ids),
    lastWinBackMails(database.db, ids),
  ]);
  return {
    total,
    members: members.map((member): SlippingMember => {
      const slug = classes.get(member.id);
      const mailedAt = mailed.get(member.id) ?? null;
      return {
        id: member.id,
        name: member.name,
        email: member.email,
        lastVisit: member.last_visit,
        daysAway: Math.floor((now.getTime() - Date.parse(member.last_visit)) / DAY_MS),
        lastClass: slug ? (classBySlug(slug)?.title ?? slug) : null,
        newsOff: off.has(member.id),
        mailedAt: mailedAt && mailedAt > member.last_visit ? mailedAt : null,
      };
    }),
  };
}

/** Who is slipping away at `now`, by id: the audience of a message to them. */
export async function slippingAwayIdsNow(database: Database, now: Date): Promise<string[]> {
  const cutoff = new Date(now.getTime() - reportSettings.slippingAwayAfterDays * DAY_MS).toISOString();
  return slippingAwayIds(database, { cutoff, now: now.toISOString() });
}

export async function countSlippingAwayNow(database: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - reportSettings.slippingAwayAfterDays * DAY_MS).toISOString();
  return countSlippingAway(database, { cutoff, now: now.toISOString() });
}

export async function membersReport(
  database: Database,
  range: ReportRange,
  { now = clock.now() }: { now?: Date } = {},
): Promise<MembersReport> {
  const nowIso = now.toISOString();
  const end = laterOf(earlierOf(range.endsAt, nowIso), range.startsAt);
  const starts = monthStarts(range);
  // Independent reads: on PostgreSQL each takes a connection of its own and they run side by
  // side (the two-year cohort table alone is most of the report's time); SQLite runs them in turn.
  const [atStart, atEnd, joined, activity, slipping] = await Promise.all([
    activeMembers(database, range.startsAt, reportSettings.activeWithinDays),
    activeMembers(database, end, reportSettings.activeWithinDays),
    joinedPerBucket(database, starts, end),
    cohortActivity(database, starts, end),
    slippingAwayNow(database, now),
  ]);
  return {
    range,
    activeAt: end,
    activeAtStart: atStart.size,
    activeAtEnd: atEnd.size,
    joined: joined.reduce((total, row) => total + row.members, 0),
    lost: [...atStart].filter((id) => !atEnd.has(id)).length,
    cohorts: cohortsOf(monthsBetween(range.from, range.to), joined, activity),
    slipping,
  };
}
