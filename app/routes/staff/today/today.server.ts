import { staffOverview } from "#app/features/reports/overview.server.ts";
import { requireStaff } from "#app/features/staff/access.server.ts";
import { upcomingDays } from "#app/features/staff/roster.server.ts";
import type { Services } from "#app/services.server.ts";

/** This week's numbers at a glance; today and the next 7 days, each session with its places, for the desk to open a roster. */
export async function loadToday(request: Request, services: Services) {
  const staff = await requireStaff(request, services);
  return {
    owner: staff.role === "owner",
    overview: await staffOverview(services.database),
    days: await upcomingDays(services.database),
  };
}
