import { requireStaffViewer } from "#app/features/staff/access.server.ts";
import { countNewLeads } from "#app/features/staff/leads.server.ts";
import { roleLabels } from "#app/features/staff/roles.server.ts";
import type { Services } from "#app/services.server.ts";

/** The console around every staff page: who is signed in, and how many leads wait for an answer. */
export async function loadConsole(request: Request, services: Services) {
  const staff = await requireStaffViewer(request, services);
  return {
    email: staff.email,
    role: staff.role,
    roleLabel: roleLabels[staff.role],
    demo: staff.demo,
    newLeads: await countNewLeads(services.database),
  };
}
