import { Link } from "react-router";
import type { ScheduleRow } from "#app/content/schedule.ts";

/**
 * A real table for screen readers and wide screens; on a phone each row stacks into a
 * card, with the column names shown beside the values.
 */
export function ScheduleTable({ rows, dayName }: { rows: ScheduleRow[]; dayName: string }) {
  return (
    <table className="w-full border-separate border-spacing-0 text-left max-md:block">
      <caption className="sr-only">{`Classes on ${dayName}`}</caption>
      <thead className="max-md:sr-only">
        <tr className="font-display text-sm uppercase tracking-[0.2em] text-muted">
          <th scope="col" className="border-b border-white/10 px-6 py-4 font-medium">
            Class Name
          </th>
          <th scope="col" className="border-b border-white/10 px-6 py-4 font-medium">
            Time
          </th>
          <th scope="col" className="border-b border-white/10 px-6 py-4 font-medium">
            Trainer
          </th>
          <th scope="col" className="border-b border-white/10 px-6 py-4 font-medium">
            <span className="sr-only">Join</span>
          </th>
        </tr>
      </thead>
      <tbody className="max-md:block max-md:space-y-4">
        {rows.map((row) => (
          <tr
            key={`${row.className}-${row.time}`}
            className="max-md:grid max-md:grid-cols-2 max-md:gap-3 max-md:rounded-card max-md:bg-surface max-md:p-5 max-md:shadow-card md:hover:bg-surface"
          >
            <th
              scope="row"
              className="font-display text-2xl font-semibold uppercase tracking-tight max-md:col-span-2 md:border-b md:border-white/10 md:px-6 md:py-6"
            >
              {row.className}
            </th>
            <td className="md:border-b md:border-white/10 md:px-6 md:py-6">
              <span className="block text-xs uppercase tracking-[0.2em] text-muted md:hidden" aria-hidden="true">
                Time
              </span>
              {row.time}
            </td>
            <td className="md:border-b md:border-white/10 md:px-6 md:py-6">
              <span className="block text-xs uppercase tracking-[0.2em] text-muted md:hidden" aria-hidden="true">
                Trainer
              </span>
              {row.trainer}
            </td>
            <td className="max-md:col-span-2 md:border-b md:border-white/10 md:px-6 md:py-6 md:text-right">
              <Link
                to="/contact"
                className="button-primary max-md:w-full"
                aria-label={`Join Now: ${row.className}, ${row.time}`}
              >
                Join Now
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
