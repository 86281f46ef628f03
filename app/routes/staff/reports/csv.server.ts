import { data } from "react-router";
import { attendanceReport } from "#app/features/reports/attendance.server.ts";
import { leadsReport } from "#app/features/reports/leads-report.server.ts";
import { membersReport } from "#app/features/reports/members.server.ts";
import type { ReportRange } from "#app/features/reports/range.server.ts";
import { attendanceCsv, leadsCsv, membersCsv, revenueCsv } from "#app/features/reports/report-csv.server.ts";
import { type ReportName, reportNames } from "#app/features/reports/report-pages.ts";
import { openReport } from "#app/features/reports/report-request.server.ts";
import { revenueReport } from "#app/features/reports/revenue.server.ts";
import type { Services } from "#app/services.server.ts";

const builders: Record<ReportName, (services: Services, range: ReportRange) => Promise<string>> = {
  attendance: async (services, range) => attendanceCsv(await attendanceReport(services.database, range)),
  members: async (services, range) => membersCsv(await membersReport(services.database, range)),
  leads: async (services, range) => leadsCsv(await leadsReport(services.database, range)),
  revenue: async (services, range) => revenueCsv(await revenueReport(services.database, range)),
};

/**
 * GET /staff/reports/<name>.csv?from=&to=: the report as a spreadsheet file. A read like the
 * page itself, under the same gate, so it writes no audit entry; it holds no one's name
 * or address, so the demo staff account gets it as everyone does.
 */
export async function reportCsv(request: Request, name: string | undefined, services: Services) {
  const report = reportNames.find((each) => each === name);
  if (!report) throw data(null, { status: 404, statusText: "Not Found" });
  const { range, view } = await openReport(request, services, report);
  const headers = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };
  if (!range) {
    return new Response(`${view.error}\n`, {
      status: 400,
      headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(await builders[report](services, range), {
    headers: {
      ...headers,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${report}-${range.from}-to-${range.to}.csv"`,
    },
  });
}
