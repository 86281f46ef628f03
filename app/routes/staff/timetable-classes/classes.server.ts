import { currentSchedule } from "#app/features/timetable/current-schedule.ts";
import { scheduleAtDesk } from "#app/features/timetable/desk-schedule.server.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { formChoices } from "#app/features/timetable/staff-views.server.ts";
import { entriesForClass, weeklySlotLabel } from "#app/features/timetable/timetable.ts";
import type { Services } from "#app/services.server.ts";

/** Every class the gym has had: those it teaches, with their weekly slots, then the retired ones. */
export async function loadClasses(request: Request, services: Services) {
  await scheduleAtDesk(request, services);
  const schedule = currentSchedule();
  const today = gymToday().toString();
  return {
    choices: formChoices(schedule),
    classes: schedule.classes.map((gymClass) => ({
      slug: gymClass.slug,
      title: gymClass.title,
      retired: gymClass.retired,
      trainer: schedule.trainerById.get(gymClass.trainerId)?.name ?? gymClass.trainerId,
      slots: entriesForClass(gymClass.slug, today, schedule).map(weeklySlotLabel),
    })),
  };
}
