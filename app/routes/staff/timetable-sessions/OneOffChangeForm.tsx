import { Form, Link } from "react-router";
import { Choice, Field } from "#app/features/timetable/Choice.tsx";
import type { EditAnswer } from "#app/features/timetable/edit-answer.ts";
import { TIMETABLE_LIMITS } from "#app/features/timetable/timetable-limits.ts";

export interface OneOffToChange {
  sessionId: string;
  /** "Yoga, Wednesday 25 November" */
  title: string;
  start: string;
  end: string;
  trainerId: string;
  capacity: string;
  version: number;
}

/** A one-off session's time, trainer and places, as a weekly class's are changed; what was typed kept on a refusal. */
export function OneOffChangeForm({
  oneOff,
  answer,
  trainers,
  sending,
}: {
  oneOff: OneOffToChange;
  answer: EditAnswer | undefined;
  trainers: { value: string; label: string }[];
  sending: boolean;
}) {
  const values = { ...oneOff, ...(answer?.tone === "error" ? answer.values : {}) };
  return (
    <>
      <p className="mt-2 font-semibold">{oneOff.title}</p>
      <p className="mt-1 max-w-prose text-sm text-muted">
        Members booked on it are e-mailed a new time or trainer. At a new time their places are not kept for them.
      </p>
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="change-one-off" />
        <input type="hidden" name="sessionId" value={oneOff.sessionId} />
        <input type="hidden" name="version" value={oneOff.version} />
        <Field id="change-one-off-start" label="Starts">
          <input
            id="change-one-off-start"
            name="start"
            type="time"
            required
            defaultValue={values.start}
            className="field"
          />
        </Field>
        <Field id="change-one-off-end" label="Ends">
          <input id="change-one-off-end" name="end" type="time" required defaultValue={values.end} className="field" />
        </Field>
        <Field id="change-one-off-trainer" label="Trainer">
          <Choice id="change-one-off-trainer" name="trainerId" options={trainers} value={values.trainerId} />
        </Field>
        <Field id="change-one-off-places" label="Places">
          <input
            id="change-one-off-places"
            name="capacity"
            type="number"
            inputMode="numeric"
            required
            min={1}
            max={TIMETABLE_LIMITS.capacityMax}
            defaultValue={values.capacity}
            className="field"
          />
        </Field>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button type="submit" className="button-primary" disabled={sending}>
            Save the change
          </button>
          <Link to="/staff/timetable/sessions" className="button-outline">
            Not now
          </Link>
        </div>
      </Form>
    </>
  );
}
