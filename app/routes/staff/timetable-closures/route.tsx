import type { ShouldRevalidateFunctionArgs } from "react-router";
import { Form, useNavigation } from "react-router";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { Field } from "#app/features/timetable/Choice.tsx";
import { closuresAction } from "#app/features/timetable/closure-forms.server.ts";
import { EditMessage } from "#app/features/timetable/EditMessage.tsx";
import { answerFor } from "#app/features/timetable/edit-answer.ts";
import { TimetableSubNav } from "#app/features/timetable/TimetableSubNav.tsx";
import { TIMETABLE_LIMITS } from "#app/features/timetable/timetable-limits.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { loadClosures } from "./closures.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  return loadClosures(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  return closuresAction(request, await getServices());
}

/** A refused removal (someone removed the closure meanwhile, or its first day went by) reads the list again. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 404 || actionStatus === 409 || defaultShouldRevalidate;
}

export const headers = staffPageHeaders;

export const meta = () => staffPageMeta("Closures");

export default function StaffClosures({ loaderData, actionData }: Route.ComponentProps) {
  const { today, latest, closures } = loaderData;
  const answer = answerFor(actionData, "add-closure");
  const removal = answerFor(actionData, "remove-closure");
  const kept = answer?.tone === "error" ? answer.values : undefined;
  const sending = useNavigation().state === "submitting";
  return (
    <>
      <ConsoleHeading title="Closures">
        <p>
          Days the gym is shut: a bank holiday, a refurbishment. Their sessions are cancelled, everyone booked is
          e-mailed the reason, and the schedule shows &ldquo;Closed&rdquo; with it. A closure made by mistake can be
          removed until its first day is over: its sessions come back, but the bookings it cancelled stay cancelled.
        </p>
      </ConsoleHeading>
      <TimetableSubNav />
      <section
        aria-labelledby="close-title"
        className="max-w-2xl rounded-card border border-red-500/40 bg-surface p-5 sm:p-6"
      >
        <h2 id="close-title" className="font-display text-2xl font-semibold uppercase tracking-tight">
          Close the gym
        </h2>
        <div className="mt-4">
          <EditMessage answer={answer} confirmLabel="Close the gym" />
        </div>
        {answer?.tone === "confirm" ? null : (
          <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
            <input type="hidden" name="intent" value="add-closure" />
            <Field id="closure-from" label="First closed day">
              <input
                id="closure-from"
                name="from"
                type="date"
                required
                min={today}
                max={latest}
                defaultValue={kept?.from}
                className="field"
              />
            </Field>
            <Field id="closure-to" label="Last closed day">
              <input
                id="closure-to"
                name="to"
                type="date"
                required
                min={today}
                max={latest}
                defaultValue={kept?.to}
                className="field"
              />
            </Field>
            <div className="sm:col-span-2">
              <Field id="closure-reason" label="Reason, shown on the schedule and in the e-mail">
                <input
                  id="closure-reason"
                  name="reason"
                  type="text"
                  required
                  minLength={TIMETABLE_LIMITS.reasonMin}
                  maxLength={TIMETABLE_LIMITS.reasonMax}
                  defaultValue={kept?.reason}
                  placeholder="Bank holiday"
                  className="field"
                />
              </Field>
            </div>
            <button type="submit" className="button-primary justify-self-start sm:col-span-2" disabled={sending}>
              Close these days
            </button>
          </Form>
        )}
      </section>
      <section aria-labelledby="closures-title" className="mt-12">
        <h2 id="closures-title" className="mb-4 font-display text-3xl font-semibold uppercase tracking-tight">
          Closures to come
        </h2>
        {removal ? (
          <div className="mb-4">
            <EditMessage answer={removal} confirmLabel="Remove the closure" />
          </div>
        ) : null}
        {closures.length === 0 ? (
          <p className="text-muted">None: the gym keeps its usual hours.</p>
        ) : (
          <ul className="divide-y divide-white/10 rounded-card border border-white/8 bg-surface">
            {closures.map((closure) => (
              <li key={closure.id} className="flex flex-wrap items-center justify-between gap-3 p-4 sm:p-5">
                <div>
                  <p className="font-semibold">{closure.days}</p>
                  <p className="text-sm text-muted">Closed: {closure.reason}</p>
                </div>
                {closure.removable ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove-closure" />
                    <input type="hidden" name="closureId" value={closure.id} />
                    <button
                      type="submit"
                      className="button-outline border-red-400 text-red-300"
                      disabled={sending}
                      aria-label={`Remove the closure: ${closure.days}`}
                    >
                      Remove
                    </button>
                  </Form>
                ) : (
                  <p className="text-sm text-muted">Under way: the days gone by stay closed.</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
