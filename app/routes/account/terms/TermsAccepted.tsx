import type { ReactNode } from "react";
import { Link } from "react-router";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import type { IntentOutcome } from "#app/features/booking/outcome.ts";

interface Next {
  href: string;
  label: string;
}

/**
 * Right after accepting: thanks, the booking the member came for (made, or plainly not
 * made, and why), the coach's advice after a "yes", and the way on.
 */
export function TermsAccepted({
  title,
  outcome,
  next,
}: {
  title: string;
  outcome: { healthAdvice: string | null; booking: IntentOutcome | null };
  next: Next;
}) {
  const { booking, healthAdvice } = outcome;
  const thanks = `Thank you: you accepted the ${title.toLowerCase()}.`;
  const booked = booking?.tone === "success";
  return (
    <div className="space-y-6">
      <OutcomeMessage outcome={{ tone: "success", message: booked ? `${thanks} ${booking.message}` : thanks }} />
      {booking && !booked ? (
        <p role="alert" className="rounded-card border border-red-500 bg-red-600 px-5 py-4 font-medium text-white">
          {booking.message}
        </p>
      ) : null}
      {healthAdvice ? (
        <p className="rounded-card border border-accent/60 bg-surface p-5 text-lg">{healthAdvice}</p>
      ) : null}
      <div className="flex flex-wrap gap-4">
        {booked ? (
          <Link to="/account" className="button-primary">
            See my bookings
          </Link>
        ) : (
          <Link to={next.href} className="button-primary">
            {next.label}
          </Link>
        )}
      </div>
    </div>
  );
}

/**
 * The page opened again once the current terms are accepted (a reload, a bookmark): it says
 * so and shows the way on; answering again stays possible, folded away.
 */
export function AlreadyAccepted({
  accepted,
  version,
  next,
  children,
}: {
  accepted: { on: string };
  version: string;
  next: Next;
  children: ReactNode;
}) {
  return (
    <div className="space-y-8">
      <p role="status" className="rounded-card border border-accent/40 bg-accent/10 px-5 py-4 font-medium">
        You accepted version {version} on {accepted.on}. Nothing more is needed before you book.
      </p>
      <div className="flex flex-wrap gap-4">
        <Link to={next.href} className="button-primary">
          {next.label}
        </Link>
        {next.href === "/account" ? null : (
          <Link to="/account" className="button-outline">
            Go to my account
          </Link>
        )}
      </div>
      <details className="group rounded-card border border-white/8 bg-surface p-5">
        <summary className="min-h-11 cursor-pointer content-center font-medium">
          Something changed? Answer the health questions again
        </summary>
        <div className="mt-8 space-y-10">{children}</div>
      </details>
    </div>
  );
}
