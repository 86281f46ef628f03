import { reportPages } from "#app/features/reports/report-pages.ts";
import { requireStaffViewer } from "#app/features/staff/access.server.ts";
import type { Services } from "#app/services.server.ts";

/** The reports this staff member may open: all four for an owner, all but revenue for staff. */
export async function loadReports(request: Request, services: Services) {
  const viewer = await requireStaffViewer(request, services);
  return {
    reports: reportPages
      .filter((page) => viewer.role === "owner" || !page.ownerOnly)
      .map(({ name, title, summary }) => ({ name, title, summary })),
  };
}
