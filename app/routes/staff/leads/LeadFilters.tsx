import { Link } from "react-router";
import { type LeadStatus, leadStatuses, leadStatusLabels } from "#app/features/staff/lead-statuses.ts";

const chip =
  "inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border border-white/15 px-4 text-sm font-medium transition-colors hover:border-accent aria-[current=page]:border-paper aria-[current=page]:bg-paper aria-[current=page]:text-ink";

/** All leads, or one status; each with its count. */
export function LeadFilters({
  current,
  counts,
  total,
}: {
  current: LeadStatus | null;
  counts: Record<LeadStatus, number>;
  total: number;
}) {
  const filters: { to: string; label: string; count: number; active: boolean }[] = [
    { to: "/staff/leads", label: "All", count: total, active: current === null },
    ...leadStatuses.map((status) => ({
      to: `/staff/leads?status=${status}`,
      label: leadStatusLabels[status],
      count: counts[status],
      active: current === status,
    })),
  ];
  return (
    <nav aria-label="Lead status" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1">
        {filters.map((filter) => (
          <li key={filter.label}>
            <Link to={filter.to} className={chip} aria-current={filter.active ? "page" : undefined}>
              {filter.label}
              <span className="text-xs opacity-80">{filter.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
