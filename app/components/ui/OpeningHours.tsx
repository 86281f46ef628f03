import { useSiteDetails } from "#app/components/layout/site-details.tsx";

/**
 * The gym's opening hours as a list of days and times, and the special hours to come: the
 * contact page, how to buy at the desk. The database's copy (decision 0200), through the shell.
 */
export function OpeningHours({ className = "space-y-1" }: { className?: string }) {
  const { hours, specialHours } = useSiteDetails();
  return (
    <>
      <dl className={className}>
        {hours.map((entry) => (
          <div key={entry.label} className="flex flex-wrap gap-x-2">
            <dt className="text-muted">{entry.label}</dt>
            <dd>{entry.value}</dd>
          </div>
        ))}
      </dl>
      {specialHours.length > 0 ? (
        <>
          <p className="mt-3 font-semibold">Special hours</p>
          <dl className={className}>
            {specialHours.map((entry) => (
              <div key={entry.label} className="flex flex-wrap gap-x-2">
                <dt className="text-muted">{entry.label}</dt>
                <dd>{entry.value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </>
  );
}
