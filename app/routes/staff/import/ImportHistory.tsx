import { Link } from "react-router";
import type { ImportHistoryEntry } from "#app/features/imports/import-views.server.ts";

const statusLabels: Record<ImportHistoryEntry["status"], string> = {
  checked: "Checked, not committed",
  committing: "Being committed",
  committed: "Committed",
  failed: "Failed part-way: commit again",
  discarded: "Not committed (file dropped)",
};

/** The latest imports, each opening its page. */
export function ImportHistory({ entries }: { entries: ImportHistoryEntry[] }) {
  if (entries.length === 0) return <p className="text-muted">No imports yet.</p>;
  return (
    <ul className="divide-y divide-white/10 rounded-card border border-white/8 bg-surface">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <Link to={`?import=${entry.id}`} className="link font-semibold break-words">
              {entry.fileName}
            </Link>
            <p className="text-sm text-muted">
              {entry.label} · {entry.by} · {entry.rows} rows
            </p>
          </div>
          <p className="text-sm sm:text-right">
            {statusLabels[entry.status]}
            {entry.written
              ? `: ${entry.written.created} created, ${entry.written.updated} updated, ${entry.written.leads} leads`
              : ""}
          </p>
        </li>
      ))}
    </ul>
  );
}
