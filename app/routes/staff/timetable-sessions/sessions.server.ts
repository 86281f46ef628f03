import { scheduleAtDesk } from "#app/features/timetable/desk-schedule.server.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { datedChanges, formChoices } from "#app/features/timetable/staff-views.server.ts";
import type { Services } from "#app/services.server.ts";

/** One-off sessions and cover: those of the next four weeks, and the forms to add them. */
export async function loadSessions(request: Request, services: Services) {
  await scheduleAtDesk(request, services);
  const today = gymToday();
  const chosen = new URL(request.url).searchParams.get("session");
  return { today: today.toString(), chosen, choices: formChoices(), ...datedChanges(today) };
}
