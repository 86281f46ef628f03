import { data } from "react-router";
import { bookingRules } from "#app/content/booking-rules.ts";
import { formatTimeRange } from "#app/content/clock.ts";
import { isWeekday, type Weekday, weekdayName } from "#app/content/weekdays.ts";
import { requireMemberOnPage } from "#app/features/accounts/member.server.ts";
import { pageMember } from "#app/features/accounts/page-member.server.ts";
import { loginPathReturningTo } from "#app/features/accounts/return-path.ts";
import { handleBookingIntent } from "#app/features/booking/form-intents.server.ts";
import { readKeptSchedule } from "#app/features/booking/schedule.server.ts";
import type { RowShared } from "#app/features/booking/schedule-row.ts";
import { currentSchedule } from "#app/features/timetable/current-schedule.ts";
import { sessionEventsJsonLd } from "#app/features/timetable/event-json-ld.server.ts";
import { scheduleFilterOptions } from "#app/features/timetable/filter-options.server.ts";
import {
  type FilterName,
  type FilterOption,
  filterSearch,
  matchesFilters,
  parseFilters,
  type ScheduleFilters,
} from "#app/features/timetable/filters.ts";
import { closureOn } from "#app/features/timetable/schedule.ts";
import {
  dayLabel,
  gymToday,
  localDateTimeLabel,
  localDayTimeLabel,
  nextDateOf,
  sessionsOn,
} from "#app/features/timetable/sessions.server.ts";
import type { LIVE_IN_DOCUMENT } from "#app/platform/performance/LiveValues.tsx";
import { liveInDocument } from "#app/platform/performance/live-in-document.server.ts";
import { pageChangesAt } from "#app/platform/performance/page-inputs.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";
import { type DayClasses, type DayLive, memberDayLive, memberRows, placesOf } from "./day-live.server.ts";

/**
 * What a day's page shows. The server renders what every visitor shares once per version
 * and fills in `live` per request (decision 0175): the places, the member's own, and the
 * JSON-LD (which states the places). On a member's page kept for every member, `live` is in
 * the document instead (decision 0228).
 */
export interface ScheduleDayData {
  day: Weekday;
  dayName: string;
  /** "Friday 27 November" */
  dateLabel: string;
  /** The gym is closed that day: why. */
  closure: string | null;
  /** 0 = the coming date of this weekday, 1 = the week after. */
  week: number;
  weeksShown: number;
  signedIn: boolean;
  /** /login, coming back to this day. */
  signInHref: string;
  rows: RowShared[];
  /** The filters in the address (?class=&trainer=&time=), and how many of the day's classes they let through. */
  filters: ScheduleFilters;
  filterOptions: Record<FilterName, FilterOption[]>;
  unknownFilters: { name: FilterName; value: string }[];
  /** "?class=yoga", for links that keep the filters. */
  filterSearch: string;
  totalCount: number;
  live: DayLive | typeof LIVE_IN_DOCUMENT;
}

/** `?week=`: absent is this week (0); anything the pages do not show is undefined (404). */
export function parseWeek(value: string | null): number | undefined {
  if (value === null) return 0;
  const week = /^\d$/.test(value) ? Number(value) : Number.NaN;
  return week >= 0 && week < bookingRules.weeksShown ? week : undefined;
}

export async function loadScheduleDay(request: Request, day: string | undefined, services: Services) {
  const url = new URL(request.url);
  const week = parseWeek(url.searchParams.get("week"));
  if (!isWeekday(day) || week === undefined) throw data(null, { status: 404, statusText: "Not Found" });

  const now = clock.now();
  const today = gymToday(now);
  const options = scheduleFilterOptions(today);
  const { filters, unknown } = parseFilters(url.searchParams, options);
  const date = nextDateOf(day, today).add({ days: 7 * week });
  const allSessions = sessionsOn(date);
  const sessions = allSessions.filter((session) => matchesFilters(session, filters));
  const member = await pageMember(request, services);
  const classes: DayClasses = { key: date.toString(), all: allSessions, shown: sessions };
  const [schedule, mine] = await Promise.all([
    readKeptSchedule(services.database, classes, { now }),
    member ? memberRows(services.database, member, sessions, now) : Promise.resolve(null),
  ]);

  const rows = schedule.map(
    ({ session, window }): RowShared => ({
      sessionId: session.id,
      classSlug: session.classSlug,
      className: session.className,
      trainer: session.trainer,
      time: formatTimeRange(session.start, session.end),
      opensLabel: localDateTimeLabel(window.opensAt),
      closure: session.closure?.reason ?? null,
      freeCancellationUntil: localDayTimeLabel(window.freeCancellationEndsAt),
    }),
  );
  const places = placesOf(schedule, now);
  // What the page says changes by the clock too: when booking opens, free cancellation ends, a class starts or ends.
  for (const { session, window } of schedule) {
    for (const instant of [
      window.opensAt,
      window.freeCancellationEndsAt,
      window.startsAt,
      Date.parse(session.endsAtUtc),
    ])
      if (instant > now.getTime()) pageChangesAt(instant);
  }

  const structuredData = sessionEventsJsonLd(
    schedule.map(({ session, window, capacity, spotsLeft, cancellationReason }) => ({
      session,
      capacity,
      spotsLeft,
      cancelled: cancellationReason !== null,
      bookingOpensAt: new Date(window.opensAt).toISOString(),
    })),
    { today, now },
  );

  const payload = {
    day,
    dayName: weekdayName(day),
    dateLabel: dayLabel(date.toString()),
    closure: closureOn(currentSchedule(), date.toString())?.reason ?? null,
    week,
    weeksShown: bookingRules.weeksShown,
    signedIn: member !== null,
    signInHref: loginPathReturningTo(`${url.pathname}${url.search}`),
    rows,
    filters,
    filterOptions: options,
    unknownFilters: unknown,
    filterSearch: filterSearch(filters),
    totalCount: allSessions.length,
    // A member's: in the document when the page is kept for every member (decision 0228).
    live: mine
      ? liveInDocument({ places, mine, structuredData: null }, (reader, at) =>
          memberDayLive(services.database, classes, reader, at),
        )
      : ({ places, mine, structuredData } satisfies DayLive),
  } satisfies ScheduleDayData;
  // A filter value the timetable does not know: the page says so, and is no page of its own (404).
  return data(payload, { status: unknown.length > 0 ? 404 : 200 });
}

/** The booking forms on a day's page. A visitor who is not signed in goes to /login and comes back. */
export async function scheduleDayAction(request: Request, services: Services) {
  const member = await requireMemberOnPage(request, services);
  const form = await request.formData().catch(() => new FormData());
  const outcome = await handleBookingIntent(form, member, services);
  return data(outcome, { status: outcome.tone === "error" ? 409 : 200 });
}
