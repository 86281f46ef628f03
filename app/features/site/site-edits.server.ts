import { Temporal } from "temporal-polyfill";
import { type OpeningHours, type SpecialHours, site } from "#app/content/site.ts";
import { daysLabel } from "#app/content/site-details.ts";
import { type Weekday, weekdays } from "#app/content/weekdays.ts";
import { type AuditActor, type AuditState, recordStaffAction } from "#app/features/staff/audit.server.ts";
import { indexSchedule } from "#app/features/timetable/schedule.ts";
import { checkTimetableInsideHours } from "#app/features/timetable/schedule-rules.server.ts";
import { loadScheduleData, lockScheduleForEdit } from "#app/features/timetable/schedule-store.server.ts";
import { TimetableRefused } from "#app/features/timetable/timetable-errors.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { editOwnedContent } from "#app/platform/data/owned-content.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { siteContent, siteDetailsRow, specialHoursRows } from "./site-content.server.ts";
import { SiteRefused } from "./site-errors.ts";
import type { SiteChange, WeeklyHours } from "./site-fields.ts";
import type { StoredSiteDetails } from "./site-records.ts";

/**
 * Changing the site's details (/staff/site and PATCH /api/staff/site, decision 0200): one
 * write transaction that raises the kind's version (every server shows it within a second
 * or two), refuses a save from a version someone else has changed since (STALE_VERSION),
 * takes the schedule's lock and checks the timetable against the new hours (no class is
 * left outside them), and writes the audit entry.
 */
export interface SiteEditContext {
  actor: AuditActor;
  now?: Date;
}

/** How far ahead special days may lie: a date years away is a typo. */
const SPECIAL_DAYS_AHEAD_YEARS = 2;

/** The hours as a weekday map (null: closed that day). */
export function weeklyHoursOf(hours: readonly OpeningHours[]): WeeklyHours {
  return Object.fromEntries(
    weekdays.map((day) => {
      const line = hours.find((candidate) => candidate.days.includes(day));
      return [day, line ? { opens: line.opens, closes: line.closes } : null];
    }),
  ) as WeeklyHours;
}

/** A weekday map as lines: days in a row with the same hours share one ("Mon–Fri"). */
export function linesOf(week: WeeklyHours): OpeningHours[] {
  const lines: OpeningHours[] = [];
  let run: { days: Weekday[]; opens: string; closes: string } | null = null;
  const flush = () => {
    if (run) lines.push({ label: daysLabel(run.days), days: run.days, opens: run.opens, closes: run.closes });
    run = null;
  };
  for (const day of weekdays) {
    const hours = week[day];
    if (!hours) {
      flush();
      continue;
    }
    if (run && run.opens === hours.opens && run.closes === hours.closes) run.days.push(day);
    else {
      flush();
      run = { days: [day], opens: hours.opens, closes: hours.closes };
    }
  }
  flush();
  return lines;
}

const sameWeek = (a: WeeklyHours, b: WeeklyHours) =>
  weekdays.every((day) => JSON.stringify(a[day]) === JSON.stringify(b[day]));

const instantOf = (local: string) =>
  Temporal.PlainDateTime.from(local)
    .toZonedDateTime(site.timeZone, { disambiguation: "compatible" })
    .toInstant()
    .toString();

/** An instant as the gym's wall clock, "2026-12-01T09:00". */
export const gymLocal = (instant: string) =>
  Temporal.Instant.from(instant)
    .toZonedDateTimeISO(site.timeZone)
    .toPlainDateTime()
    .toString({ smallestUnit: "minute" });

function specialHoursFrom(given: NonNullable<SiteChange["specialHours"]>, before: StoredSiteDetails, today: string) {
  const latest = Temporal.PlainDate.from(today).add({ years: SPECIAL_DAYS_AHEAD_YEARS }).toString();
  const seen = new Set<string>();
  const days: SpecialHours[] = [];
  for (const day of given) {
    if (seen.has(day.date))
      throw new SiteRefused("INVALID_INPUT", `${day.date} is given twice: give each special day once.`);
    seen.add(day.date);
    const kept = before.specialHours.some((old) => old.date === day.date);
    if (day.date < today && !kept)
      throw new SiteRefused("INVALID_INPUT", `${day.date} has passed: give days still to come.`);
    if (day.date > latest) {
      throw new SiteRefused(
        "INVALID_INPUT",
        `Special days may lie at most ${SPECIAL_DAYS_AHEAD_YEARS} years ahead: ${day.date} is later.`,
      );
    }
    days.push({
      date: day.date,
      closed: day.closed,
      opens: day.closed ? null : (day.opens ?? null),
      closes: day.closed ? null : (day.closes ?? null),
      note: day.note ?? "",
    });
  }
  return days.sort((a, b) => a.date.localeCompare(b.date));
}

function announcementFrom(given: SiteChange["announcement"]): StoredSiteDetails["announcement"] {
  if (!given) return null;
  const from = given.from ? instantOf(given.from) : null;
  const until = given.until ? instantOf(given.until) : null;
  if (from && until && Date.parse(until) <= Date.parse(from)) {
    throw new SiteRefused("INVALID_INPUT", "The announcement must end after it starts.");
  }
  return { text: given.text, link: given.link || null, from, until };
}

/** The details as the change makes them from `before`: what is left out stays as it was. */
function detailsFrom(change: SiteChange, before: StoredSiteDetails, now: Date): StoredSiteDetails {
  const today = Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(site.timeZone)
    .toPlainDate()
    .toString();
  const hours =
    change.hours && !sameWeek(change.hours, weeklyHoursOf(before.hours)) ? linesOf(change.hours) : before.hours;
  if (hours.length === 0) throw new SiteRefused("INVALID_INPUT", "The gym must open on at least one day of the week.");
  return {
    contact: {
      phone: change.phone ?? before.contact.phone,
      email: change.email ?? before.contact.email,
      address: change.address ?? before.contact.address,
      location: change.location ?? before.contact.location,
    },
    hours,
    specialHours: change.specialHours ? specialHoursFrom(change.specialHours, before, today) : before.specialHours,
    social: change.social
      ? SOCIAL_ORDER.flatMap((network) => {
          const link = change.social?.find((candidate) => candidate.network === network);
          return link ? [{ network, label: SOCIAL_LABELS[network], href: link.href }] : [];
        })
      : before.social,
    announcement: change.announcement === undefined ? before.announcement : announcementFrom(change.announcement),
    version: before.version + 1,
    updatedAt: now.toISOString(),
  };
}

const SOCIAL_ORDER = ["facebook", "twitter", "instagram"] as const;
const SOCIAL_LABELS = { facebook: "Facebook", twitter: "Twitter", instagram: "Instagram" } as const;

/** What the audit log keeps of the details: every field, flat. */
export function auditState(details: StoredSiteDetails): AuditState {
  const { announcement } = details;
  return {
    phone: details.contact.phone,
    email: details.contact.email,
    address: details.contact.address,
    location: `${details.contact.location.latitude}, ${details.contact.location.longitude}`,
    hours: details.hours.map((line) => `${line.label} ${line.opens}–${line.closes}`).join("; "),
    specialHours:
      details.specialHours
        .map(
          (day) =>
            `${day.date} ${day.closed ? "closed" : `${day.opens}–${day.closes}`}${day.note ? ` (${day.note})` : ""}`,
        )
        .join("; ") || null,
    social: details.social.map((link) => link.href).join(" ") || null,
    announcement: announcement
      ? `${announcement.text}${announcement.link ? ` → ${announcement.link}` : ""} (${announcement.from ? gymLocal(announcement.from) : "now"} until ${announcement.until ? gymLocal(announcement.until) : "removed"})`
      : null,
  };
}

function refuseStale(): never {
  throw new SiteRefused(
    "STALE_VERSION",
    "Someone else saved the site's details since you opened them: nothing was saved. Look at them as they are now and make your change there.",
  );
}

/** A change of the site's details, from the version the form or the script read. */
export function changeSiteDetails(
  database: Database,
  change: SiteChange,
  { actor, now = clock.now() }: SiteEditContext,
): Promise<StoredSiteDetails> {
  return editOwnedContent(
    database,
    siteContent,
    async ({ trx, before }) => {
      if (before.version !== change.version) refuseStale();
      const after = detailsFrom(change, before, now);
      const hoursChanged =
        JSON.stringify(after.hours) !== JSON.stringify(before.hours) ||
        JSON.stringify(after.specialHours) !== JSON.stringify(before.specialHours);
      if (hoursChanged) {
        // No timetable edit runs beside this one on any server; the timetable, as it is, fits the new hours.
        await lockScheduleForEdit(database, trx);
        const schedule = indexSchedule(await loadScheduleData(trx));
        const today = Temporal.Instant.fromEpochMilliseconds(now.getTime())
          .toZonedDateTimeISO(site.timeZone)
          .toPlainDate();
        try {
          checkTimetableInsideHours(schedule, today, after.hours, after.specialHours);
        } catch (error) {
          if (error instanceof TimetableRefused) throw new SiteRefused("OUTSIDE_OPENING_HOURS", error.message);
          throw error;
        }
      }
      const updated = await trx
        .updateTable("site_details")
        .set({ ...siteDetailsRow(after), id: undefined })
        .where("id", "=", 1)
        .where("version", "=", before.version)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) refuseStale();
      if (JSON.stringify(after.specialHours) !== JSON.stringify(before.specialHours)) {
        await trx.deleteFrom("site_special_hours").execute();
        const rows = specialHoursRows(after);
        if (rows.length > 0) await trx.insertInto("site_special_hours").values(rows).execute();
      }
      await recordStaffAction(
        trx,
        {
          actor,
          action: "site.changed",
          subject: { type: "site", id: "site", label: "The site's details" },
          before: auditState(before),
          after: auditState(after),
        },
        now,
      );
      return after;
    },
    now,
  );
}
