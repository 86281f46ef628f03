import { Form, useNavigation } from "react-router";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import { STAFF_LIMITS } from "#app/features/staff/limits.ts";
import type { StaffOutcome } from "#app/features/staff/outcome.server.ts";

/** The places of an upcoming session, and its cancellation: real form posts that work without JavaScript. */
export function SessionChanges({
  capacity,
  booked,
  capacityMax,
  answer,
}: {
  capacity: number;
  booked: number;
  capacityMax: number;
  answer?: StaffOutcome | undefined;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" ? navigation.formData?.get("intent") : undefined;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="rounded-card border border-white/8 bg-surface p-5 sm:p-6">
        <h3 className="font-display text-xl font-semibold uppercase tracking-tight">Places</h3>
        <p className="mt-2 text-sm text-muted">
          Raising them moves the waitlist up at once, first come first served. They cannot go below the {booked} booked.
        </p>
        <Form method="post" preventScrollReset className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="change-capacity" />
          <div className="flex flex-col gap-2">
            <label htmlFor="capacity" className="text-sm font-medium">
              Places in this session
            </label>
            <input
              id="capacity"
              name="capacity"
              type="number"
              inputMode="numeric"
              min={1}
              max={capacityMax}
              required
              defaultValue={capacity}
              key={capacity}
              className="field w-32"
            />
          </div>
          <button type="submit" className="button-primary" disabled={sending === "change-capacity"}>
            Save places
          </button>
        </Form>
        {answer?.subject === "capacity" ? (
          <div className="mt-4">
            <OutcomeMessage outcome={answer} />
          </div>
        ) : null}
      </div>

      <div className="rounded-card border border-red-500/40 bg-surface p-5 sm:p-6">
        <h3 className="font-display text-xl font-semibold uppercase tracking-tight">Cancel the session</h3>
        <p className="mt-2 text-sm text-muted">
          Everyone booked or waiting loses their place and is e-mailed the reason, which the schedule shows too. This
          page then lists who lost a place.
        </p>
        <details className="mt-4 group" open={answer?.subject === "cancel" && answer.tone === "error"}>
          <summary className="button-outline cursor-pointer list-none border-red-400 text-red-300 hover:border-red-500 hover:bg-red-600 hover:text-white">
            Cancel this session…
          </summary>
          <Form method="post" className="mt-4 flex flex-col gap-3">
            <input type="hidden" name="intent" value="cancel-session" />
            <label htmlFor="cancel-reason" className="text-sm font-medium">
              Reason, shown on the public schedule
            </label>
            <input
              id="cancel-reason"
              name="reason"
              type="text"
              required
              minLength={STAFF_LIMITS.reasonMin}
              maxLength={STAFF_LIMITS.reasonMax}
              placeholder="Coach is ill"
              className="field"
            />
            <button
              type="submit"
              className="inline-flex min-h-11 items-center justify-center self-start rounded-full bg-red-600 px-6 font-display text-sm font-semibold uppercase tracking-[0.12em] text-white transition-colors hover:bg-red-700 disabled:opacity-60"
              disabled={sending === "cancel-session"}
            >
              Cancel the session
            </button>
          </Form>
        </details>
        {answer?.subject === "cancel" ? (
          <div className="mt-4">
            <OutcomeMessage outcome={answer} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
