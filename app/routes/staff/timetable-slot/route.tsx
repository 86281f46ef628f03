import type { ShouldRevalidateFunctionArgs } from "react-router";
import { Form, useNavigation } from "react-router";
import { weekdayName } from "#app/content/weekdays.ts";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { EditMessage } from "#app/features/timetable/EditMessage.tsx";
import { answerFor } from "#app/features/timetable/edit-answer.ts";
import { SlotFields } from "#app/features/timetable/SlotFields.tsx";
import { slotAction } from "#app/features/timetable/slot-forms.server.ts";
import { TimetableSubNav } from "#app/features/timetable/TimetableSubNav.tsx";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { loadSlot } from "./slot.server.ts";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadSlot(request, params.slotId, await getServices());
}

export async function action({ request, params }: Route.ActionArgs) {
  return slotAction(request, params.slotId, await getServices());
}

/** A refused save (someone changed the slot meanwhile) reads the slot again. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const headers = staffPageHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  staffPageMeta(loaderData ? loaderData.slot.className : "Weekly class");

export default function StaffSlot({ loaderData, actionData }: Route.ComponentProps) {
  const { slot, version, trainerId, changeable, today, latest, choices } = loaderData;
  const change = answerFor(actionData, "change-slot");
  const removal = answerFor(actionData, "remove-slot");
  const sending = useNavigation().state === "submitting";
  const kept = change?.tone === "error" ? change.values : undefined;
  return (
    <>
      <ConsoleHeading title={slot.className}>
        <p>
          {weekdayName(slot.weekday)}s, {slot.time} · with {slot.trainer} · {slot.capacity} places
          {slot.dates ? ` · ${slot.dates}` : ""}
        </p>
      </ConsoleHeading>
      <TimetableSubNav />
      {changeable ? (
        <div className="grid gap-8 xl:grid-cols-[2fr_1fr]">
          <section aria-labelledby="change-title" className="rounded-card border border-white/8 bg-surface p-5 sm:p-6">
            <h2 id="change-title" className="font-display text-2xl font-semibold uppercase tracking-tight">
              Change it
            </h2>
            <p className="mt-2 max-w-prose text-sm text-muted">
              Move it to another day or time, give it to another trainer, change its places. Members booked on a session
              that moves are e-mailed the new time; their place is not kept for them.
            </p>
            <div className="mt-4">
              <EditMessage answer={change} />
            </div>
            {change?.tone === "confirm" ? null : (
              <Form method="post" className="mt-4">
                <input type="hidden" name="intent" value="change-slot" />
                <input type="hidden" name="version" value={version} />
                <SlotFields
                  prefix="change"
                  withClass={false}
                  classes={choices.classes}
                  trainers={choices.trainers}
                  today={today}
                  latest={latest}
                  values={
                    kept
                      ? { ...kept, featured: kept.featured === "on" }
                      : { ...slot, trainerId, capacity: String(slot.capacity) }
                  }
                />
                <button type="submit" className="button-primary mt-6" disabled={sending}>
                  Save the change
                </button>
              </Form>
            )}
          </section>
          <section
            aria-labelledby="remove-title"
            className="rounded-card border border-red-500/40 bg-surface p-5 sm:p-6"
          >
            <h2 id="remove-title" className="font-display text-2xl font-semibold uppercase tracking-tight">
              Take it off
            </h2>
            <p className="mt-2 text-sm text-muted">
              From this date on the class no longer runs on {weekdayName(slot.weekday)}s. Members booked after it are
              e-mailed and their places cancelled.
            </p>
            <div className="mt-4">
              <EditMessage answer={removal} confirmLabel="Take it off" />
            </div>
            {removal?.tone === "confirm" ? null : (
              <Form method="post" className="mt-4 flex flex-col gap-3">
                <input type="hidden" name="intent" value="remove-slot" />
                <input type="hidden" name="version" value={version} />
                <label htmlFor="remove-from" className="text-sm font-medium">
                  First date without it
                </label>
                <input
                  id="remove-from"
                  name="effectiveFrom"
                  type="date"
                  required
                  min={today}
                  max={latest}
                  defaultValue={removal?.values?.effectiveFrom ?? today}
                  className="field"
                />
                <button
                  type="submit"
                  className="button-outline self-start border-red-400 text-red-300"
                  disabled={sending}
                >
                  Take it off the timetable
                </button>
              </Form>
            )}
          </section>
        </div>
      ) : (
        <p className="text-muted">This weekly class has ended: it stays as the history of the sessions it had.</p>
      )}
    </>
  );
}
