import { Link } from "react-router";
import { site } from "#app/content/site.ts";
import { coachPageHeaders } from "#app/features/coaches/coach-access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import type { DayOverview } from "#app/features/staff/roster.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { loadCoachWeek } from "./today.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  return loadCoachWeek(request, await getServices());
}

export const headers = coachPageHeaders;

export const meta = () => [{ title: `My sessions | ${site.brand}` }, { name: "robots", content: "noindex, nofollow" }];

function Day({ day }: { day: DayOverview }) {
  const headingId = `day-${day.date}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 flex items-center gap-3 font-display text-2xl font-semibold uppercase">
        {day.label}
        {day.isToday ? (
          <span className="rounded-full bg-accent px-3 py-0.5 font-sans text-xs font-semibold tracking-normal text-ink normal-case">
            Today
          </span>
        ) : null}
      </h2>
      {day.sessions.length === 0 ? (
        <p className="text-muted">Nothing to teach today.</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {day.sessions.map((session) => (
            <li
              key={session.id}
              className="relative grid grid-cols-[1fr_auto] items-center gap-4 rounded-card border border-white/8 bg-surface p-4 shadow-card transition-colors focus-within:border-accent hover:border-accent/60 sm:p-5"
            >
              <div className="min-w-0">
                <p className="text-sm text-muted">{session.time}</p>
                <h3 className="font-display text-2xl font-semibold uppercase tracking-tight">
                  <Link
                    to={`/coach/sessions/${session.id}`}
                    className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none"
                  >
                    {session.className}
                  </Link>
                </h3>
                {session.cancellationReason !== null ? (
                  <p className="text-sm text-accent">Cancelled: {session.cancellationReason}</p>
                ) : null}
              </div>
              <p className="flex flex-col items-end leading-tight">
                <span className="font-display text-3xl font-semibold">
                  {session.booked}/{session.capacity}
                </span>
                <span className="text-sm text-muted">booked</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function CoachWeek({ loaderData }: Route.ComponentProps) {
  const { trainer, days, teaching } = loaderData;
  return (
    <>
      <ConsoleHeading title="My sessions">
        <p>
          {trainer}: the classes you teach today and in the next 7 days
          {teaching === 0 ? " (none)" : ""}. Open one for its roster, health flags and check-in.
        </p>
      </ConsoleHeading>
      <div className="space-y-12">
        {days.map((day) => (
          <Day key={day.date} day={day} />
        ))}
      </div>
    </>
  );
}
