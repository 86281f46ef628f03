import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { LeadCard } from "./LeadCard.tsx";
import { LeadFilters } from "./LeadFilters.tsx";
import { type LeadOutcome, leadsAction, loadLeads } from "./leads.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  return loadLeads(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  return leadsAction(request, await getServices());
}

/** A lead someone else changed meanwhile (409) is read again, so the page shows what they wrote. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const headers = staffPageHeaders;

export const meta = () => staffPageMeta("Leads");

export default function StaffLeads({ loaderData, actionData }: Route.ComponentProps) {
  const { status, page, more, counts, total, leads, noteMax } = loaderData;
  const answer = actionData as LeadOutcome | undefined;
  const query = (next: number) =>
    `/staff/leads?${new URLSearchParams({ ...(status ? { status } : {}), page: String(next) })}`;
  return (
    <>
      <ConsoleHeading title="Leads">
        <p>
          Everyone who wrote through the contact form, newest first. Keep each one's status and a note for the team.
        </p>
      </ConsoleHeading>
      <div className="mb-8 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <LeadFilters current={status} counts={counts} total={total} />
        {/* A plain form post: the export is recorded in the audit log, which a GET must not write. */}
        <form method="post" action="/staff/leads.csv" className="self-start">
          {status ? <input type="hidden" name="status" value={status} /> : null}
          <button type="submit" className="button-outline">
            Export CSV
          </button>
        </form>
      </div>
      {leads.length === 0 ? (
        <p className="text-muted">{status ? "No leads with this status." : "No inquiries yet."}</p>
      ) : (
        <div className="space-y-4">
          {leads.map((lead) => (
            <LeadCard
              key={lead.id}
              lead={lead}
              noteMax={noteMax}
              answer={answer?.subject === lead.id ? answer : undefined}
              conversion={loaderData.conversion}
              converting={answer?.subject === `convert-${lead.id}` ? answer : undefined}
            />
          ))}
        </div>
      )}
      {page > 1 || more ? (
        <nav aria-label="Pages of leads" className="mt-8 flex gap-3">
          {page > 1 ? (
            <Link to={query(page - 1)} className="button-outline">
              Newer
            </Link>
          ) : null}
          {more ? (
            <Link to={query(page + 1)} className="button-outline">
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
