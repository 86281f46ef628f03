import { requireCoach } from "#app/features/coaches/coach-access.server.ts";
import { coachDays } from "#app/features/coaches/coach-sessions.server.ts";
import type { Services } from "#app/services.server.ts";

/** The coach's week: today, and the days of the next 7 on which they teach. */
export async function loadCoachWeek(request: Request, services: Services) {
  const coach = await requireCoach(request, services);
  const days = await coachDays(services.database, coach);
  return {
    trainer: coach.trainer.name,
    days: days.filter((day) => day.isToday || day.sessions.length > 0),
    teaching: days.reduce((count, day) => count + day.sessions.length, 0),
  };
}
