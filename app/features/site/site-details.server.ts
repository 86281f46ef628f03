import { Temporal } from "temporal-polyfill";
import { formatOpeningHours } from "#app/content/clock.ts";
import { type Announcement, type OpeningHours, type SpecialHours, site } from "#app/content/site.ts";
import { type HoursRow, type ShellSiteDetails, shellDetailsOf } from "#app/content/site-details.ts";
import type { SpecialHours as SpecialHoursSpecification } from "#app/platform/seo/gym-json-ld.ts";
import { clock } from "#app/platform/time/clock.ts";
import { siteContent } from "./site-content.server.ts";
import type { StoredSiteDetails } from "./site-records.ts";

/**
 * The site's details as this server has them (its snapshot of the database's copy,
 * decision 0200): the one source of the gym's contact details, opening hours, special
 * hours, social links and announcement for every page, e-mail, feed and check on the
 * server. The timetable's rules read the hours from here too.
 */
export function siteDetails(): StoredSiteDetails {
  return siteContent.current().value;
}

/** The usual opening hours: every session of the timetable lies inside them. */
export function openingHours(): OpeningHours[] {
  return siteDetails().hours;
}

/** The special hours of a date of the gym's calendar ("2026-12-24"), if it has some. */
export function specialHoursOn(
  localDate: string,
  details: StoredSiteDetails = siteDetails(),
): SpecialHours | undefined {
  return details.specialHours.find((day) => day.date === localDate);
}

/** Whether the announcement bar shows at `nowMs`: it has text, its start has come and its end has not. */
export function announcementShowing(announcement: Announcement | null, nowMs: number): boolean {
  if (!announcement?.text) return false;
  if (announcement.from && Date.parse(announcement.from) > nowMs) return false;
  return !(announcement.until && Date.parse(announcement.until) <= nowMs);
}

export const gymDateOf = (nowMs: number): string =>
  Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(site.timeZone).toPlainDate().toString();

const dayFormat = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });

/** "2026-12-24" → "Thursday 24 December". */
export function specialDayLabel(localDate: string): string {
  return dayFormat.format(new Date(`${localDate}T12:00:00Z`));
}

/** "Closed (Christmas Eve)", "9:00am – 2:00pm (Christmas Eve)". */
export function specialHoursText(day: SpecialHours): string {
  const hours = day.closed || !day.opens || !day.closes ? "Closed" : formatOpeningHours(day.opens, day.closes);
  return day.note ? `${hours} (${day.note})` : hours;
}

/** How far ahead the pages show special hours, and at most how many. */
const SHOWN_DAYS_AHEAD = 60;
const SHOWN_AT_MOST = 5;

/** The special hours the pages show on `today`: from today, within the next weeks, soonest first. */
export function upcomingSpecialHours(today: string, details: StoredSiteDetails = siteDetails()): SpecialHours[] {
  const until = Temporal.PlainDate.from(today).add({ days: SHOWN_DAYS_AHEAD }).toString();
  return details.specialHours.filter((day) => day.date >= today && day.date <= until).slice(0, SHOWN_AT_MOST);
}

/** The special hours to come as schema.org's exceptions (all of them: search engines plan ahead). */
export function specialHoursSpecification(
  today: string,
  details: StoredSiteDetails = siteDetails(),
): SpecialHoursSpecification[] {
  return details.specialHours
    .filter((day) => day.date >= today)
    .map((day) =>
      day.closed || !day.opens || !day.closes
        ? { from: day.date, to: day.date, closed: true }
        : { from: day.date, to: day.date, closed: false, opens: day.opens, closes: day.closes },
    );
}

/**
 * What the shared pages show of the site's details, for the page cache's key
 * (sharedPagesKey, decision 0071): the database's copy and version, and whether the
 * announcement shows now (it comes and goes at its own moments, with no save). The date is
 * in the key already.
 */
export function siteKey(nowMs: number = clock.millis()): string {
  const { origin, version, value } = siteContent.current();
  return `${origin} ${version} ${announcementShowing(value.announcement, nowMs) ? "bar" : "-"}`;
}

let shell: { key: string; details: ShellSiteDetails } = { key: "", details: shellDetailsOf(siteDetails()) };

/** The details every page's shell shows at `nowMs` (the root loader's): worked out once per snapshot, day and announcement state. */
export function shellSiteDetails(nowMs: number = clock.millis()): ShellSiteDetails {
  const today = gymDateOf(nowMs);
  const key = `${siteKey(nowMs)} ${today}`;
  if (shell.key !== key) {
    const details = siteDetails();
    const specialHours: HoursRow[] = upcomingSpecialHours(today, details).map((day) => ({
      label: specialDayLabel(day.date),
      value: specialHoursText(day),
    }));
    const { announcement } = details;
    shell = {
      key,
      details: {
        ...shellDetailsOf(details),
        specialHours,
        announcement:
          announcement && announcementShowing(announcement, nowMs)
            ? { text: announcement.text, link: announcement.link }
            : null,
      },
    };
  }
  return shell.details;
}
