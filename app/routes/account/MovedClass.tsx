import { Form } from "react-router";
import type { BookingLine } from "./account.server.ts";

/**
 * A booking a timetable edit cancelled by moving its class: what paid for the place came
 * back, and the new time is one button away (the same booking form as the schedule's).
 */
export function MovedClass({
  className,
  reason,
  newTime,
}: {
  className: string;
  reason: string | undefined;
  newTime: NonNullable<BookingLine["newTime"]>;
}) {
  return (
    <div className="mt-auto space-y-3">
      <p className="text-sm text-muted">
        {reason ? <span className="block">{reason}.</span> : null}
        What paid for your place came back to you.
      </p>
      {newTime.held ? (
        <p className="text-sm font-medium">You hold a place at the new time, {newTime.label}.</p>
      ) : newTime.offered ? (
        <Form method="post">
          <input type="hidden" name="intent" value="book" />
          <input type="hidden" name="sessionId" value={newTime.sessionId} />
          <button
            type="submit"
            className="button-primary w-full sm:w-auto"
            aria-label={`Book the new time: ${className}, ${newTime.label}`}
          >
            Book the new time
          </button>
        </Form>
      ) : (
        <p className="text-sm text-muted">
          The new time is {newTime.label}: book it from the schedule while it is open.
        </p>
      )}
    </div>
  );
}
