import { Form } from "react-router";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { loadTeam, teamAction } from "./team.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  return loadTeam(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  return teamAction(request, await getServices());
}

export const headers = staffPageHeaders;

export const meta = () => staffPageMeta("Team");

export default function StaffTeam({ loaderData, actionData }: Route.ComponentProps) {
  const { isOwner, myId, team } = loaderData;
  return (
    <>
      <ConsoleHeading title="Team">
        <p>
          Who works the front desk.{" "}
          {isOwner
            ? "As an owner you can give staff access to a member's account, or take it away."
            : "Only an owner can change who is staff."}{" "}
          Owners are made at the command line (<code>npm run staff</code>).
        </p>
      </ConsoleHeading>
      {isOwner ? (
        <section
          aria-labelledby="grant-title"
          className="mb-10 max-w-xl rounded-card border border-white/8 bg-surface p-5 sm:p-6"
        >
          <h2 id="grant-title" className="font-display text-xl font-semibold uppercase tracking-tight">
            Give staff access
          </h2>
          <Form method="post" className="mt-4 flex flex-col gap-2">
            <input type="hidden" name="intent" value="grant-staff" />
            <label htmlFor="grant-email" className="text-sm font-medium">
              E-mail of their member account
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input id="grant-email" name="email" type="email" required autoComplete="off" className="field" />
              <button type="submit" className="button-primary shrink-0">
                Make staff
              </button>
            </div>
          </Form>
        </section>
      ) : null}
      {actionData ? (
        <div className="mb-8">
          <OutcomeMessage outcome={actionData} />
        </div>
      ) : null}
      <ul className="divide-y divide-white/10 rounded-card border border-white/8 bg-surface">
        {team.map((member) => (
          <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 p-4 sm:p-5">
            <div className="min-w-0">
              <p className="font-semibold">
                {member.name} <span className="ml-1 text-sm font-normal text-accent">{member.roleLabel}</span>
              </p>
              <p className="break-all text-sm text-muted">{member.email}</p>
              <p className="text-sm text-muted">
                Since {member.sinceLabel}, by {member.grantedBy}
              </p>
            </div>
            {isOwner && member.role === "staff" && member.id !== myId ? (
              <Form method="post">
                <input type="hidden" name="intent" value="revoke-staff" />
                <input type="hidden" name="email" value={member.email} />
                <button
                  type="submit"
                  className="button-outline"
                  aria-label={`Take staff access away from ${member.email}`}
                >
                  Take staff access away
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
