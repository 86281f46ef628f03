import type { Services } from "#app/services.server.ts";
import { addClass, changeClass, retireClass } from "./class-edits.server.ts";
import { answerEdit, badForm, postedForm } from "./edit-forms.server.ts";
import { classForm, parseForm, retireClassForm, trainerForm, versionForm } from "./form-fields.server.ts";
import { dayLabel } from "./sessions.server.ts";
import { addTrainer, changeTrainer, retireTrainer } from "./trainer-edits.server.ts";

/** The forms of the classes and trainers pages, add, change, retire (features/staff/intents.ts lists their intents). */

const unknownForm = (intent: string) => badForm(intent, "That form is not on this page. Please try again.");

export async function classesAction(request: Request, services: Services) {
  const posted = await postedForm(request, services);
  if (posted.intent !== "add-class") return unknownForm(posted.intent);
  const parsed = parseForm(classForm, posted.values);
  if (!parsed.ok) return badForm(posted.intent, parsed.message, posted.values);
  return answerEdit(
    posted,
    (context) => addClass(services.database, parsed.data, context),
    ({ result }) => ({
      message: `${parsed.data.title} is one of the classes now. Put it on the timetable with a weekly slot or a one-off session.`,
      next: { href: `/staff/timetable/classes/${result.slug}`, label: `Open ${parsed.data.title}` },
    }),
  );
}

export async function classAction(request: Request, slug: string, services: Services) {
  const posted = await postedForm(request, services);
  if (posted.intent === "change-class") {
    const parsed = parseForm(classForm.extend(versionForm.shape), posted.values);
    if (!parsed.ok) return badForm(posted.intent, parsed.message, posted.values);
    return answerEdit(
      posted,
      (context) => changeClass(services.database, slug, parsed.data, context),
      () => ({ message: "Saved: the classes page, the schedule and the feeds show it now." }),
    );
  }
  if (posted.intent === "retire-class") {
    const parsed = parseForm(retireClassForm, posted.values);
    if (!parsed.ok) return badForm(posted.intent, parsed.message, posted.values);
    return answerEdit(
      posted,
      (context) => retireClass(services.database, slug, parsed.data, context),
      () => ({
        message: `Retired: it leaves the classes page now, and its sessions stop from ${dayLabel(parsed.data.effectiveFrom)}.`,
        next: { href: "/staff/timetable/classes", label: "Back to the classes" },
      }),
    );
  }
  return unknownForm(posted.intent);
}

export async function trainersAction(request: Request, services: Services) {
  const posted = await postedForm(request, services);
  if (posted.intent !== "add-trainer") return unknownForm(posted.intent);
  const parsed = parseForm(trainerForm, { portrait: "", ...posted.values });
  if (!parsed.ok) return badForm(posted.intent, parsed.message, posted.values);
  return answerEdit(
    posted,
    (context) => addTrainer(services.database, parsed.data, context),
    ({ result }) => ({
      message: `${parsed.data.name} is on the team${parsed.data.portrait ? ", and in the team section" : ""}.`,
      next: { href: `/staff/timetable/trainers/${result.id}`, label: `Open ${parsed.data.name}` },
    }),
  );
}

export async function trainerAction(request: Request, id: string, services: Services) {
  const posted = await postedForm(request, services);
  if (posted.intent === "change-trainer") {
    const parsed = parseForm(trainerForm.extend(versionForm.shape), { portrait: "", ...posted.values });
    if (!parsed.ok) return badForm(posted.intent, parsed.message, posted.values);
    return answerEdit(
      posted,
      (context) => changeTrainer(services.database, id, parsed.data, context),
      () => ({ message: "Saved: every page and feed names them so now." }),
    );
  }
  if (posted.intent === "retire-trainer") {
    const parsed = parseForm(versionForm, posted.values);
    if (!parsed.ok) return badForm(posted.intent, parsed.message, posted.values);
    return answerEdit(
      posted,
      (context) => retireTrainer(services.database, id, parsed.data, context),
      () => ({
        message: "Retired: they leave the team section and can no longer be given classes.",
        next: { href: "/staff/timetable/trainers", label: "Back to the trainers" },
      }),
    );
  }
  return unknownForm(posted.intent);
}
