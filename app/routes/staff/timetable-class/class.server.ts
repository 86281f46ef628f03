import { data } from "react-router";
import { currentSchedule } from "#app/features/timetable/current-schedule.ts";
import { scheduleAtDesk } from "#app/features/timetable/desk-schedule.server.ts";
import { latestPlannableDate } from "#app/features/timetable/planning-horizon.server.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { formChoices } from "#app/features/timetable/staff-views.server.ts";
import { entriesForClass, weeklySlotLabel } from "#app/features/timetable/timetable.ts";
import type { Services } from "#app/services.server.ts";

/** One class at the desk: its fields to change, its weekly slots, and retiring it. */
export async function loadClass(request: Request, slug: string, services: Services) {
  await scheduleAtDesk(request, services);
  const schedule = currentSchedule();
  const gymClass = schedule.classBySlug.get(slug);
  if (!gymClass) throw data(null, { status: 404, statusText: "Not Found" });
  const today = gymToday();
  return {
    gymClass: {
      slug: gymClass.slug,
      title: gymClass.title,
      description: gymClass.description,
      picture: gymClass.picture,
      trainerId: gymClass.trainerId,
      capacity: String(gymClass.capacity),
      retired: gymClass.retired,
      version: gymClass.version,
    },
    slots: entriesForClass(slug, today.toString(), schedule).map((entry) => ({
      id: entry.slotId,
      label: `${weeklySlotLabel(entry)} with ${entry.trainer}`,
    })),
    tomorrow: today.add({ days: 1 }).toString(),
    latest: latestPlannableDate(today).toString(),
    choices: formChoices(schedule),
  };
}
