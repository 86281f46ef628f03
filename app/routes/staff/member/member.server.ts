import { data } from "react-router";
import { requireStaffViewer } from "#app/features/staff/access.server.ts";
import { maskedForDemo } from "#app/features/staff/demo-view.server.ts";
import { memberRecord } from "#app/features/staff/members.server.ts";
import { roleLabels } from "#app/features/staff/roles.server.ts";
import { recordNoShows } from "#app/features/staff/session-changes.server.ts";
import { localDateTimeLabel } from "#app/features/timetable/sessions.server.ts";
import type { Services } from "#app/services.server.ts";

/** One member's record: role, counts and bookings. */
export async function loadMember(request: Request, memberId: string, services: Services) {
  const viewer = await requireStaffViewer(request, services);
  const now = new Date();
  await recordNoShows(services.database, now);
  const record = await memberRecord(services.database, memberId, now);
  if (!record) throw data(null, { status: 404, statusText: "Not Found" });
  const page = {
    ...record,
    roleLabel: roleLabels[record.role],
    joinedLabel: record.joinedAt ? localDateTimeLabel(Date.parse(record.joinedAt)) : "",
    upcomingFrom: now.toISOString(),
  };
  return viewer.demo ? maskedForDemo(page, viewer) : page;
}
