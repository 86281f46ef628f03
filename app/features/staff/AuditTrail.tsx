import { Link } from "react-router";
import type { AuditEntryView } from "./audit-view.server.ts";

/**
 * Audit entries, newest first: a list of cards rather than a wide table, so a phone reads
 * them without sideways scrolling and a screen reader hears each as one item.
 */
export function AuditTrail({ entries, showSubject = true }: { entries: AuditEntryView[]; showSubject?: boolean }) {
  return (
    <ol className="space-y-3">
      {entries.map((entry) => (
        <li key={entry.seq} className="rounded-card border border-white/8 bg-surface p-4 sm:p-5">
          <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <span className="font-semibold">{entry.what}</span>
            <time dateTime={entry.at} className="text-sm text-muted">
              {entry.when}
            </time>
          </p>
          {showSubject ? (
            <p className="mt-1 break-words">
              {entry.subjectHref ? (
                <Link to={entry.subjectHref} className="link">
                  {entry.subject}
                </Link>
              ) : (
                entry.subject
              )}
            </p>
          ) : null}
          <p className="mt-1 text-sm text-muted">
            by <span className="break-all text-paper">{entry.actor}</span>
          </p>
          {entry.changes.length > 0 ? (
            <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
              {entry.changes.map((change) => (
                <div key={change.field} className="contents">
                  <dt className="text-muted">{change.field}</dt>
                  <dd className="break-words">
                    <span className="sr-only">from </span>
                    {change.before} <span aria-hidden="true">→</span>
                    <span className="sr-only"> to </span> {change.after}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
