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
  const { isOwner, myId, team, trainers } = loaderData;
  return (
    <>
      <ConsoleHeading title="Team">
        <p>
          Who works the front desk, and who coaches.{" "}
          {isOwner
            ? "As an owner you can give a member's account staff or coach access, or take it away."
            : "Only an owner can change who is staff or a coach."}{" "}
          Owners are made at the command line (<code>npm run staff</code>).
        </p>
      </ConsoleHeading>
      {isOwner ? (
        <div className="mb-10 grid gap-6 lg:grid-cols-2 lg:items-start">
          <section aria-labelledby="grant-title" className="rounded-card border border-white/8 bg-surface p-5 sm:p-6">
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
          <section aria-labelledby="coach-title" className="rounded-card border border-white/8 bg-surface p-5 sm:p-6">
            <h2 id="coach-title" className="font-display text-xl font-semibold uppercase tracking-tight">
              Make a coach
            </h2>
            <p className="mt-2 text-sm text-muted">
              A coach sees the sessions their trainer teaches, with rosters and health flags, and checks members in:
              nothing else of the desk.
            </p>
            <Form method="post" className="mt-4 flex flex-col gap-2">
              <input type="hidden" name="intent" value="grant-coach" />
              <label htmlFor="coach-email" className="text-sm font-medium">
                E-mail of the coach&apos;s member account
              </label>
              <input id="coach-email" name="email" type="email" required autoComplete="off" className="field" />
              <label htmlFor="coach-trainer" className="mt-2 text-sm font-medium">
                They teach as
              </label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <select id="coach-trainer" name="trainer" required className="field">
                  {trainers.map((trainer) => (
                    <option key={trainer.id} value={trainer.id}>
                      {trainer.name}
                    </option>
                  ))}
                </select>
                <button type="submit" className="button-primary shrink-0">
                  Make coach
                </button>
              </div>
            </Form>
          </section>
        </div>
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
              {member.trainer ? <p className="text-sm">Teaches as {member.trainer.name}</p> : null}
              <p className="text-sm text-muted">
                Since {member.sinceLabel}, by {member.grantedBy}
              </p>
            </div>
            {isOwner && member.role === "coach" ? (
              <Form method="post">
                <input type="hidden" name="intent" value="revoke-coach" />
                <input type="hidden" name="email" value={member.email} />
                <button
                  type="submit"
                  className="button-outline"
                  aria-label={`Take coach access away from ${member.email}`}
                >
                  Take coach access away
                </button>
              </Form>
            ) : null}
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
