import type { Temporal } from "temporal-polyfill";
import { bookingRules } from "#app/content/booking-rules.ts";
import { type ClassSession, daysBetween, parseLocalDate } from "./sessions.server.ts";

/**
 * The schedule page that shows a session: its weekday's page, with `?week=1` for the week
 * after (app/routes/schedule/day.server.ts). Sessions further ahead than the pages look
 * link to their weekday's page, which shows the same class at the same time.
 */
export function dayPagePath(session: ClassSession, today: Temporal.PlainDate): string {
  const date = parseLocalDate(session.localDate);
  const week = date ? Math.floor(daysBetween(today, date) / 7) : 0;
  const path = `/schedule/${session.weekday}`;
  return week > 0 && week < bookingRules.weeksShown ? `${path}?week=${week}` : path;
}
