import { currentSchedule } from "#app/features/timetable/current-schedule.ts";
import { scheduleAtDesk } from "#app/features/timetable/desk-schedule.server.ts";
import { dayLabel, gymToday } from "#app/features/timetable/sessions.server.ts";
import type { Services } from "#app/services.server.ts";

/** The days the gym is closed that are still to come, and the form to close it. */
export async function loadClosures(request: Request, services: Services) {
  await scheduleAtDesk(request, services);
  const today = gymToday().toString();
  return {
    today,
    closures: currentSchedule()
      .closures.filter((closure) => closure.to >= today)
      .map((closure) => ({ ...closure, fromLabel: dayLabel(closure.from), toLabel: dayLabel(closure.to) })),
  };
}
