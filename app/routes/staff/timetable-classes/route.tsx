import { Form, Link, useNavigation } from "react-router";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { ClassFields } from "#app/features/timetable/CatalogueFields.tsx";
import { classesAction } from "#app/features/timetable/catalogue-forms.server.ts";
import { EditMessage } from "#app/features/timetable/EditMessage.tsx";
import { answerFor } from "#app/features/timetable/edit-answer.ts";
import { TimetableSubNav } from "#app/features/timetable/TimetableSubNav.tsx";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { loadClasses } from "./classes.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  return loadClasses(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  return classesAction(request, await getServices());
}

export const headers = staffPageHeaders;

export const meta = () => staffPageMeta("Classes");

export default function StaffClasses({ loaderData, actionData }: Route.ComponentProps) {
  const { classes, choices } = loaderData;
  const answer = answerFor(actionData, "add-class");
  const kept = answer?.tone === "error" ? answer.values : undefined;
  const sending = useNavigation().state === "submitting";
  return (
    <>
      <ConsoleHeading title="Classes">
        <p>
          The classes on the classes page, in its order. A class runs once it has a weekly slot or a one-off session.
        </p>
      </ConsoleHeading>
      <TimetableSubNav />
      <ul className="divide-y divide-white/10 rounded-card border border-white/8 bg-surface">
        {classes.map((gymClass) => (
          <li key={gymClass.slug} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 p-4 sm:p-5">
            <Link to={`/staff/timetable/classes/${gymClass.slug}`} className="link font-semibold">
              {gymClass.title}
            </Link>
            <p className="text-sm text-muted">
              {gymClass.retired
                ? "Retired"
                : `${gymClass.trainer} · ${gymClass.slots.length > 0 ? gymClass.slots.join(", ") : "no weekly slot"}`}
            </p>
          </li>
        ))}
      </ul>
      <section
        aria-labelledby="add-class-title"
        className="mt-12 rounded-card border border-white/8 bg-surface p-5 sm:p-6"
      >
        <h2 id="add-class-title" className="font-display text-2xl font-semibold uppercase tracking-tight">
          Add a class
        </h2>
        <div className="mt-4">
          <EditMessage answer={answer} />
        </div>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="add-class" />
          <ClassFields prefix="new-class" values={kept ?? {}} pictures={choices.pictures} trainers={choices.trainers} />
          <button type="submit" className="button-primary mt-6" disabled={sending}>
            Add the class
          </button>
        </Form>
      </section>
    </>
  );
}
