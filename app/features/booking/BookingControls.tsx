import { Form, Link, useNavigation } from "react-router";
import { buyPaths } from "./buy-paths.ts";
import { CancelBooking } from "./CancelBooking.tsx";
import { myStateText, type ScheduleRowView } from "./schedule-row.ts";

/**
 * A session's action for the visitor looking at it. Signed out: Join Now (a
 * trial class through the contact form). Signed in: book or join the waitlist (a real form
 * post, so it works before and without JavaScript), or cancel or leave it after saying yes
 * once (CancelBooking: a dialog, or without JavaScript a confirmation page). A member who
 * holds nothing that covers a free place is offered to buy a class or see the plans
 * instead of a Book that could only be refused; a waitlist place needs nothing until a
 * place frees up.
 */
export function BookingControls({
  row,
  signedIn,
  dayName,
}: {
  row: ScheduleRowView;
  signedIn: boolean;
  /** "Tuesday": the day of the page, as a cancellation asks about it. */
  dayName: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("target") === row.sessionId;
  const label = `${row.className}, ${row.time}`;

  if (!signedIn) {
    // Not offered for a session that is cancelled or has begun: nobody can join it any more.
    if (row.cancellationReason !== null || row.phase === "started") return null;
    return (
      <Link
        to={`/contact?class=${row.classSlug}`}
        className="button-primary max-md:w-full"
        aria-label={`Join Now: ${label}`}
      >
        Join Now
      </Link>
    );
  }

  const state = myStateText(row.myBooking);
  if (row.myBooking) {
    const isBooked = row.myBooking.status === "booked";
    return (
      <div className="flex flex-col gap-2 md:items-end">
        <p className="font-display text-sm font-semibold uppercase tracking-[0.15em] text-accent">{state}</p>
        {row.phase !== "started" ? (
          <CancelBooking
            bookingId={row.myBooking.id}
            sessionId={row.sessionId}
            className={row.className}
            dayName={dayName}
            status={row.myBooking.status}
            freeUntil={row.freeCancellationUntil}
            late={row.lateCancellationNow}
            label={`${isBooked ? "Cancel booking" : "Leave waitlist"}: ${label}`}
            buttonClassName="button-outline max-md:w-full"
          />
        ) : null}
        {isBooked && row.phase === "open" ? (
          <p className="text-xs text-muted">
            {row.lateCancellationNow
              ? "Cancelling now counts as a late cancellation"
              : `Free cancellation until ${row.freeCancellationUntil}`}
          </p>
        ) : null}
      </div>
    );
  }

  if (row.phase !== "open" || row.cancellationReason !== null) return null;
  const full = row.spotsLeft === 0;
  if (!full && row.uses === null) {
    return (
      <div className="flex flex-col gap-2 md:items-end">
        <Link to={buyPaths.classPasses} className="button-primary max-md:w-full" aria-label={`Buy a class: ${label}`}>
          Buy a class
        </Link>
        <Link to={buyPaths.plans} className="link text-sm text-paper" aria-label={`See plans: ${label}`}>
          See plans
        </Link>
        <p className="text-xs text-muted">Booking needs a membership or a class credit</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2 md:items-end">
      <BookForm row={row} full={full} busy={busy} label={label} />
      {full && row.uses === null ? (
        <p className="text-xs text-muted">A place needs a membership or a class credit when it frees up</p>
      ) : null}
      {!full && row.uses ? <p className="text-xs text-muted">{row.uses}</p> : null}
    </div>
  );
}

function BookForm({ row, full, busy, label }: { row: ScheduleRowView; full: boolean; busy: boolean; label: string }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="book" />
      <input type="hidden" name="sessionId" value={row.sessionId} />
      <input type="hidden" name="target" value={row.sessionId} />
      <button
        type="submit"
        className={`${full ? "button-outline" : "button-primary"} max-md:w-full`}
        disabled={busy}
        aria-label={`${full ? "Join waitlist" : "Book"}: ${label}`}
      >
        {busy ? "One moment…" : full ? "Join waitlist" : "Book"}
      </button>
    </Form>
  );
}
