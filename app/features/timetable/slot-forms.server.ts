import type { Services } from "#app/services.server.ts";
import { currentSchedule } from "./current-schedule.ts";
import { answerEdit, badForm, postedForm } from "./edit-forms.server.ts";
import { parseForm, slotChangeForm, slotForm, slotRemovalForm } from "./form-fields.server.ts";
import { dayLabel } from "./sessions.server.ts";
import { addSlot, changeSlot, removeSlot, slotLabel } from "./slot-edits.server.ts";

/** The forms of the slot pages (features/staff/intents.ts lists their intents): add a weekly class; change one, or take it off, from a date on. */

const slotHref = (id: string) => `/staff/timetable/slots/${id}`;

/** "Yoga, Tuesdays 10:00am-11:00am", as the schedule now has the slot. */
function labelOf(id: string): string {
  const schedule = currentSchedule();
  const slot = schedule.slots.find((candidate) => candidate.id === id);
  return slot ? slotLabel(schedule, slot) : "The class";
}

export async function addSlotAction(request: Request, services: Services) {
  const posted = await postedForm(request, services);
  if (posted.intent !== "add-slot") return badForm(posted.intent, "That form is not on this page. Please try again.");
  const parsed = parseForm(slotForm, posted.values);
  if (!parsed.ok) return badForm(posted.intent, parsed.message, posted.values);
  return answerEdit(
    posted,
    (context) => addSlot(services.database, parsed.data, context),
    ({ result }) => ({
      message: `${slotLabel(currentSchedule(), parsed.data)} is on the timetable from ${dayLabel(parsed.data.effectiveFrom)}.`,
      next: { href: slotHref(result.id), label: "See it" },
    }),
  );
}

export async function slotAction(request: Request, slotId: string, services: Services) {
  const posted = await postedForm(request, services);
  if (posted.intent === "change-slot") {
    const parsed = parseForm(slotChangeForm, posted.values);
    if (!parsed.ok) return badForm(posted.intent, parsed.message, posted.values);
    const { version, effectiveFrom, ...changes } = parsed.data;
    return answerEdit(
      posted,
      (context) => changeSlot(services.database, slotId, { version, effectiveFrom, changes }, context),
      ({ result }) => ({
        message: `Saved: from ${dayLabel(effectiveFrom)} it is ${labelOf(result.id)}.`,
        ...(result.id !== slotId ? { next: { href: slotHref(result.id), label: "See the slot from then on" } } : {}),
      }),
    );
  }
  if (posted.intent === "remove-slot") {
    const parsed = parseForm(slotRemovalForm, posted.values);
    if (!parsed.ok) return badForm(posted.intent, parsed.message, posted.values);
    return answerEdit(
      posted,
      (context) => removeSlot(services.database, slotId, parsed.data, context),
      () => ({
        message: `Taken off the timetable from ${dayLabel(parsed.data.effectiveFrom)}.`,
        next: { href: "/staff/timetable", label: "Back to the week" },
      }),
    );
  }
  return badForm(posted.intent, "That form is not on this page. Please try again.");
}
