import { ChevronDown, SlidersHorizontal } from "lucide-react";
import { Form, Link, useNavigate } from "react-router";
import {
  type FilterName,
  type FilterOption,
  filterSearch,
  type ScheduleFilters,
} from "#app/features/timetable/filters.ts";

const labels: Record<FilterName, { label: string; all: string }> = {
  class: { label: "Class", all: "All classes" },
  trainer: { label: "Trainer", all: "All trainers" },
  time: { label: "Time of day", all: "Any time" },
};

const unknownText: Record<FilterName, (value: string) => string> = {
  class: (value) => `There is no class “${value}” on the timetable, so every class is shown.`,
  trainer: (value) => `No trainer “${value}” teaches on the timetable, so every trainer is shown.`,
  time: (value) => `“${value}” is not a time of day we know (morning, afternoon or evening), so any time is shown.`,
};

/**
 * The schedule's filters as a plain GET form: the choice lands in the address (shareable,
 * works without JavaScript), says how many classes match and offers to clear it. With
 * JavaScript the address leaves out the filters set to "all". On a phone the form folds into
 * one "Filter" control (a <details>, so it opens without scripts too), open while filters are
 * set; from 768 px it is always open and the control is not shown (app.css, `filter-fold`).
 */
export function ScheduleFilterForm({
  action,
  filters,
  options,
  unknown,
  summary,
  week,
}: {
  /** The page the form filters: "/schedule/week", "/schedule/monday". */
  action: string;
  filters: ScheduleFilters;
  options: Record<FilterName, FilterOption[]>;
  unknown: { name: FilterName; value: string }[];
  /** "3 of 26 classes match.", said after every change. */
  summary: string;
  /** The week shown (0 = this one), kept when the filters change. */
  week: number;
}) {
  const navigate = useNavigate();
  const filtered = Object.values(filters).some(Boolean);
  const filterCount = Object.values(filters).filter(Boolean).length;
  const weekSearch = week > 0 ? `week=${week}` : "";
  const clearHref = `${action}${weekSearch ? `?${weekSearch}` : ""}`;

  return (
    <section aria-label="Filter the schedule" className="rounded-card border border-white/8 bg-surface shadow-card">
      <details key={filterSearch(filters)} open={filtered || unknown.length > 0} className="filter-fold group">
        <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 px-5 font-display text-sm font-semibold uppercase tracking-[0.15em] [&::-webkit-details-marker]:hidden">
          <SlidersHorizontal aria-hidden="true" className="size-4 text-accent" />
          <span>Filter</span>
          {filterCount > 0 ? (
            <span className="rounded-full bg-accent px-2 text-xs leading-5 text-ink">{filterCount} on</span>
          ) : null}
          <ChevronDown
            aria-hidden="true"
            className="ml-auto size-4 transition-transform duration-200 group-open:rotate-180"
          />
        </summary>
        <div className="px-5 pb-5 md:pt-5">
          <Form
            key={filterSearch(filters)}
            method="get"
            action={action}
            preventScrollReset
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-end"
            onSubmit={(event) => {
              event.preventDefault();
              const form = new FormData(event.currentTarget);
              const chosen: ScheduleFilters = {};
              for (const name of ["class", "trainer", "time"] as const) {
                const value = form.get(name);
                if (typeof value === "string" && value) Object.assign(chosen, { [name]: value });
              }
              const search = filterSearch(chosen);
              const withWeek = weekSearch ? (search ? `${search}&${weekSearch}` : `?${weekSearch}`) : search;
              navigate(`${action}${withWeek}`, { preventScrollReset: true });
            }}
          >
            {(["class", "trainer", "time"] as const).map((name) => (
              <div key={name} className="space-y-2">
                <label htmlFor={`filter-${name}`} className="block text-sm font-medium">
                  {labels[name].label}
                </label>
                <select id={`filter-${name}`} name={name} defaultValue={filters[name] ?? ""} className="field">
                  <option value="">{labels[name].all}</option>
                  {options[name].map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
            ))}
            {week > 0 ? <input type="hidden" name="week" value={week} /> : null}
            <button type="submit" className="button-primary gap-2 sm:col-span-2 lg:col-span-1">
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              Show classes
            </button>
          </Form>
          {unknown.length > 0 ? (
            <ul className="mt-4 space-y-1 rounded-card border border-accent/60 bg-accent/10 px-4 py-3">
              {unknown.map((item) => (
                <li key={item.name}>{unknownText[item.name](item.value)}</li>
              ))}
            </ul>
          ) : null}
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <p aria-live="polite" className="text-muted">
              {summary}
            </p>
            {filtered || unknown.length > 0 ? (
              <Link to={clearHref} preventScrollReset className="link inline-flex min-h-11 items-center text-paper">
                Clear filters
              </Link>
            ) : null}
          </div>
        </div>
      </details>
    </section>
  );
}
