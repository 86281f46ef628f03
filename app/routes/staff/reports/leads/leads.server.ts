import { data } from "react-router";
import { leadsReport } from "#app/features/reports/leads-report.server.ts";
import { openReport } from "#app/features/reports/report-request.server.ts";
import type { Services } from "#app/services.server.ts";

/** The leads report: counts only (each lead's own facts stay on the server; the CSV has them without names). */
export async function loadLeadsReport(request: Request, services: Services) {
  const { owner, range, view } = await openReport(request, services, "leads");
  if (!range) return data({ owner, range: view, report: null }, { status: 400 });
  const { leads, ...report } = await leadsReport(services.database, range);
  return { owner, range: view, report: { ...report, total: leads.length } };
}
