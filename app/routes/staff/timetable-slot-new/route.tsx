import { Form, useNavigation } from "react-router";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { EditMessage } from "#app/features/timetable/EditMessage.tsx";
import { answerFor } from "#app/features/timetable/edit-answer.ts";
import { SlotFields } from "#app/features/timetable/SlotFields.tsx";
import { addSlotAction } from "#app/features/timetable/slot-forms.server.ts";
import { TimetableSubNav } from "#app/features/timetable/TimetableSubNav.tsx";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { loadNewSlot } from "./new-slot.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  return loadNewSlot(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  return addSlotAction(request, await getServices());
}

export const headers = staffPageHeaders;

export const meta = () => staffPageMeta("Add a weekly class");

export default function NewSlot({ loaderData, actionData }: Route.ComponentProps) {
  const { choices, today, latest } = loaderData;
  const answer = answerFor(actionData, "add-slot");
  const sending = useNavigation().state === "submitting";
  const values = answer?.tone === "error" ? answer.values : undefined;
  return (
    <>
      <ConsoleHeading title="Add a weekly class">
        <p>
          A class every week on one day, from a date on. It must fit the opening hours, and its trainer must be free
          then.
        </p>
      </ConsoleHeading>
      <TimetableSubNav />
      <div className="mb-6">
        <EditMessage answer={answer} confirmLabel="Add it" />
      </div>
      {answer?.tone === "success" || answer?.tone === "confirm" ? null : (
        <Form method="post" className="rounded-card border border-white/8 bg-surface p-5 sm:p-6">
          <input type="hidden" name="intent" value="add-slot" />
          <SlotFields
            prefix="new-slot"
            withClass
            classes={choices.classes}
            trainers={choices.trainers}
            today={today}
            latest={latest}
            values={{ ...values, featured: values?.featured === "on" }}
          />
          <button type="submit" className="button-primary mt-6" disabled={sending}>
            Add to the timetable
          </button>
        </Form>
      )}
    </>
  );
}
