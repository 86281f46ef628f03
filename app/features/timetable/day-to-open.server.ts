import { type Weekday, weekdays } from "#app/content/weekdays.ts";
import { clock } from "#app/platform/time/clock.ts";
import { gymToday, sessionsOn } from "./sessions.server.ts";

/**
 * The day /schedule opens on: today where the gym is, until today's last class has ended;
 * then tomorrow, so a visitor at 11pm sees classes they can still book, not a day of ended ones.
 */
export function dayToOpen(now: Date = clock.now()): Weekday {
  const today = gymToday(now);
  const sessions = sessionsOn(today);
  const allEnded = sessions.length > 0 && sessions.every((session) => Date.parse(session.endsAtUtc) <= now.getTime());
  const day = allEnded ? today.add({ days: 1 }) : today;
  return weekdays[day.dayOfWeek - 1] ?? "monday";
}
