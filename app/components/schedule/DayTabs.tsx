import { NavLink } from "react-router";
import { type Weekday, weekdays } from "~/content/weekdays";

/** Monday to Sunday as links; the day on screen is marked as the current page. */
export function DayTabs({ current }: { current: Weekday }) {
  return (
    <nav aria-label="Days of the week" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-2 sm:grid sm:min-w-0 sm:grid-cols-7">
        {weekdays.map((day) => (
          <li key={day}>
            <NavLink
              to={`/schedule/${day}`}
              aria-current={day === current ? "page" : undefined}
              className={`flex min-h-12 items-center justify-center rounded-card border px-4 font-display text-sm uppercase tracking-[0.15em] capitalize transition-colors duration-200 ${
                day === current
                  ? "border-accent bg-accent text-ink"
                  : "border-white/12 text-paper hover:border-accent hover:text-accent"
              }`}
            >
              {day}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
