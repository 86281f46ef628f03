import { formatClockTime } from "#app/content/clock.ts";
import { weekdayName, weekdays } from "#app/content/weekdays.ts";

/**
 * How the reports write dates, numbers and rates. Written out by hand rather than with
 * Intl, so the page the server renders and the one the browser hydrates read the same,
 * whatever ICU either has. Dates are the gym's local dates ("2026-11-23").
 */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const parts = (date: string) => date.split("-").map(Number) as [number, number, number];

/** "23 Nov" */
export function shortDate(date: string): string {
  const [, month, day] = parts(date);
  return `${day} ${MONTHS[month - 1]}`;
}

/** "23 Nov 2026" */
export function longDate(date: string): string {
  return `${shortDate(date)} ${parts(date)[0]}`;
}

/** "Nov 2026" for "2026-11-01". */
export function monthLabel(date: string): string {
  const [year, month] = parts(date);
  return `${MONTHS[month - 1]} ${year}`;
}

/** "Monday" for 1. */
export function dayName(weekday: number): string {
  return weekdayName(weekdays[weekday - 1] ?? "monday");
}

/** "Mon" for 1. */
export const dayShort = (weekday: number) => dayName(weekday).slice(0, 3);

/** "9:00am" for "09:00"; "9am" for an hour. */
export const timeLabel = (time: string) => formatClockTime(time);
export const hourLabel = (hour: number) => formatClockTime(`${String(hour).padStart(2, "0")}:00`).replace(":00", "");

/** "1,234" */
export function count(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** "62%"; "—" where there was nothing to divide by. */
export function percent(rate: number | null): string {
  return rate === null ? "—" : `${Math.round(rate * 100)}%`;
}

/** "2.5 days"; "—" when no lead got that far. */
export function daysLabel(days: number | null): string {
  if (days === null) return "—";
  const rounded = Math.round(days * 10) / 10;
  return `${rounded} ${rounded === 1 ? "day" : "days"}`;
}

/** A date from an ISO instant on the gym's calendar, given as the local date the server worked out. */
export function plural(value: number, one: string, many: string): string {
  return `${count(value)} ${value === 1 ? one : many}`;
}

/** What an empty chart or table says instead: no axis with a made-up scale, no headers over nothing. */
export const NOTHING_YET = "Nothing yet in these dates.";
