import { ReportFrame } from "#app/features/reports/ReportFrame.tsx";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { AttendanceFigures } from "./AttendanceFigures.tsx";
import { loadAttendance } from "./attendance.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  return loadAttendance(request, await getServices());
}

export const headers = staffPageHeaders;

export const meta = () => staffPageMeta("Attendance report");

export default function AttendanceReportPage({ loaderData }: Route.ComponentProps) {
  const { owner, range, report } = loaderData;
  return (
    <ReportFrame
      name="attendance"
      owner={owner}
      range={range}
      intro={
        <p>
          Who came, and how full the classes were, over the sessions that have begun. Sessions nobody booked count as
          empty, at the timetable's places; sessions the gym cancelled are left out.
        </p>
      }
    >
      {report ? <AttendanceFigures report={report} /> : null}
    </ReportFrame>
  );
}
