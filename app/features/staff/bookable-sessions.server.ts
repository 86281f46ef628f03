import { bookingWindow } from "#app/features/booking/rules.ts";
import { dayLabel, gymToday, localDateTimeLabel, sessionsBetween } from "#app/features/timetable/sessions.server.ts";
import { clock } from "#app/platform/time/clock.ts";

export interface BookableDay {
  label: string;
  sessions: { id: string; label: string; classSlug: string }[];
}

/**
 * The sessions the desk may book someone into now, by day: booking has opened and the
 * session has not started (booking's own rules then have the last word, cancellations
 * included). For the member record's and the lead's "book into" choice.
 */
export function bookableSessions(now: Date = clock.now(), days = 8): BookableDay[] {
  const today = gymToday(now);
  const open = sessionsBetween(today, today.add({ days: days - 1 })).filter((session) => {
    const window = bookingWindow(session.startsAtUtc);
    return now.getTime() >= window.opensAt && now.getTime() < window.startsAt;
  });
  const byDay = new Map<string, BookableDay>();
  for (const session of open) {
    const day = byDay.get(session.localDate) ?? { label: dayLabel(session.localDate), sessions: [] };
    day.sessions.push({
      id: session.id,
      label: `${session.className} · ${localDateTimeLabel(Date.parse(session.startsAtUtc))}`,
      classSlug: session.classSlug,
    });
    byDay.set(session.localDate, day);
  }
  return [...byDay.values()];
}
