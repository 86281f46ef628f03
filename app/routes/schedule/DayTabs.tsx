import { CalendarRange } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, NavLink } from "react-router";
import { type Weekday, weekdayName, weekdays } from "#app/content/weekdays.ts";

const tab = (current: boolean) =>
  `flex min-h-12 items-center justify-center gap-2 rounded-card border px-4 font-display text-sm uppercase tracking-[0.15em] transition-colors duration-200 ${
    current ? "border-accent bg-accent text-ink" : "border-white/12 text-paper hover:border-accent hover:text-accent"
  }`;

/**
 * Monday to Sunday as links, and the whole week beside them; the page on screen is marked
 * as current. The filters in the address go along (`search`). On a phone the day links
 * are a strip that scrolls sideways, so the strip is moved to show the marked day (Sunday
 * would otherwise sit off screen).
 */
export function DayTabs({ current, search = "" }: { current: Weekday | "week"; search?: string }) {
  const stripRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const strip = stripRef.current;
    const marked = strip?.querySelector<HTMLElement>(`a[href^="/schedule/${current}"]`);
    if (!strip || !marked) return;
    const stripBox = strip.getBoundingClientRect();
    const tabBox = marked.getBoundingClientRect();
    if (tabBox.left >= stripBox.left && tabBox.right <= stripBox.right) return;
    const centred = tabBox.left - stripBox.left + strip.scrollLeft - (stripBox.width - tabBox.width) / 2;
    strip.scrollLeft = Math.max(0, centred);
  }, [current]);

  return (
    <div className="flex items-stretch gap-2">
      <nav
        ref={stripRef}
        aria-label="Days of the week"
        className="-ml-4 min-w-0 flex-1 overflow-x-auto pl-4 sm:ml-0 sm:pl-0"
      >
        <ul className="flex min-w-max gap-2 sm:grid sm:min-w-0 sm:grid-cols-7">
          {weekdays.map((day) => (
            <li key={day}>
              <NavLink
                to={`/schedule/${day}${search}`}
                aria-current={day === current ? "page" : undefined}
                className={tab(day === current)}
              >
                {weekdayName(day)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Link
        to={`/schedule/week${search}`}
        aria-current={current === "week" ? "page" : undefined}
        className={`${tab(current === "week")} shrink-0`}
      >
        <CalendarRange aria-hidden="true" className="size-4" />
        Week
      </Link>
    </div>
  );
}
