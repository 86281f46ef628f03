import { Link } from "react-router";
import { site } from "#app/content/site.ts";
import { coachPageHeaders } from "#app/features/coaches/coach-access.server.ts";
import { AttendanceButtons } from "#app/features/staff/AttendanceButtons.tsx";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { HealthFlag } from "#app/features/staff/HealthFlag.tsx";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { coachSessionAction, loadCoachSession } from "./session.server.ts";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadCoachSession(request, params.sessionId, await getServices());
}

export async function action({ request, params }: Route.ActionArgs) {
  return coachSessionAction(request, params.sessionId, await getServices());
}

export const headers = coachPageHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData ? `${loaderData.className}, ${loaderData.dateLabel}` : "Session"} | ${site.brand}` },
  { name: "robots", content: "noindex, nofollow" },
];

const list = "divide-y divide-white/10 rounded-card border border-white/8 bg-surface";

export default function CoachSession({ loaderData, actionData }: Route.ComponentProps) {
  const { className, dateLabel, time, summary, cancelled, checkInOpen, checkInOpensLabel, booked, waitlist } =
    loaderData;
  const flagged = booked.filter((entry) => entry.healthFlag).length;
  return (
    <>
      <p className="mb-6">
        <Link to="/coach" className="link">
          ← My sessions
        </Link>
      </p>
      <ConsoleHeading title={className}>
        <p>
          {dateLabel}, {time} · {summary.booked}/{summary.capacity} booked
          {summary.waitlisted > 0 ? `, ${summary.waitlisted} waiting` : ""}
          {flagged > 0 ? ` · ${flagged} with a health flag` : ""}
        </p>
      </ConsoleHeading>
      {cancelled ? (
        <p className="rounded-card border border-accent/50 bg-accent/10 px-5 py-4 font-medium">
          Cancelled{summary.cancellationReason ? `: ${summary.cancellationReason}` : ""}
        </p>
      ) : (
        <>
          <section aria-labelledby="roster" className="mt-4">
            <h2 id="roster" className="mb-2 font-display text-3xl font-semibold uppercase tracking-tight">
              Roster and check-in
            </h2>
            <p className="mb-4 max-w-prose text-muted">
              {checkInOpen
                ? "Mark each member as they arrive. Places nobody marked count as no-shows once the class has ended."
                : `Check-in opens at ${checkInOpensLabel}.`}
            </p>
            {booked.length === 0 ? (
              <p className="text-muted">Nobody has booked a place.</p>
            ) : (
              <ul className={list}>
                {booked.map((entry) => (
                  <li
                    key={entry.bookingId}
                    className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
                  >
                    <div className="min-w-0">
                      <p className="font-semibold">{entry.name}</p>
                      {entry.healthFlag ? <HealthFlag /> : null}
                    </div>
                    {checkInOpen ? (
                      <AttendanceButtons
                        entry={entry}
                        answer={actionData?.subject === entry.bookingId ? actionData : undefined}
                      />
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="waitlist" className="mt-12">
            <h2 id="waitlist" className="mb-4 font-display text-3xl font-semibold uppercase tracking-tight">
              Waitlist
            </h2>
            {waitlist.length === 0 ? (
              <p className="text-muted">Nobody is waiting.</p>
            ) : (
              <ol className={list}>
                {waitlist.map((entry) => (
                  <li key={entry.bookingId} className="flex gap-4 p-4 sm:p-5">
                    <span className="font-display text-2xl font-semibold text-accent" aria-hidden="true">
                      {entry.position}
                    </span>
                    <div className="min-w-0">
                      <p className="font-semibold">
                        <span className="sr-only">Number {entry.position}: </span>
                        {entry.name}
                      </p>
                      {entry.healthFlag ? <HealthFlag /> : null}
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      )}
    </>
  );
}
