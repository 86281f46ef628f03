import { Link } from "react-router";
import type { WeekDayView } from "./week.server.ts";

/**
 * Seven days as columns on a wide screen, one day after another on a phone. Each class
 * leads to its day's page, where members book.
 */
export function WeekGrid({ days }: { days: WeekDayView[] }) {
  return (
    <ol aria-label="Classes by day" className="grid gap-8 lg:grid-cols-7 lg:gap-3">
      {days.map((day) => {
        const headingId = `day-${day.weekday}`;
        return (
          <li key={day.weekday}>
            <section aria-labelledby={headingId} className="flex h-full flex-col">
              <h3
                id={headingId}
                className={`mb-3 flex items-baseline justify-between gap-2 border-b pb-2 font-display uppercase tracking-wide lg:flex-col lg:items-start lg:gap-0 ${
                  day.isToday ? "border-accent" : "border-white/12"
                }`}
              >
                <span className="text-xl font-semibold">{day.dayName}</span>
                <span className={`text-sm tracking-[0.15em] ${day.isToday ? "text-accent" : "text-muted"}`}>
                  {day.isToday ? "Today, " : ""}
                  {day.shortDate}
                </span>
              </h3>
              {day.closure ? <p className="mb-3 text-sm font-medium text-accent">Closed: {day.closure}</p> : null}
              {day.sessions.length > 0 ? (
                <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
                  {day.sessions.map((session) => (
                    <li key={session.id}>
                      <Link
                        to={session.dayHref}
                        className={`flex h-full flex-col gap-1 rounded-card border bg-surface p-4 shadow-card transition-colors duration-200 hover:border-accent ${
                          session.cancelled ? "border-accent/40" : "border-white/8"
                        }`}
                      >
                        <span className="font-display text-lg font-semibold uppercase leading-tight tracking-tight break-words">
                          {session.className}
                        </span>
                        <span className="text-sm">{session.time}</span>
                        <span className="text-sm text-muted">{session.trainer}</span>
                        <span className={`text-sm ${session.cancelled ? "text-accent" : "text-paper/85"}`}>
                          {session.places}
                        </span>
                        {session.myState ? (
                          <span className="mt-1 self-start rounded-full bg-accent px-2 py-0.5 font-display text-xs uppercase tracking-[0.15em] text-ink">
                            {session.myState}
                          </span>
                        ) : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : day.closure ? null : (
                <p className="text-sm text-muted">No classes</p>
              )}
            </section>
          </li>
        );
      })}
    </ol>
  );
}
