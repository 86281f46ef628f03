import type { BookingLine } from "./account.server.ts";

/** The member's next class, first thing on the page: what, when, with whom; its booking is further down under Classes. */
export function NextClass({ booking }: { booking: BookingLine | undefined }) {
  if (!booking) return null;
  return (
    <section
      aria-labelledby="next-class-title"
      className="rounded-card border border-accent/40 bg-surface p-6 shadow-card"
    >
      <h2 id="next-class-title" className="section-label">
        Your next class
      </h2>
      <p className="mt-2 font-display text-3xl font-semibold uppercase tracking-tight">{booking.className}</p>
      <p className="mt-1">
        {booking.dateLabel}, {booking.time}
        <span className="text-muted"> with {booking.trainer}</span>
      </p>
      {booking.cancellationRule ? <p className="mt-2 text-sm text-muted">{booking.cancellationRule}</p> : null}
      <a href="#classes" className="link mt-3 inline-block text-sm text-paper">
        See all your bookings
      </a>
    </section>
  );
}
