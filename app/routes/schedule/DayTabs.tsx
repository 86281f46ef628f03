import { useEffect, useRef } from "react";
import { NavLink } from "react-router";
import { type Weekday, weekdayName, weekdays } from "#app/content/weekdays.ts";

/**
 * Monday to Sunday as links; the day on screen is marked as the current page. On a phone
 * the links are a strip that scrolls sideways, so the strip is moved to show the marked day
 * (Sunday would otherwise sit off screen).
 */
export function DayTabs({ current }: { current: Weekday }) {
  const stripRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const strip = stripRef.current;
    const tab = strip?.querySelector<HTMLElement>(`a[href="/schedule/${current}"]`);
    if (!strip || !tab) return;
    const stripBox = strip.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    if (tabBox.left >= stripBox.left && tabBox.right <= stripBox.right) return;
    const centred = tabBox.left - stripBox.left + strip.scrollLeft - (stripBox.width - tabBox.width) / 2;
    strip.scrollLeft = Math.max(0, centred);
  }, [current]);

  return (
    <nav ref={stripRef} aria-label="Days of the week" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-2 sm:grid sm:min-w-0 sm:grid-cols-7">
        {weekdays.map((day) => (
          <li key={day}>
            <NavLink
              to={`/schedule/${day}`}
              aria-current={day === current ? "page" : undefined}
              className={`flex min-h-12 items-center justify-center rounded-card border px-4 font-display text-sm uppercase tracking-[0.15em] transition-colors duration-200 ${
                day === current
                  ? "border-accent bg-accent text-ink"
                  : "border-white/12 text-paper hover:border-accent hover:text-accent"
              }`}
            >
              {weekdayName(day)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
