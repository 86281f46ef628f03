import type { ShouldRevalidateFunctionArgs } from "react-router";
import { Form, useNavigation } from "react-router";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { TrainerFields } from "#app/features/timetable/CatalogueFields.tsx";
import { trainerAction } from "#app/features/timetable/catalogue-forms.server.ts";
import { EditMessage } from "#app/features/timetable/EditMessage.tsx";
import { answerFor } from "#app/features/timetable/edit-answer.ts";
import { TimetableSubNav } from "#app/features/timetable/TimetableSubNav.tsx";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { loadTrainer } from "./trainer.server.ts";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadTrainer(request, params.trainerId, await getServices());
}

export async function action({ request, params }: Route.ActionArgs) {
  return trainerAction(request, params.trainerId, await getServices());
}

/** A refused save (someone changed the trainer meanwhile) reads them again. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const headers = staffPageHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) => staffPageMeta(loaderData ? loaderData.trainer.name : "Trainer");

export default function StaffTrainer({ loaderData, actionData }: Route.ComponentProps) {
  const { trainer, teaches, portraits } = loaderData;
  const change = answerFor(actionData, "change-trainer");
  const retire = answerFor(actionData, "retire-trainer");
  const kept = change?.tone === "error" ? change.values : undefined;
  const sending = useNavigation().state === "submitting";
  return (
    <>
      <ConsoleHeading title={trainer.name}>
        <p>{trainer.retired ? "Retired from the team." : trainer.job}</p>
      </ConsoleHeading>
      <TimetableSubNav />
      {trainer.retired ? null : (
        <div className="grid gap-8 xl:grid-cols-[2fr_1fr]">
          <section
            aria-labelledby="trainer-change-title"
            className="rounded-card border border-white/8 bg-surface p-5 sm:p-6"
          >
            <h2 id="trainer-change-title" className="font-display text-2xl font-semibold uppercase tracking-tight">
              Change their details
            </h2>
            <div className="mt-4">
              <EditMessage answer={change} />
            </div>
            <Form method="post" className="mt-4">
              <input type="hidden" name="intent" value="change-trainer" />
              <input type="hidden" name="version" value={trainer.version} />
              <TrainerFields prefix="trainer" values={kept ?? trainer} portraits={portraits} />
              <button type="submit" className="button-primary mt-6" disabled={sending}>
                Save
              </button>
            </Form>
          </section>
          <section
            aria-labelledby="trainer-retire-title"
            className="rounded-card border border-red-500/40 bg-surface p-5 sm:p-6"
          >
            <h2 id="trainer-retire-title" className="font-display text-2xl font-semibold uppercase tracking-tight">
              Retire them
            </h2>
            <p className="mt-2 text-sm text-muted">
              {teaches.length > 0
                ? `They still teach ${teaches.join(", ")}: give those to another trainer first.`
                : "They teach nothing from today on."}
            </p>
            <div className="mt-4">
              <EditMessage answer={retire} />
            </div>
            <Form method="post" className="mt-4">
              <input type="hidden" name="intent" value="retire-trainer" />
              <input type="hidden" name="version" value={trainer.version} />
              <button type="submit" className="button-outline border-red-400 text-red-300" disabled={sending}>
                Retire {trainer.name}
              </button>
            </Form>
          </section>
        </div>
      )}
    </>
  );
}
