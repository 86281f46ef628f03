import { CalendarRange } from "lucide-react";
import { Link, NavLink } from "react-router";
import { type Weekday, weekdayName, weekdays } from "#app/content/weekdays.ts";

const tab = (current: boolean) =>
  `flex min-h-12 items-center justify-center gap-2 rounded-card border px-2 font-display text-sm uppercase tracking-[0.15em] transition-colors duration-200 lg:px-4 ${
    current ? "border-accent bg-accent text-ink" : "border-white/12 text-paper hover:border-accent hover:text-accent"
  }`;

/**
 * Monday to Sunday as links, and the whole week beside them; the page on screen is marked
 * as current. The filters in the address go along (`search`). Every tab is on screen at
 * every width: on a phone they stand in two rows of four (the week's list and its nav box
 * give their items to that grid), and below 1024 px a day shows its short name ("MON";
 * screen readers still hear "Monday").
 */
export function DayTabs({ current, search = "" }: { current: Weekday | "week"; search?: string }) {
  return (
    <div className="grid grid-cols-4 gap-2 sm:flex sm:items-stretch">
      <nav aria-label="Days of the week" className="contents sm:block sm:min-w-0 sm:flex-1">
        <ul className="contents sm:grid sm:grid-cols-7 sm:gap-2">
          {weekdays.map((day) => (
            <li key={day}>
              <NavLink
                to={`/schedule/${day}${search}`}
                aria-current={day === current ? "page" : undefined}
                data-short={weekdayName(day).slice(0, 3)}
                className={`day-tab-short ${tab(day === current)}`}
              >
                <span className="max-lg:sr-only">{weekdayName(day)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Link
        to={`/schedule/week${search}`}
        aria-current={current === "week" ? "page" : undefined}
        className={`${tab(current === "week")} shrink-0 sm:px-4`}
      >
        <CalendarRange aria-hidden="true" className="size-4" />
        Week
      </Link>
    </div>
  );
}
