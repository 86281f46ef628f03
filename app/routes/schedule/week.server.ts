import { data } from "react-router";
import { bookingRules } from "#app/content/booking-rules.ts";
import { formatTimeRange } from "#app/content/clock.ts";
import { type Weekday, weekdayName } from "#app/content/weekdays.ts";
import { currentMember } from "#app/features/accounts/member.server.ts";
import { readSchedule } from "#app/features/booking/schedule.server.ts";
import { myStateText, placesText } from "#app/features/booking/schedule-row.ts";
import { currentSchedule } from "#app/features/timetable/current-schedule.ts";
import { scheduleFilterOptions } from "#app/features/timetable/filter-options.server.ts";
import {
  type FilterName,
  type FilterOption,
  filterSearch,
  matchesFilters,
  parseFilters,
  type ScheduleFilters,
  schedulePath,
} from "#app/features/timetable/filters.ts";
import { closureOn } from "#app/features/timetable/schedule.ts";
import {
  daysBetween,
  gymToday,
  localDateTimeLabel,
  sessionsBetween,
  weekdayOf,
} from "#app/features/timetable/sessions.server.ts";
import { publicOrigin } from "#app/platform/config/env.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";
import { parseWeek } from "./day.server.ts";

/** One class on the week view: what it is, when, its places, and the day page where it is booked. */
export interface WeekSessionView {
  id: string;
  className: string;
  trainer: string;
  time: string;
  places: string;
  cancelled: boolean;
  /** "Booked", "Waitlist #2" for the signed-in member. */
  myState: string | null;
  dayHref: string;
}

export interface WeekDayView {
  weekday: Weekday;
  dayName: string;
  /** "23 Nov" */
  shortDate: string;
  isToday: boolean;
  /** The gym is closed that day: why. */
  closure: string | null;
  sessions: WeekSessionView[];
}

const shortDate = (date: { toLocaleString(locale: string, options: Intl.DateTimeFormatOptions): string }) =>
  date.toLocaleString("en-GB", { day: "numeric", month: "short" });

/** /schedule/week: seven days from today (or from a week today), the filters of the address applied. */
export async function loadScheduleWeek(request: Request, services: Services) {
  const url = new URL(request.url);
  const week = parseWeek(url.searchParams.get("week"));
  if (week === undefined) throw data(null, { status: 404, statusText: "Not Found" });
  const now = clock.now();
  const today = gymToday(now);
  const options = scheduleFilterOptions(today);
  const { filters, unknown } = parseFilters(url.searchParams, options);
  const first = today.add({ days: 7 * week });
  const last = first.add({ days: 6 });
  const all = sessionsBetween(first, last);
  const shown = all.filter((session) => matchesFilters(session, filters));
  const member = await currentMember(request, services);
  const schedule = await readSchedule(services.database, shown, { memberId: member?.id, now });

  const days: WeekDayView[] = [];
  for (let date = first; daysBetween(date, last) >= 0; date = date.add({ days: 1 })) {
    const localDate = date.toString();
    const weekday = weekdayOf(date);
    days.push({
      weekday,
      dayName: weekdayName(weekday),
      shortDate: shortDate(date),
      isToday: localDate === today.toString(),
      closure: closureOn(currentSchedule(), localDate)?.reason ?? null,
      sessions: schedule
        .filter(({ session }) => session.localDate === localDate)
        .map(
          ({ session, window, phase, spotsLeft, cancellationReason, myBooking }): WeekSessionView => ({
            id: session.id,
            className: session.className,
            trainer: session.trainer,
            time: formatTimeRange(session.start, session.end),
            places: placesText({
              cancellationReason,
              closure: session.closure?.reason ?? null,
              phase,
              opensLabel: localDateTimeLabel(window.opensAt),
              spotsLeft,
            }),
            cancelled: cancellationReason !== null,
            myState: myStateText(myBooking),
            dayHref: schedulePath(`/schedule/${weekday}`, filters, Math.floor(daysBetween(today, date) / 7)),
          }),
        ),
    });
  }

  const origin = publicOrigin(services.env);
  const feed = new URL("/schedule.ics", origin).href;
  const payload = {
    week,
    weeksShown: bookingRules.weeksShown,
    rangeLabel: `${shortDate(first)} – ${shortDate(last)}`,
    days,
    filters: filters satisfies ScheduleFilters,
    filterOptions: options satisfies Record<FilterName, FilterOption[]>,
    unknownFilters: unknown,
    filterSearch: filterSearch(filters),
    shownCount: shown.length,
    totalCount: all.length,
    timetableFeed: { https: feed, webcal: feed.replace(/^https?:/, "webcal:") },
  };
  // A filter value the timetable does not know: the page says so, and is no page of its own (404).
  return data(payload, { status: unknown.length > 0 ? 404 : 200 });
}
