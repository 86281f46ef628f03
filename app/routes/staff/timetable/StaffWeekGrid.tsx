import { Star } from "lucide-react";
import type { CSSProperties } from "react";
import { Link } from "react-router";
import { formatClockTime } from "#app/content/clock.ts";
import type { StaffWeekDay } from "#app/features/timetable/staff-views.server.ts";

/** Rows of the grid: one per quarter of an hour. */
const STEP_MINUTES = 15;
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The week at a glance: on a wide screen seven columns, each class a block from its start to
 * its end, so gaps and overlaps show; on a phone one day under another. Each day is a list of
 * links (a screen reader hears day, class, time, trainer), each leading to the slot's page.
 */
export function StaffWeekGrid({ days }: { days: StaffWeekDay[] }) {
  const opens = Math.min(...days.flatMap((day) => (day.opens ? [minutes(day.opens)] : [])));
  const closes = Math.max(...days.flatMap((day) => (day.closes ? [minutes(day.closes)] : [])));
  const rows = Math.max(1, Math.ceil((closes - opens) / STEP_MINUTES));
  const rowOf = (time: string) => Math.floor((minutes(time) - opens) / STEP_MINUTES) + 1;
  const hours = Array.from({ length: Math.floor((closes - opens) / 60) + 1 }, (_, index) => opens + index * 60);
  // A quarter of an hour is tall enough that a 45-minute card shows its class, time and trainer.
  const grid = { "--rows": `repeat(${rows}, 1.9rem)` } as CSSProperties;
  return (
    <div className="lg:grid lg:grid-cols-[3.5rem_repeat(7,minmax(0,1fr))] lg:gap-x-2">
      <div aria-hidden="true" className="hidden lg:block">
        <div className="h-12" />
        <div className="relative grid [grid-template-rows:var(--rows)]" style={grid}>
          {hours.map((start) => (
            <span
              key={start}
              className="text-xs text-muted"
              style={{ gridRow: `${Math.floor((start - opens) / STEP_MINUTES) + 1} / span 4` }}
            >
              {formatClockTime(`${String(Math.floor(start / 60)).padStart(2, "0")}:00`)}
            </span>
          ))}
        </div>
      </div>
      {days.map((day) => {
        const headingId = `timetable-${day.weekday}`;
        return (
          <section key={day.weekday} aria-labelledby={headingId} className="mb-8 lg:mb-0">
            <h2
              id={headingId}
              className="mb-3 flex h-9 items-end border-b border-white/12 pb-2 font-display text-xl font-semibold uppercase tracking-wide"
            >
              {day.dayName}
            </h2>
            {day.slots.length === 0 ? (
              <p className="text-sm text-muted">No classes</p>
            ) : (
              <ol
                className="grid gap-2 sm:grid-cols-2 lg:grid-cols-none lg:auto-cols-fr lg:gap-x-1 lg:gap-y-0 lg:[grid-template-rows:var(--rows)]"
                style={grid}
              >
                {day.slots.map((slot) => (
                  <li
                    key={slot.id}
                    className="lg:[grid-row:var(--slot-rows)] lg:py-px"
                    style={{ "--slot-rows": `${rowOf(slot.start)} / ${rowOf(slot.end)}` } as CSSProperties}
                  >
                    <Link
                      to={slot.href}
                      className={`flex h-full flex-col gap-0.5 overflow-hidden rounded-card border px-3 py-2 text-sm shadow-card transition-colors hover:border-accent ${
                        slot.oneOffOn ? "border-dashed border-accent/70 bg-accent/10" : "border-white/10 bg-surface"
                      }`}
                    >
                      {/* One line each, cut short with an ellipsis on a narrow column: the link's name has them whole. */}
                      <span className="flex items-start justify-between gap-1 font-display text-base font-semibold uppercase leading-tight tracking-tight">
                        <span className="min-w-0 truncate">{slot.className}</span>
                        {slot.oneOffOn ? (
                          <span className="shrink-0 rounded-sm bg-accent px-1 font-sans text-xs font-semibold text-ink">
                            One-off<span className="sr-only"> on {slot.oneOffOn}</span>
                          </span>
                        ) : null}
                        {slot.featured ? (
                          <span className="shrink-0 text-accent">
                            <Star aria-hidden="true" className="size-3.5" />
                            <span className="sr-only">, featured on the home page</span>
                          </span>
                        ) : null}
                      </span>
                      <span className="truncate leading-snug">{slot.time}</span>
                      <span className="truncate leading-snug text-muted">{slot.trainer}</span>
                    </Link>
                  </li>
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </div>
  );
}
