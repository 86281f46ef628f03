import { currentSchedule } from "#app/features/timetable/current-schedule.ts";
import { scheduleAtDesk } from "#app/features/timetable/desk-schedule.server.ts";
import { portraitChoices } from "#app/features/timetable/staff-views.server.ts";
import type { Services } from "#app/services.server.ts";

/** The trainers: those on the team (in the team section when they have a portrait), then the retired ones. */
export async function loadTrainers(request: Request, services: Services) {
  await scheduleAtDesk(request, services);
  return {
    portraits: portraitChoices(),
    trainers: currentSchedule().trainers.map((trainer) => ({
      id: trainer.id,
      name: trainer.name,
      job: trainer.job,
      onTeamSection: trainer.portrait !== null && !trainer.retired,
      retired: trainer.retired,
    })),
  };
}
