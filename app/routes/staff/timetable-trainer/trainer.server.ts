import { data } from "react-router";
import { currentSchedule } from "#app/features/timetable/current-schedule.ts";
import { scheduleAtDesk } from "#app/features/timetable/desk-schedule.server.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { portraitChoices } from "#app/features/timetable/staff-views.server.ts";
import { stillTaught } from "#app/features/timetable/trainer-edits.server.ts";
import type { Services } from "#app/services.server.ts";

/** One trainer at the desk: their fields, what they teach, and retiring them. */
export async function loadTrainer(request: Request, id: string, services: Services) {
  await scheduleAtDesk(request, services);
  const schedule = currentSchedule();
  const trainer = schedule.trainerById.get(id);
  if (!trainer) throw data(null, { status: 404, statusText: "Not Found" });
  return {
    trainer: {
      id: trainer.id,
      name: trainer.name,
      job: trainer.job,
      portrait: trainer.portrait ?? "",
      retired: trainer.retired,
      version: trainer.version,
    },
    teaches: stillTaught(schedule, id, gymToday().toString()),
    portraits: portraitChoices(),
  };
}
