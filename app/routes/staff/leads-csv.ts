import { z } from "zod";
import { requireStaff } from "#app/features/staff/access.server.ts";
import { leadStatuses } from "#app/features/staff/lead-statuses.ts";
import { exportLeads } from "#app/features/staff/leads-export.server.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/leads-csv";

/** /staff/leads.csv[?status=…]: the leads as a spreadsheet file, formula-safe. */
export async function loader({ request }: Route.LoaderArgs) {
  const services = await getServices();
  const staff = await requireStaff(request, services);
  const status = z
    .enum(leadStatuses)
    .optional()
    .catch(undefined)
    .parse(new URL(request.url).searchParams.get("status") ?? undefined);
  const { csv } = await exportLeads(services.database, { status, actor: { id: staff.id, label: staff.email } });
  const name = `leads-${status ?? "all"}-${gymToday().toString()}.csv`;
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
