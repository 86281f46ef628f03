import { reportSettings } from "#app/content/reports.ts";
import { ReportFrame } from "#app/features/reports/ReportFrame.tsx";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { JournalDownloads } from "./JournalDownloads.tsx";
import { MembershipsDue } from "./MembershipsDue.tsx";
import { RevenueFigures } from "./RevenueFigures.tsx";
import { loadRevenueReport } from "./revenue.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  return loadRevenueReport(request, await getServices());
}

export const headers = staffPageHeaders;

export const meta = () => staffPageMeta("Revenue report");

export default function RevenueReportPage({ loaderData }: Route.ComponentProps) {
  const { owner, range, report } = loaderData;
  return (
    <ReportFrame
      name="revenue"
      owner={owner}
      range={range}
      intro={
        <p>
          What came in: sales in the month they were made, refunds in the month they were given back. Recurring revenue
          is today's active memberships at today's prices.
        </p>
      }
    >
      {report ? (
        <>
          <RevenueFigures report={report} />
          <JournalDownloads from={range.from} to={range.to} />
          <MembershipsDue
            aheadDays={reportSettings.membershipsAheadDays}
            renewing={report.renewing}
            pastDue={report.pastDue}
            ending={report.ending}
          />
        </>
      ) : null}
    </ReportFrame>
  );
}
