import { Form, useNavigation } from "react-router";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { Choice, Field } from "#app/features/timetable/Choice.tsx";
import { EditMessage } from "#app/features/timetable/EditMessage.tsx";
import { answerFor } from "#app/features/timetable/edit-answer.ts";
import { sessionsAction } from "#app/features/timetable/session-forms.server.ts";
import { TimetableSubNav } from "#app/features/timetable/TimetableSubNav.tsx";
import { TIMETABLE_LIMITS } from "#app/features/timetable/timetable-limits.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { DatedList } from "./DatedList.tsx";
import { OneOffChangeForm } from "./OneOffChangeForm.tsx";
import { loadSessions } from "./sessions.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  return loadSessions(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  return sessionsAction(request, await getServices());
}

export const headers = staffPageHeaders;

export const meta = () => staffPageMeta("One-offs and cover");

const card = "rounded-card border border-white/8 bg-surface p-5 sm:p-6";
const heading = "font-display text-2xl font-semibold uppercase tracking-tight";

export default function StaffSessions({ loaderData, actionData }: Route.ComponentProps) {
  const { today, latest, chosen, choices, changing, oneOffs, covered, coverable } = loaderData;
  const sending = useNavigation().state === "submitting";
  const addAnswer = answerFor(actionData, "add-one-off");
  const changeAnswer = answerFor(actionData, "change-one-off");
  const oneOffAnswer = addAnswer ?? changeAnswer;
  const coverAnswer = answerFor(actionData, "set-cover");
  const added = addAnswer?.tone === "error" ? addAnswer.values : undefined;
  const cover = coverAnswer?.tone === "error" ? coverAnswer.values : undefined;
  const listAnswer = answerFor(actionData, "remove-one-off") ?? answerFor(actionData, "remove-cover");
  return (
    <>
      <ConsoleHeading title="One-offs and cover">
        <p>
          An extra class on one date, or another trainer for one session. Members booked on a covered session are
          e-mailed who teaches it; their places stay.
        </p>
      </ConsoleHeading>
      <TimetableSubNav />
      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="one-off-title" className={card}>
          <h2 id="one-off-title" className={heading}>
            {changing ? "Change a one-off session" : "Add a one-off session"}
          </h2>
          <div className="mt-4">
            <EditMessage answer={oneOffAnswer} confirmLabel={changeAnswer ? "Save the change" : "Add it"} />
          </div>
          {oneOffAnswer?.tone === "confirm" ? null : changing ? (
            <OneOffChangeForm oneOff={changing} answer={changeAnswer} trainers={choices.trainers} sending={sending} />
          ) : (
            <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
              <input type="hidden" name="intent" value="add-one-off" />
              <Field id="one-off-class" label="Class">
                <Choice
                  id="one-off-class"
                  name="classSlug"
                  options={choices.classes}
                  value={added?.classSlug}
                  empty="Choose a class"
                />
              </Field>
              <Field id="one-off-date" label="Date">
                <input
                  id="one-off-date"
                  name="localDate"
                  type="date"
                  required
                  min={today}
                  max={latest}
                  defaultValue={added?.localDate}
                  className="field"
                />
              </Field>
              <Field id="one-off-start" label="Starts">
                <input
                  id="one-off-start"
                  name="start"
                  type="time"
                  required
                  defaultValue={added?.start}
                  className="field"
                />
              </Field>
              <Field id="one-off-end" label="Ends">
                <input id="one-off-end" name="end" type="time" required defaultValue={added?.end} className="field" />
              </Field>
              <Field id="one-off-trainer" label="Trainer">
                <Choice
                  id="one-off-trainer"
                  name="trainerId"
                  options={choices.trainers}
                  value={added?.trainerId}
                  empty="The class's usual trainer"
                  required={false}
                />
              </Field>
              <Field id="one-off-places" label="Places" hint="Leave empty for the class's usual places.">
                <input
                  id="one-off-places"
                  name="capacity"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={TIMETABLE_LIMITS.capacityMax}
                  defaultValue={added?.capacity}
                  aria-describedby="one-off-places-hint"
                  className="field"
                />
              </Field>
              <button type="submit" className="button-primary justify-self-start sm:col-span-2" disabled={sending}>
                Add the session
              </button>
            </Form>
          )}
        </section>
        <section aria-labelledby="cover-title" className={card}>
          <h2 id="cover-title" className={heading}>
            Give a session cover
          </h2>
          <div className="mt-4">
            <EditMessage answer={coverAnswer} confirmLabel="Save the cover" />
          </div>
          {coverAnswer?.tone === "confirm" ? null : (
            <Form method="post" className="mt-4 flex flex-col gap-4">
              <input type="hidden" name="intent" value="set-cover" />
              <Field id="cover-session" label="Session (the next two weeks)">
                <Choice
                  id="cover-session"
                  name="sessionId"
                  options={coverable.map((session) => ({
                    value: session.sessionId,
                    label: `${session.label}: ${session.className} with ${session.trainer}`,
                  }))}
                  value={cover?.sessionId ?? chosen ?? undefined}
                  empty="Choose a session"
                />
              </Field>
              <Field id="cover-trainer" label="Covered by">
                <Choice
                  id="cover-trainer"
                  name="trainerId"
                  options={choices.trainers}
                  value={cover?.trainerId}
                  empty="Choose a trainer"
                />
              </Field>
              <button type="submit" className="button-primary self-start" disabled={sending}>
                Save the cover
              </button>
            </Form>
          )}
        </section>
      </div>
      <div className="mt-8">
        <EditMessage answer={listAnswer} />
      </div>
      <DatedList
        id="one-offs"
        title="One-off sessions to come"
        empty="No one-off sessions in the next four weeks."
        lines={oneOffs}
        intent="remove-one-off"
        action="Take it off"
        change="Change"
      />
      <DatedList
        id="covered"
        title="Cover to come"
        empty="No session has cover in the next four weeks."
        lines={covered}
        intent="remove-cover"
        action="Back to its own trainer"
      />
    </>
  );
}
