import { data } from "react-router";
import { parseBusinessDate } from "#app/features/books/business-date-input.ts";
import { cashUpOf } from "#app/features/books/cash-up.server.ts";
import { zReportDocument } from "#app/features/books/z-report-document.server.tsx";
import { requireStaffViewer } from "#app/features/staff/access.server.ts";
import { maskedForDemo } from "#app/features/staff/demo-view.server.ts";
import { localDateTimeLabel } from "#app/features/timetable/sessions.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/z-report";

/** /staff/cash-up/:date/z-report: a closed day's Z report, to print; a day not closed has none (404). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const services = await getServices();
  const viewer = await requireStaffViewer(request, services);
  const date = parseBusinessDate(params.date);
  const cashUp = date ? await cashUpOf(services.database.db, date) : null;
  if (!cashUp?.closed) throw data(null, { status: 404, statusText: "Not Found" });
  // The demo account sees who closed it masked, as every desk page masks people.
  const closedBy = viewer.demo ? maskedForDemo({ name: cashUp.closed.closedBy }, viewer).name : cashUp.closed.closedBy;
  return zReportDocument(
    { ...cashUp, closed: { ...cashUp.closed, closedBy } },
    localDateTimeLabel(Date.parse(cashUp.closed.closedAt)),
  );
}
