import { Form, Link, useNavigation } from "react-router";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { TrainerFields } from "#app/features/timetable/CatalogueFields.tsx";
import { trainersAction } from "#app/features/timetable/catalogue-forms.server.ts";
import { EditMessage } from "#app/features/timetable/EditMessage.tsx";
import { answerFor } from "#app/features/timetable/edit-answer.ts";
import { TimetableSubNav } from "#app/features/timetable/TimetableSubNav.tsx";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { loadTrainers } from "./trainers.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  return loadTrainers(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  return trainersAction(request, await getServices());
}

export const headers = staffPageHeaders;

export const meta = () => staffPageMeta("Trainers");

export default function StaffTrainers({ loaderData, actionData }: Route.ComponentProps) {
  const { trainers, portraits } = loaderData;
  const answer = answerFor(actionData, "add-trainer");
  const kept = answer?.tone === "error" ? answer.values : undefined;
  const sending = useNavigation().state === "submitting";
  return (
    <>
      <ConsoleHeading title="Trainers">
        <p>Who teaches. Those with a portrait are in the team section of the home page and /about.</p>
      </ConsoleHeading>
      <TimetableSubNav />
      <ul className="divide-y divide-white/10 rounded-card border border-white/8 bg-surface">
        {trainers.map((trainer) => (
          <li key={trainer.id} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 p-4 sm:p-5">
            <Link to={`/staff/timetable/trainers/${trainer.id}`} className="link font-semibold">
              {trainer.name}
            </Link>
            <p className="text-sm text-muted">
              {trainer.retired ? "Retired" : `${trainer.job}${trainer.onTeamSection ? " · in the team section" : ""}`}
            </p>
          </li>
        ))}
      </ul>
      <section
        aria-labelledby="add-trainer-title"
        className="mt-12 rounded-card border border-white/8 bg-surface p-5 sm:p-6"
      >
        <h2 id="add-trainer-title" className="font-display text-2xl font-semibold uppercase tracking-tight">
          Add a trainer
        </h2>
        <div className="mt-4">
          <EditMessage answer={answer} />
        </div>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="add-trainer" />
          <TrainerFields prefix="new-trainer" values={kept ?? {}} portraits={portraits} />
          <button type="submit" className="button-primary mt-6" disabled={sending}>
            Add the trainer
          </button>
        </Form>
      </section>
    </>
  );
}
