import { requireStaffViewer } from "#app/features/staff/access.server.ts";
import { maskedForDemo } from "#app/features/staff/demo-view.server.ts";
import { STAFF_LIMITS } from "#app/features/staff/limits.ts";
import { searchMembersAs } from "#app/features/staff/members.server.ts";
import { roleLabels } from "#app/features/staff/roles.server.ts";
import { localDateTimeLabel } from "#app/features/timetable/sessions.server.ts";
import type { Services } from "#app/services.server.ts";

/** Members whose name or e-mail contains the search (?q=), or the newest members. */
export async function loadMembers(request: Request, services: Services) {
  const viewer = await requireStaffViewer(request, services);
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, STAFF_LIMITS.searchMax);
  const members = await searchMembersAs(viewer, services, query);
  const page = {
    query,
    searchMax: STAFF_LIMITS.searchMax,
    members: members.map((member) => ({
      ...member,
      roleLabel: roleLabels[member.role],
      joinedLabel: member.joinedAt ? localDateTimeLabel(Date.parse(member.joinedAt)) : "",
    })),
  };
  return viewer.demo ? maskedForDemo(page, viewer) : page;
}
