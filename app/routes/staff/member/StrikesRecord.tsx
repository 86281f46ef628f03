import { Form } from "react-router";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import type { StaffOutcome } from "#app/features/staff/outcome.server.ts";

interface StrikesRecordProps {
  policy: string;
  recent: { bookingId: string; kind: string; label: string }[];
  suspendedUntil: string | null;
  outcome: StaffOutcome | undefined;
}

/** The member's no-shows and late cancellations under the policy, each forgivable (the audit log records it). */
export function StrikesRecord({ policy, recent, suspendedUntil, outcome }: StrikesRecordProps) {
  return (
    <section aria-labelledby="strikes-record" className="mt-8 space-y-3">
      <h2 id="strikes-record" className="font-display text-xl uppercase tracking-wide">
        Strikes: {recent.length}
      </h2>
      <p className="text-sm text-muted">{policy}</p>
      {suspendedUntil ? (
        <p role="note" className="rounded-card border border-accent/60 bg-surface p-4 font-semibold">
          Booking paused until {suspendedUntil}.
        </p>
      ) : null}
      {outcome ? <OutcomeMessage outcome={outcome} /> : null}
      {recent.length > 0 ? (
        <ul className="space-y-2">
          {recent.map((strike) => (
            <li
              key={strike.bookingId}
              className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-white/8 bg-surface p-4"
            >
              <span>
                <span className="font-semibold">{strike.kind}</span>: {strike.label}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="forgive-strike" />
                <input type="hidden" name="bookingId" value={strike.bookingId} />
                <button
                  type="submit"
                  className="button-outline"
                  aria-label={`Forgive ${strike.kind.toLowerCase()}: ${strike.label}`}
                >
                  Forgive
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
