import { Link } from "react-router";
import type { DayOverview, SessionSummary } from "#app/features/staff/roster.server.ts";

const phaseText: Record<SessionSummary["phase"], string | null> = {
  upcoming: null,
  running: "In progress",
  ended: "Ended",
};

function Places({ session }: { session: SessionSummary }) {
  if (session.cancellationReason !== null) {
    return <p className="font-display text-lg font-semibold uppercase tracking-wide text-accent">Cancelled</p>;
  }
  const full = session.booked >= session.capacity;
  return (
    <p className="flex flex-col items-end leading-tight">
      <span className={`font-display text-3xl font-semibold ${full ? "text-accent" : ""}`}>
        {session.booked}/{session.capacity}
      </span>
      <span className="text-sm text-muted">booked</span>
      {session.waitlisted > 0 ? <span className="text-sm text-accent">{session.waitlisted} waiting</span> : null}
    </p>
  );
}

/** One day of the coming week: its sessions, each opening its roster. */
export function DaySessions({ day }: { day: DayOverview }) {
  const headingId = `day-${day.date}`;
  return (
    <section aria-labelledby={headingId}>
      <h2
        id={headingId}
        className="mb-4 flex items-center gap-3 font-display text-2xl font-semibold uppercase tracking-tight"
      >
        {day.label}
        {day.isToday ? (
          <span className="rounded-full bg-accent px-3 py-0.5 font-sans text-xs font-semibold tracking-normal text-ink normal-case">
            Today
          </span>
        ) : null}
      </h2>
      {day.sessions.length === 0 ? (
        <p className="text-muted">No classes.</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
          {day.sessions.map((session) => (
            <li
              key={session.id}
              className={`relative grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2 rounded-card border border-white/8 bg-surface p-4 shadow-card transition-colors focus-within:border-accent hover:border-accent/60 sm:p-5`}
            >
              <div className="min-w-0">
                {/* The time never breaks inside itself; the phase goes to the next line when the card is narrow. */}
                <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-muted">
                  <span className="whitespace-nowrap">{session.time}</span>
                  {phaseText[session.phase] ? (
                    <span className="font-display uppercase tracking-[0.15em] text-paper">
                      {phaseText[session.phase]}
                    </span>
                  ) : null}
                </p>
                <h3 className="font-display text-2xl font-semibold uppercase tracking-tight">
                  <Link
                    to={`/staff/sessions/${session.id}`}
                    className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none"
                  >
                    {session.className}
                  </Link>
                </h3>
                <p className="text-sm text-muted">with {session.trainer}</p>
              </div>
              <Places session={session} />
              {session.cancellationReason ? (
                <p className="col-span-2 text-sm text-accent">{session.cancellationReason}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
