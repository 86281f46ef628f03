import { Temporal } from "temporal-polyfill";
import type { DateOrder } from "./fields.ts";

/**
 * Dates as other systems export them: ISO ("2026-11-27", "2026-11-27T10:00:00Z"), numbers
 * with a separator in some order ("27/11/2026", "11/27/26", "27.11.2026"), or a month's name
 * ("27 Nov 2026", "Nov 27, 2026", "27-Nov-2026"), a time after it ignored. Numbers alone
 * cannot say whether 03/04/2026 is the 3rd of April or March the 4th: the file's other
 * dates may (a 27 can only be a day), else the owner chooses, else the preset's habit or the
 * gym's locale decides, and the dry run says which order it read.
 */

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

const NUMERIC =
  /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})(?:[ T,]+\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:[ap]\.?m\.?)?)?$/i;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;
const DAY_MONTH_NAME = /^(\d{1,2})(?:st|nd|rd|th)?[\s-]+([a-z]{3,9})\.?,?[\s-]+(\d{2,4})\b/i;
const MONTH_NAME_DAY = /^([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{2,4})\b/i;

function fullYear(year: string): number {
  const value = Number(year);
  // Two-digit years are this century's: nobody's membership renews in 1926.
  return year.length <= 2 ? 2000 + value : value;
}

function plainDate(year: number, month: number, day: number): Temporal.PlainDate | null {
  try {
    return Temporal.PlainDate.from({ year, month, day }, { overflow: "reject" });
  } catch {
    return null;
  }
}

function monthOf(name: string): number | null {
  const index = MONTHS.indexOf(name.slice(0, 3).toLowerCase());
  return index === -1 ? null : index + 1;
}

/** The date `text` names, read in `order` where its numbers need one; null when it names none. */
export function readDate(text: string, order: DateOrder, timeZone: string): Temporal.PlainDate | null {
  const value = text.trim();
  if (ISO_INSTANT.test(value)) {
    try {
      return Temporal.Instant.from(value.replace(/([+-]\d{2})(\d{2})$/, "$1:$2"))
        .toZonedDateTimeISO(timeZone)
        .toPlainDate();
    } catch {
      return null;
    }
  }
  const numeric = NUMERIC.exec(value);
  if (numeric) {
    const [, a = "", b = "", c = ""] = numeric;
    if (a.length === 4) return plainDate(Number(a), Number(b), Number(c));
    if (c.length !== 4 && c.length !== 2) return null;
    const [day, month] = order === "mdy" ? [b, a] : [a, b];
    // A file of year-first dates with a day-first one among them: read it day-first.
    return plainDate(fullYear(c), Number(month), Number(day));
  }
  const dayFirst = DAY_MONTH_NAME.exec(value);
  if (dayFirst) {
    const month = monthOf(dayFirst[2] ?? "");
    return month ? plainDate(fullYear(dayFirst[3] ?? ""), month, Number(dayFirst[1])) : null;
  }
  const monthFirst = MONTH_NAME_DAY.exec(value);
  if (monthFirst) {
    const month = monthOf(monthFirst[1] ?? "");
    return month ? plainDate(fullYear(monthFirst[3] ?? ""), month, Number(monthFirst[2])) : null;
  }
  return null;
}

/** What the file's own dates say of their order: a first number over 12 is a day (dmy), a second one (mdy). */
export function orderTheDatesShow(values: Iterable<string>): { order: DateOrder | null; example: string | null } {
  let dmy: string | null = null;
  let mdy: string | null = null;
  let ymd: string | null = null;
  let ambiguous = false;
  for (const value of values) {
    const numeric = NUMERIC.exec(value.trim());
    if (!numeric) continue;
    const [, a = "", b = ""] = numeric;
    if (a.length === 4) ymd ??= value;
    else if (Number(a) > 12 && Number(b) <= 12) dmy ??= value;
    else if (Number(b) > 12 && Number(a) <= 12) mdy ??= value;
    else ambiguous = true;
  }
  // Both seen: the file contradicts itself; the order chosen (or assumed) decides, and the others are problems.
  if (dmy && !mdy) return { order: "dmy", example: dmy };
  if (mdy && !dmy) return { order: "mdy", example: mdy };
  if (ymd && !ambiguous && !dmy && !mdy) return { order: "ymd", example: ymd };
  return { order: null, example: null };
}

/** The order the gym's locale writes dates in ("en-US": mdy, "en-GB": dmy). */
export function localeDateOrder(locale: string): DateOrder {
  const parts = new Intl.DateTimeFormat(locale, { year: "numeric", month: "2-digit", day: "2-digit" })
    .formatToParts(new Date(Date.UTC(2026, 10, 27)))
    .map((part) => part.type)
    .filter((type) => type === "day" || type === "month" || type === "year");
  if (parts[0] === "year") return "ymd";
  return parts[0] === "month" ? "mdy" : "dmy";
}
