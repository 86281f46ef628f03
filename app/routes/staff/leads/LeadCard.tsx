import { useFetcher } from "react-router";
import { leadStatuses, leadStatusLabels } from "#app/features/staff/lead-statuses.ts";
import type { RegistrationOutcome } from "#app/features/staff/registration-form.server.ts";
import { ConvertLead } from "./ConvertLead.tsx";
import type { LeadOutcome, LeadsPageData, LeadView } from "./leads.server.ts";

/**
 * One lead: who wrote, when, about what, and the desk's status and note for it. The form
 * posts with or without JavaScript; it carries the version it was made from, so a change
 * someone else made meanwhile is never overwritten unseen.
 */
export function LeadCard({
  lead,
  noteMax,
  answer,
  conversion,
  converting,
}: {
  lead: LeadView;
  noteMax: number;
  answer?: LeadOutcome | undefined;
  conversion: LeadsPageData["conversion"];
  converting?: RegistrationOutcome | undefined;
}) {
  const fetcher = useFetcher<LeadOutcome>();
  const outcome = fetcher.data ?? answer;
  const headingId = `lead-${lead.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-card border border-white/8 bg-surface p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-display text-2xl font-semibold uppercase tracking-tight break-words">
            {lead.fullName}
          </h2>
          <a href={`mailto:${lead.email}`} className="link break-all">
            {lead.email}
          </a>
        </div>
        <p className="rounded-full border border-white/15 px-3 py-1 text-sm">
          <span className="sr-only">Status: </span>
          {leadStatusLabels[lead.status]}
        </p>
      </div>
      <p className="mt-2 text-sm text-muted">
        Received {lead.receivedLabel}
        {lead.className ? ` · Interested in ${lead.className}` : ""}
      </p>
      {lead.comment ? <p className="mt-3 max-w-prose whitespace-pre-line break-words">{lead.comment}</p> : null}

      <fetcher.Form
        method="post"
        key={`${lead.id}-${lead.version}`}
        className="mt-5 grid gap-4 md:grid-cols-[12rem_1fr_auto] md:items-start"
      >
        <input type="hidden" name="intent" value="update-lead" />
        <input type="hidden" name="inquiryId" value={lead.id} />
        <input type="hidden" name="version" value={lead.version} />
        <div className="flex flex-col gap-2">
          <label htmlFor={`${lead.id}-status`} className="text-sm font-medium">
            Status
          </label>
          <select id={`${lead.id}-status`} name="status" defaultValue={lead.status} className="field">
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {leadStatusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor={`${lead.id}-note`} className="text-sm font-medium">
            Note
          </label>
          <textarea
            id={`${lead.id}-note`}
            name="note"
            rows={2}
            maxLength={noteMax}
            defaultValue={lead.note}
            className="field min-h-11"
          />
        </div>
        <button type="submit" className="button-primary md:mt-7" disabled={fetcher.state !== "idle"}>
          Save
        </button>
      </fetcher.Form>
      <div role="status" className="mt-3 text-sm">
        {outcome ? <p className={outcome.tone === "error" ? "text-red-400" : "text-muted"}>{outcome.message}</p> : null}
        {outcome?.tone === "error" && outcome.submitted?.note ? (
          <p className="mt-1 text-muted">
            Your note, not saved: <span className="whitespace-pre-line text-paper">{outcome.submitted.note}</span>
          </p>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-muted">
        {lead.updatedBy && lead.updatedLabel
          ? `Last changed by ${lead.updatedBy}, ${lead.updatedLabel}`
          : "Nobody has answered yet."}
      </p>
      <ConvertLead lead={lead} options={conversion} answer={converting} />
    </article>
  );
}
