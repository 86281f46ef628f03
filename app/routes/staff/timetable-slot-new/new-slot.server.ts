import { requireStaffViewer } from "#app/features/staff/access.server.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { formChoices } from "#app/features/timetable/staff-views.server.ts";
import type { Services } from "#app/services.server.ts";

export async function loadNewSlot(request: Request, services: Services) {
  await requireStaffViewer(request, services);
  return { choices: formChoices(), today: gymToday().toString() };
}
