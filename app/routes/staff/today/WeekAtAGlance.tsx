import { Link } from "react-router";
import { count, percent } from "#app/features/reports/labels.ts";
import type { Overview } from "#app/features/reports/overview.server.ts";

interface Tile {
  label: string;
  value: string;
  detail: string;
  to?: string;
}

/** The week so far, against last week by the same moment, and what needs the desk: each tile opens where to act. */
export function WeekAtAGlance({ overview, owner }: { overview: Overview; owner: boolean }) {
  const change = overview.visits - overview.visitsLastWeek;
  const tiles: Tile[] = [
    {
      label: "Visits this week",
      value: count(overview.visits),
      detail: `${count(overview.visitsLastWeek)} last week by now${change === 0 ? "" : change > 0 ? ` (+${count(change)})` : ` (−${count(-change)})`}`,
      to: "/staff/reports/attendance",
    },
    {
      label: "Fill rate",
      value: percent(overview.fillRate),
      detail: "this week's classes so far",
      to: "/staff/reports/attendance",
    },
    {
      label: "New leads",
      value: count(overview.newLeads),
      detail: "waiting for an answer",
      to: "/staff/leads?status=new",
    },
    {
      label: "Slipping away",
      value: count(overview.slippingAway),
      detail: "members not seen lately",
      to: "/staff/reports/members",
    },
    {
      label: "Past due",
      value: count(overview.pastDue),
      detail: "memberships unpaid",
      ...(owner ? { to: "/staff/reports/revenue" } : {}),
    },
  ];
  return (
    <section aria-labelledby="week-at-a-glance" className="mb-12">
      <h2 id="week-at-a-glance" className="sr-only">
        This week at a glance
      </h2>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {tiles.map((tile) => (
          <li
            key={tile.label}
            className="relative rounded-card border border-white/8 bg-surface p-4 transition-colors focus-within:border-accent hover:border-accent/60"
          >
            <p className="font-display text-xs uppercase tracking-[0.2em] text-muted">
              {tile.to ? (
                <Link
                  to={tile.to}
                  className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none"
                >
                  {tile.label}
                </Link>
              ) : (
                tile.label
              )}
            </p>
            <p className="mt-1 font-display text-3xl font-semibold">{tile.value}</p>
            <p className="text-sm text-muted">{tile.detail}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
