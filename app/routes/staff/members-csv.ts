import { requireStaffViewer, requireStaffWriter } from "#app/features/staff/access.server.ts";
import { exportMemberList } from "#app/features/staff/members-export.server.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/members-csv";

/** The export is a POST (it writes to the audit log); a GET from staff is told so. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffViewer(request, await getServices());
  return new Response("Export the member list with the button on /staff/members (a POST).", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * POST /staff/members.csv: the desk's member list (name, e-mail, phone, membership, credits,
 * last visit) as a spreadsheet file, formula-safe; no health answers. Never for the demo
 * staff account: it is a copy of real people's details.
 */
export async function action({ request }: Route.ActionArgs) {
  const services = await getServices();
  const staff = await requireStaffWriter(request, services);
  const { csv } = await exportMemberList(services.database, { actor: { id: staff.id, label: staff.email } });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="members-${gymToday().toString()}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
