import { Form, Link } from "react-router";

interface Line {
  sessionId: string;
  label: string;
  className: string;
  trainer: string;
}

/** Sessions of the coming weeks with one change each can undo (a one-off to take off, cover to end), and, given `change`, a link to change one. */
export function DatedList({
  id,
  title,
  empty,
  lines,
  intent,
  action,
  change,
}: {
  id: string;
  title: string;
  empty: string;
  lines: Line[];
  intent: string;
  action: string;
  /** The label of a link to the page's form for this session (`?change=`). */
  change?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-12">
      <h2 id={`${id}-title`} className="mb-4 font-display text-3xl font-semibold uppercase tracking-tight">
        {title}
      </h2>
      {lines.length === 0 ? (
        <p className="text-muted">{empty}</p>
      ) : (
        <ul className="divide-y divide-white/10 rounded-card border border-white/8 bg-surface">
          {lines.map((line) => (
            <li key={line.sessionId} className="flex flex-wrap items-center justify-between gap-3 p-4 sm:p-5">
              <div>
                <Link to={`/staff/sessions/${line.sessionId}`} className="link font-semibold">
                  {line.className}, {line.label}
                </Link>
                <p className="text-sm text-muted">with {line.trainer}</p>
              </div>
              <div className="flex flex-wrap gap-3">
                {change ? (
                  <Link
                    to={`?change=${line.sessionId}`}
                    className="button-outline"
                    aria-label={`${change}: ${line.className}, ${line.label}`}
                  >
                    {change}
                  </Link>
                ) : null}
                <Form method="post">
                  <input type="hidden" name="intent" value={intent} />
                  <input type="hidden" name="sessionId" value={line.sessionId} />
                  <button
                    type="submit"
                    className="button-outline"
                    aria-label={`${action}: ${line.className}, ${line.label}`}
                  >
                    {action}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
