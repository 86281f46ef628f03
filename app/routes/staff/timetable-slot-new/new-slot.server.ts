import { scheduleAtDesk } from "#app/features/timetable/desk-schedule.server.ts";
import { latestPlannableDate } from "#app/features/timetable/planning-horizon.server.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { formChoices } from "#app/features/timetable/staff-views.server.ts";
import type { Services } from "#app/services.server.ts";

export async function loadNewSlot(request: Request, services: Services) {
  await scheduleAtDesk(request, services);
  const today = gymToday();
  return { choices: formChoices(), today: today.toString(), latest: latestPlannableDate(today).toString() };
}
