import { Link } from "react-router";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { MemberSearch } from "#app/features/staff/MemberSearch.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import type { RegistrationOutcome } from "#app/features/staff/registration-form.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { AddMember } from "./AddMember.tsx";
import { loadMembers, membersAction } from "./members.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  return loadMembers(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  return membersAction(request, await getServices());
}

export const headers = staffPageHeaders;

export const meta = () => staffPageMeta("Members");

export default function StaffMembers({ loaderData, actionData }: Route.ComponentProps) {
  const { query, searchMax, members, adding } = loaderData;
  return (
    <>
      <ConsoleHeading title="Members">
        <p>
          Find a member by name, e-mail or phone to see their details, bookings, attendance, late cancellations and
          no-shows, and to book them in.
        </p>
      </ConsoleHeading>
      <AddMember options={adding} answer={actionData as RegistrationOutcome | undefined} />
      <div className="mb-8 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <MemberSearch param="q" query={query} searchMax={searchMax} button="Search" className="max-w-xl flex-1" />
        {/* A plain form post: the export is recorded in the audit log, which a GET must not write. */}
        <form method="post" action="/staff/members.csv" className="self-start lg:self-end">
          <button type="submit" className="button-outline">
            Export member list (CSV)
          </button>
        </form>
      </div>
      <h2 className="mb-4 font-display text-2xl font-semibold uppercase tracking-tight" aria-live="polite">
        {query ? `${members.length} ${members.length === 1 ? "match" : "matches"} for “${query}”` : "Newest members"}
      </h2>
      {members.length === 0 ? (
        <p className="text-muted">Nobody's name, e-mail or phone contains that.</p>
      ) : (
        <ul className="divide-y divide-white/10 rounded-card border border-white/8 bg-surface">
          {members.map((member) => (
            <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 p-4 sm:p-5">
              <div className="min-w-0">
                <Link to={`/staff/members/${member.id}`} className="link font-semibold">
                  {member.name || member.email}
                </Link>
                <p className="break-all text-sm text-muted">
                  {member.email}
                  {member.phone ? ` · ${member.phone}` : ""}
                </p>
              </div>
              <p className="text-sm text-muted">
                {member.role !== "member" ? <span className="mr-2 text-accent">{member.roleLabel}</span> : null}
                Joined {member.joinedLabel}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
