/** A closed day's count: the float, the cash counted and expected, the difference, who closed it, and its Z report. */
export function ClosedDay({
  date,
  closed,
}: {
  date: string;
  closed: {
    at: string;
    name: string;
    float: string;
    countedCash: string;
    expectedCash: string;
    variance: string;
    varianceTone: string;
    note: string;
  };
}) {
  return (
    <section aria-labelledby="closed-title" className="rounded-card border border-white/8 bg-surface p-5 sm:p-6">
      <h3 id="closed-title" className="font-display text-xl font-semibold uppercase tracking-tight">
        The count
      </h3>
      <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
        <dt className="text-muted">Float</dt>
        <dd>{closed.float}</dd>
        <dt className="text-muted">Cash expected</dt>
        <dd>{closed.expectedCash}</dd>
        <dt className="text-muted">Cash counted</dt>
        <dd>{closed.countedCash}</dd>
        <dt className="text-muted">Difference</dt>
        <dd className={closed.varianceTone === "exact" ? "" : "font-semibold text-accent"}>{closed.variance}</dd>
        {closed.note ? (
          <>
            <dt className="text-muted">Note</dt>
            <dd className="break-words">{closed.note}</dd>
          </>
        ) : null}
        <dt className="text-muted">Closed</dt>
        <dd>
          {closed.at}, by {closed.name}
        </dd>
      </dl>
      {/* A document of its own (printable), not a page of the app: a plain link. */}
      <a href={`/staff/cash-up/${date}/z-report`} className="button-outline mt-5 inline-flex">
        Print the Z report
      </a>
    </section>
  );
}
