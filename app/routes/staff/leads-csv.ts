import { z } from "zod";
import { requireStaffViewer, requireStaffWriter } from "#app/features/staff/access.server.ts";
import { leadStatuses } from "#app/features/staff/lead-statuses.ts";
import { exportLeads } from "#app/features/staff/leads-export.server.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/leads-csv";

/** The export is a POST (it writes to the audit log); a GET from staff is told so. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffViewer(request, await getServices());
  return new Response("Export the leads with the button on /staff/leads (a POST).", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * POST /staff/leads.csv (status=…): the leads as a spreadsheet file, formula-safe. Never
 * for the demo staff account: it is a copy of real people's details.
 */
export async function action({ request }: Route.ActionArgs) {
  const services = await getServices();
  const staff = await requireStaffWriter(request, services);
  const form = await request.formData().catch(() => new FormData());
  const requested = form.get("status");
  const status = z
    .enum(leadStatuses)
    .optional()
    .catch(undefined)
    .parse(typeof requested === "string" && requested !== "" ? requested : undefined);
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
