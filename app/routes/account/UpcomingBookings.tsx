import { Link } from "react-router";
import { weekdayName } from "#app/content/weekdays.ts";
import { CancelBooking } from "#app/features/booking/CancelBooking.tsx";
import type { BookingLine } from "./account.server.ts";
import { MovedClass } from "./MovedClass.tsx";

/** Places and waitlist places to come, soonest first, each with its cancel rule and button. */
export function UpcomingBookings({ bookings }: { bookings: BookingLine[] }) {
  return (
    <section aria-labelledby="upcoming-title">
      <h2 id="upcoming-title" className="mb-6 font-display text-3xl font-semibold uppercase tracking-tight">
        Upcoming bookings
      </h2>
      {bookings.length === 0 ? (
        <p className="text-muted">
          No bookings yet.{" "}
          <Link to="/schedule" className="link text-paper">
            Find a class on the schedule
          </Link>
          .
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {bookings.map((booking) => {
            const waitlisted = booking.status === "waitlisted";
            const cancelledByGym = booking.status === "session-cancelled";
            return (
              <li
                key={booking.id}
                className="flex flex-col gap-3 rounded-card border border-white/8 bg-surface p-6 shadow-card"
              >
                <p className="section-label">
                  {cancelledByGym ? "Cancelled by the gym" : waitlisted ? `Waitlist #${booking.position}` : "Booked"}
                </p>
                <h3 className="font-display text-2xl font-semibold uppercase tracking-tight">{booking.className}</h3>
                <p>
                  {booking.dateLabel}, {booking.time}
                  <span className="block text-muted">with {booking.trainer}</span>
                </p>
                {cancelledByGym && booking.newTime ? (
                  <MovedClass className={booking.className} reason={booking.cancelReason} newTime={booking.newTime} />
                ) : cancelledByGym ? (
                  <p className="text-sm text-muted">
                    {booking.cancelReason ? <span className="block">Reason: {booking.cancelReason}</span> : null}
                    Nothing to do: what paid for the place came back to you.
                  </p>
                ) : (
                  <>
                    {booking.cancellationRule ? <p className="text-sm text-muted">{booking.cancellationRule}</p> : null}
                    <div className="mt-auto">
                      <CancelBooking
                        bookingId={booking.id}
                        sessionId={booking.sessionId}
                        className={booking.className}
                        dayName={weekdayName(booking.weekday)}
                        status={waitlisted ? "waitlisted" : "booked"}
                        freeUntil={booking.freeCancellationUntil}
                        late={booking.lateCancellationNow}
                        label={`${waitlisted ? "Leave waitlist" : "Cancel booking"}: ${booking.className}, ${booking.dateLabel}`}
                        buttonClassName="button-outline w-full sm:w-auto"
                      />
                    </div>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
