import type { BookingLine } from "./account.server.ts";

/** What became of a past booking, as the member reads it. */
function outcome(booking: BookingLine): string {
  if (booking.attendance === "attended") return "Attended";
  if (booking.attendance === "no-show") return "No-show";
  const byStatus: Record<BookingLine["status"], string> = {
    booked: "Booked",
    waitlisted: "Stayed on the waitlist",
    cancelled: "Cancelled",
    "late-cancelled": "Late cancellation",
    "left-waitlist": "Left the waitlist",
    "session-cancelled": "Cancelled by the gym",
  };
  return byStatus[booking.status];
}

export function PastSessions({ bookings }: { bookings: BookingLine[] }) {
  if (bookings.length === 0) return null;
  return (
    <section aria-labelledby="past-title">
      <h2 id="past-title" className="mb-6 font-display text-3xl font-semibold uppercase tracking-tight">
        Past sessions
      </h2>
      <table className="w-full text-left">
        <caption className="sr-only">Your past sessions, latest first</caption>
        <thead className="text-sm uppercase tracking-[0.15em] text-muted">
          <tr>
            <th scope="col" className="border-b border-white/10 py-3 pr-4 font-medium">
              Date
            </th>
            <th scope="col" className="border-b border-white/10 py-3 pr-4 font-medium">
              Class
            </th>
            <th scope="col" className="border-b border-white/10 py-3 font-medium">
              Outcome
            </th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.id}>
              <td className="border-b border-white/10 py-3 pr-4">
                {booking.dateLabel}
                <span className="block text-sm text-muted">{booking.time}</span>
              </td>
              <th scope="row" className="border-b border-white/10 py-3 pr-4 font-medium">
                {booking.className}
              </th>
              <td className="border-b border-white/10 py-3">{outcome(booking)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
