import { data } from "react-router";
import { currentSchedule } from "#app/features/timetable/current-schedule.ts";
import { scheduleAtDesk } from "#app/features/timetable/desk-schedule.server.ts";
import { latestPlannableDate } from "#app/features/timetable/planning-horizon.server.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { formChoices, slotView } from "#app/features/timetable/staff-views.server.ts";
import type { Services } from "#app/services.server.ts";

/** One weekly slot at the desk: what it is, and the forms to change it or take it off from a date on. */
export async function loadSlot(request: Request, slotId: string, services: Services) {
  await scheduleAtDesk(request, services);
  const schedule = currentSchedule();
  const slot = schedule.slots.find((candidate) => candidate.id === slotId);
  if (!slot) throw data(null, { status: 404, statusText: "Not Found" });
  const today = gymToday().toString();
  return {
    slot: slotView(slot, schedule),
    version: slot.version,
    trainerId: slot.trainerId,
    /** Whether it still runs after today: a slot that has ended is history. */
    changeable: slot.effectiveUntil === null || slot.effectiveUntil > today,
    today,
    latest: latestPlannableDate(gymToday()).toString(),
    choices: formChoices(schedule),
  };
}
