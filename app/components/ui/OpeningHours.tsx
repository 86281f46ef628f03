import { formatOpeningHours } from "#app/content/clock.ts";
import { site } from "#app/content/site.ts";

/** The gym's opening hours (site.ts) as a list of days and times: the contact page, how to buy at the desk. */
export function OpeningHours({ className = "space-y-1" }: { className?: string }) {
  return (
    <dl className={className}>
      {site.hours.map((entry) => (
        <div key={entry.label} className="flex flex-wrap gap-x-2">
          <dt className="text-muted">{entry.label}</dt>
          <dd>{formatOpeningHours(entry.opens, entry.closes)}</dd>
        </div>
      ))}
    </dl>
  );
}
