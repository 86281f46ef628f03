import { requireStaffViewer, type StaffViewer } from "#app/features/staff/access.server.ts";
import type { Services } from "#app/services.server.ts";
import type { Schedule } from "./schedule.ts";
import { refreshSchedule } from "./schedule-store.server.ts";

/**
 * The gate of the desk's timetable pages, and the schedule as it is this moment: staff who
 * just saved a change on one server may land on another, whose snapshot would be a second
 * old; one query of the version row makes it current.
 */
export async function scheduleAtDesk(
  request: Request,
  services: Services,
): Promise<{ viewer: StaffViewer; schedule: Schedule }> {
  const viewer = await requireStaffViewer(request, services);
  return { viewer, schedule: await refreshSchedule(services.database) };
}
