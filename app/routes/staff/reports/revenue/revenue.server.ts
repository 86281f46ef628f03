import { data } from "react-router";
import { books } from "#app/content/books.ts";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import { openReport } from "#app/features/reports/report-request.server.ts";
import { revenueReport } from "#app/features/reports/revenue.server.ts";
import type { MembershipDue } from "#app/features/reports/revenue-queries.server.ts";
import { maskedForDemo } from "#app/features/staff/demo-view.server.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import type { Services } from "#app/services.server.ts";

const dueView = (membership: MembershipDue) => ({
  id: membership.id,
  memberId: membership.memberId,
  name: membership.name,
  email: membership.email,
  product: currentProducts().find(membership.productId)?.name ?? membership.productId,
  date: gymToday(new Date(membership.periodEnd)).toString(),
});

/** The revenue report: owners only (staff and members 403, visitors to /login). */
export async function loadRevenueReport(request: Request, services: Services) {
  const { viewer, owner, range, view } = await openReport(request, services, "revenue");
  if (!range) return data({ owner, range: view, report: null }, { status: 400 });
  const report = await revenueReport(services.database, range);
  const page = {
    owner,
    range: view,
    report: {
      ...report,
      taxName: books.tax?.name ?? (report.totals.tax !== 0 ? "Tax" : null),
      renewing: report.renewing.map(dueView),
      pastDue: report.pastDue.map(dueView),
      ending: report.ending.map(dueView),
    },
  };
  return viewer.demo ? maskedForDemo(page, viewer) : page;
}
