import { availabilityOf } from "#app/features/booking/availability.server.ts";
import { currentSchedule } from "#app/features/timetable/current-schedule.ts";
import { scheduleAtDesk } from "#app/features/timetable/desk-schedule.server.ts";
import { latestPlannableDate } from "#app/features/timetable/planning-horizon.server.ts";
import { dayLabel, findSession, gymToday } from "#app/features/timetable/sessions.server.ts";
import { datedChanges, formChoices } from "#app/features/timetable/staff-views.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";

/** One-off sessions and cover: those of the next four weeks, and the forms to add them (or change a one-off). */
export async function loadSessions(request: Request, services: Services) {
  await scheduleAtDesk(request, services);
  const today = gymToday();
  const params = new URL(request.url).searchParams;
  const chosen = params.get("session");
  return {
    today: today.toString(),
    latest: latestPlannableDate(today).toString(),
    chosen,
    choices: formChoices(),
    changing: await oneOffToChange(services, params.get("change")),
    ...datedChanges(today),
  };
}

/** The one-off `?change=` names, as its form starts: its places as booking keeps them (the desk may have changed them). */
async function oneOffToChange(services: Services, sessionId: string | null) {
  const session = sessionId ? findSession(sessionId) : undefined;
  const oneOff =
    session?.source.kind === "one-off"
      ? currentSchedule().oneOffs.find((candidate) => candidate.id === session.source.id)
      : undefined;
  if (!session || !oneOff || Date.parse(session.startsAtUtc) <= clock.millis()) return null;
  const places = (await availabilityOf(services.database, [session])).get(session.id);
  return {
    sessionId: session.id,
    title: `${session.className}, ${dayLabel(session.localDate)}`,
    start: session.start,
    end: session.end,
    trainerId: oneOff.trainerId,
    capacity: String(places?.capacity ?? oneOff.capacity),
    version: oneOff.version,
  };
}
