import { reportSettings } from "#app/content/reports.ts";
import { ReportFrame } from "#app/features/reports/ReportFrame.tsx";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import type { StaffOutcome } from "#app/features/staff/outcome.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { MembersFigures } from "./MembersFigures.tsx";
import { loadMembersReport, membersReportAction } from "./members.server.ts";
import { SlippingAway } from "./SlippingAway.tsx";

export async function loader({ request }: Route.LoaderArgs) {
  return loadMembersReport(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  return membersReportAction(request, await getServices());
}

export const headers = staffPageHeaders;

export const meta = () => staffPageMeta("Members report");

export default function MembersReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { owner, range, report } = loaderData;
  return (
    <ReportFrame
      name="members"
      owner={owner}
      range={range}
      intro={
        <p>
          Who keeps coming and who drifts off. A member counts as active when they booked a class, or held a place in
          one, in the {reportSettings.activeWithinDays} days before.
        </p>
      }
    >
      {report ? (
        <>
          <MembersFigures report={report} />
          <SlippingAway
            total={report.slipping.total}
            members={report.slipping.members}
            afterDays={reportSettings.slippingAwayAfterDays}
            outcome={actionData as StaffOutcome | undefined}
          />
        </>
      ) : null}
    </ReportFrame>
  );
}
