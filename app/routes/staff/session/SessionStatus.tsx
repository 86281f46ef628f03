import type { SessionSummary } from "#app/features/staff/roster.server.ts";

const phaseLabel: Record<SessionSummary["phase"], string> = {
  upcoming: "Upcoming",
  running: "In progress",
  ended: "Ended",
};

/** The session's numbers at a glance: booked of capacity, waiting, and where it stands. */
export function SessionStatus({ summary }: { summary: SessionSummary }) {
  const cancelled = summary.cancellationReason !== null;
  const tiles = [
    { label: "Booked", value: `${summary.booked}/${summary.capacity}`, wide: false },
    { label: "Waitlist", value: String(summary.waitlisted), wide: false },
    { label: "Status", value: cancelled ? "Cancelled" : phaseLabel[summary.phase], wide: true },
  ];
  return (
    <div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {tiles.map((tile) => (
          <div
            key={tile.label}
            className={`rounded-card border border-white/8 bg-surface p-4 ${tile.wide ? "col-span-2 sm:col-span-1" : ""}`}
          >
            <dt className="font-display text-xs uppercase tracking-[0.2em] text-muted">{tile.label}</dt>
            <dd className="mt-1 font-display text-2xl font-semibold uppercase sm:text-3xl">{tile.value}</dd>
          </div>
        ))}
      </dl>
      {cancelled ? (
        <p className="mt-4 rounded-card border border-accent/50 bg-accent/10 px-5 py-4 font-medium">
          Cancelled{summary.cancellationReason ? `: ${summary.cancellationReason}` : ""}
        </p>
      ) : null}
    </div>
  );
}
