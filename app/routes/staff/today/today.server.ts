import { requireStaff } from "#app/features/staff/access.server.ts";
import { upcomingDays } from "#app/features/staff/roster.server.ts";
import type { Services } from "#app/services.server.ts";

/** Today and the next 7 days, each session with its places, for the desk to open a roster. */
export async function loadToday(request: Request, services: Services) {
  await requireStaff(request, services);
  return { days: await upcomingDays(services.database) };
}
