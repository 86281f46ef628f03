import { closureDays } from "#app/features/timetable/closure-edits.server.ts";
import { currentSchedule } from "#app/features/timetable/current-schedule.ts";
import { scheduleAtDesk } from "#app/features/timetable/desk-schedule.server.ts";
import { latestPlannableDate } from "#app/features/timetable/planning-horizon.server.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import type { Services } from "#app/services.server.ts";

/** The days the gym is closed that are still to come, and the form to close it. */
export async function loadClosures(request: Request, services: Services) {
  await scheduleAtDesk(request, services);
  const today = gymToday().toString();
  return {
    today,
    /** The last date the form takes (planning-horizon.server.ts). */
    latest: latestPlannableDate(gymToday()).toString(),
    closures: currentSchedule()
      .closures.filter((closure) => closure.to >= today)
      // One whose first day has gone by stays (removeClosure refuses it).
      .map((closure) => ({ ...closure, days: closureDays(closure), removable: closure.from >= today })),
  };
}
