import { Temporal } from "temporal-polyfill";
import { z } from "zod";
import { site } from "#app/content/site.ts";
import { gymToday, parseLocalDate } from "#app/features/timetable/sessions.server.ts";
import { clock } from "#app/platform/time/clock.ts";

/**
 * The dates a report covers: `?from=YYYY-MM-DD&to=YYYY-MM-DD`, both local dates in the
 * gym's zone and both included. Without them a report shows its own default; anything
 * else is refused with a sentence that says what to type.
 */
export interface ReportRange {
  from: string;
  to: string;
  /** The UTC instants the range begins and ends (the start of the day after `to`), as the database stores times. */
  startsAt: string;
  endsAt: string;
}

/** Two years, a leap day included: the longest range a report answers (and the benchmark measures). */
export const MAX_RANGE_DAYS = 731;

/** No gym has bookings in this system before it. */
const EARLIEST_YEAR = 2000;

export type RangeDefault = "weeks" | "months";

export type RangeReading =
  | { ok: true; range: ReportRange }
  | { ok: false; message: string; typed: { from: string; to: string } };

const dateField = z.string().trim().max(10).optional();

export function rangeOf(from: string, to: string, timeZone: string = site.timeZone): ReportRange {
  const start = Temporal.PlainDate.from(from).toZonedDateTime({ timeZone });
  const end = Temporal.PlainDate.from(to).add({ days: 1 }).toZonedDateTime({ timeZone });
  return {
    from,
    to,
    startsAt: new Date(start.epochMilliseconds).toISOString(),
    endsAt: new Date(end.epochMilliseconds).toISOString(),
  };
}

/** Twelve weeks, Monday to today; or six months, the first of the month to today. */
export function defaultRange(kind: RangeDefault, now: Date = clock.now()): ReportRange {
  const today = gymToday(now);
  const from =
    kind === "weeks"
      ? today.subtract({ days: today.dayOfWeek - 1, weeks: 11 })
      : today.with({ day: 1 }).subtract({ months: 5 });
  return rangeOf(from.toString(), today.toString());
}

/** The ranges the page offers with one tap. */
export function rangePresets(now: Date = clock.now()): { label: string; from: string; to: string }[] {
  const today = gymToday(now);
  const monday = today.subtract({ days: today.dayOfWeek - 1 });
  const firstOfMonth = today.with({ day: 1 });
  const to = today.toString();
  return [
    { label: "4 weeks", from: monday.subtract({ weeks: 3 }).toString(), to },
    { label: "12 weeks", from: monday.subtract({ weeks: 11 }).toString(), to },
    { label: "6 months", from: firstOfMonth.subtract({ months: 5 }).toString(), to },
    { label: "12 months", from: firstOfMonth.subtract({ months: 11 }).toString(), to },
  ];
}

/** The range a report's URL asks for, its default when it asks for none, or why it cannot be read. */
export function readRange(url: URL, fallback: RangeDefault, now: Date = clock.now()): RangeReading {
  const parsed = z
    .object({ from: dateField, to: dateField })
    .safeParse({ from: url.searchParams.get("from") ?? undefined, to: url.searchParams.get("to") ?? undefined });
  const typed = { from: parsed.data?.from ?? "", to: parsed.data?.to ?? "" };
  const refuse = (message: string): RangeReading => ({ ok: false, message, typed });
  if (!parsed.success) return refuse("Give both dates as YYYY-MM-DD.");
  if (!typed.from && !typed.to) return { ok: true, range: defaultRange(fallback, now) };
  const fallbackRange = defaultRange(fallback, now);
  const from = parseLocalDate(typed.from || fallbackRange.from);
  const to = parseLocalDate(typed.to || fallbackRange.to);
  if (!from || !to) return refuse("Give both dates as YYYY-MM-DD, real calendar dates (2026-02-30 is not one).");
  // With one date given, the other is the default's: a refusal says which, since nobody typed it.
  const untyped = !typed.from
    ? ` (no start date was given: the default is ${fallbackRange.from})`
    : !typed.to
      ? ` (no end date was given: the default is ${fallbackRange.to})`
      : "";
  const refuseRange = (message: string) => refuse(message.replace(/\.$/, `${untyped}.`));
  // Years the databases store as times (PostgreSQL refuses year 0, ISO strings change shape after 9999).
  const latest = gymToday(now).add({ years: 1 });
  if (from.year < EARLIEST_YEAR || Temporal.PlainDate.compare(to, latest) > 0) {
    return refuseRange(`Choose dates from ${EARLIEST_YEAR} to ${latest.year}.`);
  }
  if (Temporal.PlainDate.compare(from, to) > 0) return refuseRange("The start date must be on or before the end date.");
  if (from.until(to).days + 1 > MAX_RANGE_DAYS) {
    return refuseRange("A report covers at most two years: choose a shorter range.");
  }
  return { ok: true, range: rangeOf(from.toString(), to.toString()) };
}
