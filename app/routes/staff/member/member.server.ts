import { data } from "react-router";
import { termsRecordForStaff } from "#app/features/attendance/terms.server.ts";
import { requireStaff } from "#app/features/staff/access.server.ts";
import { memberRecord } from "#app/features/staff/members.server.ts";
import { roleLabels } from "#app/features/staff/roles.server.ts";
import { recordNoShows } from "#app/features/staff/session-changes.server.ts";
import { localDateTimeLabel } from "#app/features/timetable/sessions.server.ts";
import type { Services } from "#app/services.server.ts";

/** One member's record: role, counts and bookings. */
export async function loadMember(request: Request, memberId: string, services: Services) {
  await requireStaff(request, services);
  const now = new Date();
  await recordNoShows(services.database, now);
  const record = await memberRecord(services.database, memberId, now);
  if (!record) throw data(null, { status: 404, statusText: "Not Found" });
  const terms = await termsRecordForStaff(services.database, memberId);
  return {
    terms: {
      ...terms,
      acceptedLabel: terms.accepted
        ? `Accepted version ${terms.accepted.version} on ${localDateTimeLabel(Date.parse(terms.accepted.at))}${terms.accepted.current ? "" : " (an older version: asked again at the next booking)"}`
        : "Not accepted yet: asked before the first booking",
    },
    ...record,
    roleLabel: roleLabels[record.role],
    joinedLabel: record.joinedAt ? localDateTimeLabel(Date.parse(record.joinedAt)) : "",
    upcomingFrom: now.toISOString(),
  };
}
