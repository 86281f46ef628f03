import { Link } from "react-router";
import type { MemberBookingLine } from "#app/features/staff/members.server.ts";

const statusText: Record<MemberBookingLine["status"], string> = {
  booked: "Booked",
  waitlisted: "On the waitlist",
  cancelled: "Cancelled",
  "late-cancelled": "Late cancellation",
  "left-waitlist": "Left the waitlist",
  "session-cancelled": "Session cancelled by the gym",
};

function outcome(line: MemberBookingLine): string {
  if (line.status === "booked" && line.attendance) return line.attendance === "attended" ? "Attended" : "No-show";
  return statusText[line.status];
}

/** A member's bookings, latest session first, each with what became of it. */
export function BookingHistory({ bookings }: { bookings: MemberBookingLine[] }) {
  if (bookings.length === 0) return <p className="text-muted">No bookings yet.</p>;
  return (
    <ul className="divide-y divide-white/10 rounded-card border border-white/8 bg-surface">
      {bookings.map((line) => {
        const text = outcome(line);
        const warn = text === "No-show" || text === "Late cancellation";
        return (
          <li key={line.bookingId} className="flex flex-wrap items-center justify-between gap-2 p-4 sm:px-5">
            <div>
              <Link to={`/staff/sessions/${line.sessionId}`} className="link font-semibold">
                {line.className}
              </Link>
              <p className="text-sm text-muted">
                {line.dateLabel}, {line.time}
              </p>
            </div>
            <p className={`text-sm font-medium ${warn ? "text-accent" : ""}`}>{text}</p>
          </li>
        );
      })}
    </ul>
  );
}
