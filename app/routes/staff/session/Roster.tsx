import { AttendanceButtons } from "#app/features/staff/AttendanceButtons.tsx";
import { HealthFlag } from "#app/features/staff/HealthFlag.tsx";
import type { StaffOutcome } from "#app/features/staff/outcome.server.ts";
import type { RosterEntry } from "#app/features/staff/roster.server.ts";

/** A list of people: a card on screen; on paper, black lines on white. */
const listStyle =
  "divide-y divide-white/10 rounded-card border border-white/8 bg-surface print:divide-black/30 print:border-black/30 print:bg-transparent";

function lateText(count: number) {
  if (count === 0) return "No late cancellations this month";
  return `${count} late ${count === 1 ? "cancellation" : "cancellations"} this month`;
}

/** Who holds a place: name, e-mail, when they booked, late cancellations this month, their health flag, and check-in when it is open. */
export function Roster({
  entries,
  checkInOpen,
  answer,
}: {
  entries: RosterEntry[];
  checkInOpen: boolean;
  answer?: StaffOutcome | undefined;
}) {
  if (entries.length === 0) return <p className="text-muted">Nobody has booked a place.</p>;
  return (
    <ul className={listStyle}>
      {entries.map((entry) => (
        <li
          key={entry.bookingId}
          className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5 print:break-inside-avoid print:flex-row print:py-2"
        >
          <div className="min-w-0">
            <p className="font-semibold">{entry.name}</p>
            <p className="break-all text-sm text-muted">
              {entry.email}
              {entry.phone ? ` · ${entry.phone}` : ""}
            </p>
            <p className="mt-1 text-sm text-muted">
              Booked {entry.bookedAt} ·{" "}
              <span className={entry.lateCancellationsThisMonth > 0 ? "text-accent" : undefined}>
                {lateText(entry.lateCancellationsThisMonth)}
              </span>
            </p>
            {entry.healthFlag ? <HealthFlag /> : null}
          </div>
          {checkInOpen ? (
            <div className="print:hidden">
              <AttendanceButtons entry={entry} answer={answer?.subject === entry.bookingId ? answer : undefined} />
            </div>
          ) : null}
          {/* On paper, a box the coach ticks. */}
          <p aria-hidden="true" className="hidden text-2xl print:block">
            {entry.attendance === "attended" ? "☑" : "☐"}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The waitlist in order, or who lost a place when the session was cancelled. */
export function PeopleList({
  entries,
  empty,
  numbered,
}: {
  entries: RosterEntry[];
  empty: string;
  numbered?: boolean;
}) {
  if (entries.length === 0) return <p className="text-muted">{empty}</p>;
  const List = numbered ? "ol" : "ul";
  return (
    <List className={listStyle}>
      {entries.map((entry) => (
        <li key={entry.bookingId} className="flex gap-4 p-4 sm:p-5">
          {entry.position !== undefined ? (
            <span className="font-display text-2xl font-semibold text-accent" aria-hidden="true">
              {entry.position}
            </span>
          ) : null}
          <div className="min-w-0">
            <p className="font-semibold">
              {entry.position !== undefined ? <span className="sr-only">Number {entry.position}: </span> : null}
              {entry.name}
            </p>
            <p className="break-all text-sm">
              {entry.email ? (
                <a href={`mailto:${entry.email}`} className="link">
                  {entry.email}
                </a>
              ) : null}
              {entry.phone ? ` · ${entry.phone}` : ""}
            </p>
            <p className="text-sm text-muted">Since {entry.bookedAt}</p>
            {entry.healthFlag ? <HealthFlag /> : null}
          </div>
        </li>
      ))}
    </List>
  );
}
