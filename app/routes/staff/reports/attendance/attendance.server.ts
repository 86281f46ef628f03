import { data } from "react-router";
import { attendanceReport } from "#app/features/reports/attendance.server.ts";
import { openReport } from "#app/features/reports/report-request.server.ts";
import type { Services } from "#app/services.server.ts";

/** The attendance report for the dates asked (its sessions stay on the server: the CSV has them). */
export async function loadAttendance(request: Request, services: Services) {
  const { owner, range, view } = await openReport(request, services, "attendance");
  if (!range) return data({ owner, range: view, report: null }, { status: 400 });
  const { sessions, ...report } = await attendanceReport(services.database, range);
  return { owner, range: view, report: { ...report, showDays: report.days.length <= 120 } };
}
