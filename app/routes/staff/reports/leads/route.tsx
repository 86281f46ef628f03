import { ReportFrame } from "#app/features/reports/ReportFrame.tsx";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { LeadsFigures } from "./LeadsFigures.tsx";
import { loadLeadsReport } from "./leads.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  return loadLeadsReport(request, await getServices());
}

export const headers = staffPageHeaders;

export const meta = () => staffPageMeta("Leads report");

export default function LeadsReportPage({ loaderData }: Route.ComponentProps) {
  const { owner, range, report } = loaderData;
  return (
    <ReportFrame
      name="leads"
      owner={owner}
      range={range}
      intro={
        <p>
          The contact form's inquiries received in these dates, and how far each went: an account with the e-mail it
          gave (in any case), a first booking, a first purchase that was not refunded.
        </p>
      }
    >
      {report ? <LeadsFigures report={report} /> : null}
    </ReportFrame>
  );
}
