import type { ShouldRevalidateFunctionArgs } from "react-router";
import { Form, Link, useNavigation } from "react-router";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { ClassFields } from "#app/features/timetable/CatalogueFields.tsx";
import { classAction } from "#app/features/timetable/catalogue-forms.server.ts";
import { EditMessage } from "#app/features/timetable/EditMessage.tsx";
import { answerFor } from "#app/features/timetable/edit-answer.ts";
import { TimetableSubNav } from "#app/features/timetable/TimetableSubNav.tsx";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { loadClass } from "./class.server.ts";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadClass(request, params.slug, await getServices());
}

export async function action({ request, params }: Route.ActionArgs) {
  return classAction(request, params.slug, await getServices());
}

/** A refused save (someone changed the class meanwhile) reads it again. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const headers = staffPageHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) => staffPageMeta(loaderData ? loaderData.gymClass.title : "Class");

export default function StaffClass({ loaderData, actionData }: Route.ComponentProps) {
  const { gymClass, slots, tomorrow, latest, choices } = loaderData;
  const change = answerFor(actionData, "change-class");
  const retire = answerFor(actionData, "retire-class");
  const kept = change?.tone === "error" ? change.values : undefined;
  const sending = useNavigation().state === "submitting";
  return (
    <>
      <ConsoleHeading title={gymClass.title}>
        <p>
          {gymClass.retired
            ? "Retired: its past sessions stay, its page answers that it is no longer taught."
            : gymClass.description}
        </p>
      </ConsoleHeading>
      <TimetableSubNav />
      {gymClass.retired ? null : (
        <div className="grid gap-8 xl:grid-cols-[2fr_1fr]">
          <section
            aria-labelledby="class-change-title"
            className="rounded-card border border-white/8 bg-surface p-5 sm:p-6"
          >
            <h2 id="class-change-title" className="font-display text-2xl font-semibold uppercase tracking-tight">
              Change it
            </h2>
            <div className="mt-4">
              <EditMessage answer={change} />
            </div>
            <Form method="post" className="mt-4">
              <input type="hidden" name="intent" value="change-class" />
              <input type="hidden" name="version" value={gymClass.version} />
              <ClassFields
                prefix="class"
                values={kept ?? gymClass}
                pictures={choices.pictures}
                trainers={choices.trainers}
              />
              <button type="submit" className="button-primary mt-6" disabled={sending}>
                Save the class
              </button>
            </Form>
          </section>
          <div className="space-y-8">
            <section aria-labelledby="class-slots-title">
              <h2 id="class-slots-title" className="mb-3 font-display text-2xl font-semibold uppercase tracking-tight">
                Every week
              </h2>
              {slots.length === 0 ? (
                <p className="text-muted">No weekly slot: its card says &ldquo;Times on request&rdquo;.</p>
              ) : (
                <ul className="space-y-2">
                  {slots.map((slot) => (
                    <li key={slot.id}>
                      <Link to={`/staff/timetable/slots/${slot.id}`} className="link">
                        {slot.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section
              aria-labelledby="retire-title"
              className="rounded-card border border-red-500/40 bg-surface p-5 sm:p-6"
            >
              <h2 id="retire-title" className="font-display text-2xl font-semibold uppercase tracking-tight">
                Retire it
              </h2>
              <p className="mt-2 text-sm text-muted">
                It leaves the classes page at once; its sessions stop from the date below, and members booked on later
                ones are e-mailed.
              </p>
              <div className="mt-4">
                <EditMessage answer={retire} confirmLabel="Retire it" />
              </div>
              {retire?.tone === "confirm" ? null : (
                <Form method="post" className="mt-4 flex flex-col gap-3">
                  <input type="hidden" name="intent" value="retire-class" />
                  <input type="hidden" name="version" value={gymClass.version} />
                  <label htmlFor="retire-from" className="text-sm font-medium">
                    First day without it
                  </label>
                  <input
                    id="retire-from"
                    name="effectiveFrom"
                    type="date"
                    required
                    min={tomorrow}
                    max={latest}
                    defaultValue={tomorrow}
                    className="field"
                  />
                  <button
                    type="submit"
                    className="button-outline self-start border-red-400 text-red-300"
                    disabled={sending}
                  >
                    Retire the class
                  </button>
                </Form>
              )}
            </section>
          </div>
        </div>
      )}
    </>
  );
}
