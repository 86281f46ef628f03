import { Form, Link } from "react-router";
import type { DeliveryCounts } from "#app/features/messages/messages.server.ts";

export interface HistoryEntry {
  id: string;
  subject: string;
  audienceLabel: string;
  purpose: "marketing" | "service";
  status: "draft" | "scheduled" | "queued" | "cancelled";
  sendAtLabel: string | null;
  createdLabel: string;
  createdBy: string;
  sentBy: string | null;
  recipients: number | null;
  email: DeliveryCounts;
  push: DeliveryCounts;
}

function counts(tally: DeliveryCounts) {
  const parts = [`${tally.sent} sent`];
  if (tally.held > 0) parts.push(`${tally.held} kept (no SMTP)`);
  if (tally.waiting > 0) parts.push(`${tally.waiting} to go`);
  parts.push(`${tally.failed} failed`);
  return parts.join(" · ");
}

function state(entry: HistoryEntry) {
  switch (entry.status) {
    case "draft":
      return `Draft by ${entry.createdBy}, ${entry.createdLabel}`;
    case "scheduled":
      return `To be sent ${entry.sendAtLabel ?? ""}, by ${entry.sentBy ?? entry.createdBy}`;
    case "cancelled":
      return `Called off (written ${entry.createdLabel})`;
    case "queued":
      return `Sent ${entry.sendAtLabel ?? ""} by ${entry.sentBy ?? entry.createdBy} to ${entry.recipients ?? 0}`;
  }
}

/** Every message, the latest first: its audience, where it stands, and how many e-mails were sent or failed. */
export function MessageHistory({ entries, owner }: { entries: HistoryEntry[]; owner: boolean }) {
  if (entries.length === 0) return <p className="text-muted">No messages yet.</p>;
  return (
    <ul className="divide-y divide-white/10 rounded-card border border-white/8 bg-surface">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
          <div className="min-w-0 space-y-1">
            <p className="font-semibold break-words">{entry.subject}</p>
            <p className="text-sm text-muted">
              {entry.purpose === "service" ? "Session notice" : "Gym news"} · {entry.audienceLabel}
            </p>
            <p className="text-sm">{state(entry)}</p>
            {entry.status === "queued" ? (
              <p className="text-sm text-muted">
                E-mail: {counts(entry.email)}
                {entry.push.sent + entry.push.failed + entry.push.waiting > 0 ? ` · Push: ${counts(entry.push)}` : ""}
              </p>
            ) : null}
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            {entry.status === "draft" ? (
              <Link to={`?draft=${entry.id}`} className="button-outline" aria-label={`Open the draft ${entry.subject}`}>
                Open
              </Link>
            ) : null}
            {entry.status === "draft" || (entry.status === "scheduled" && owner) ? (
              <Form method="post">
                <input type="hidden" name="messageId" value={entry.id} />
                <button
                  type="submit"
                  name="intent"
                  value="cancel-message"
                  className="button-outline"
                  aria-label={`Call off ${entry.subject}`}
                >
                  Call off
                </button>
              </Form>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
