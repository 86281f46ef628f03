import { Link } from "react-router";
import { type ScheduleFilters, schedulePath } from "#app/features/timetable/filters.ts";

/** "This week" / "Next week" for a schedule page at `path`, keeping its filters. */
export function WeekLinks({
  path,
  filters,
  week,
  weeksShown,
}: {
  path: string;
  filters: ScheduleFilters;
  week: number;
  weeksShown: number;
}) {
  return (
    <nav aria-label="Weeks" className="flex shrink-0 gap-3 whitespace-nowrap">
      {week > 0 ? (
        <Link to={schedulePath(path, filters)} className="button-outline">
          This week
        </Link>
      ) : null}
      {week + 1 < weeksShown ? (
        <Link to={schedulePath(path, filters, week + 1)} className="button-outline">
          Next week
        </Link>
      ) : null}
    </nav>
  );
}
