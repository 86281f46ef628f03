import { scheduleAtDesk } from "#app/features/timetable/desk-schedule.server.ts";
import { dayLabel, gymToday, parseLocalDate } from "#app/features/timetable/sessions.server.ts";
import { staffWeek } from "#app/features/timetable/staff-views.server.ts";
import type { Services } from "#app/services.server.ts";

/** The weekly timetable at the desk, as it stands on a date (?on=, today by default), and the changes planned after it. */
export async function loadTimetable(request: Request, services: Services) {
  await scheduleAtDesk(request, services);
  const today = gymToday();
  const asked = parseLocalDate(new URL(request.url).searchParams.get("on") ?? "");
  const on = asked ?? today;
  const { days, planned } = staffWeek(on);
  return {
    today: today.toString(),
    on: on.toString(),
    onLabel: dayLabel(on.toString()),
    isToday: on.toString() === today.toString(),
    days,
    planned,
  };
}
