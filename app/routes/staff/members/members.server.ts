import { data } from "react-router";
import { requireStaffViewer, requireStaffWriter } from "#app/features/staff/access.server.ts";
import { maskedForDemo } from "#app/features/staff/demo-view.server.ts";
import { STAFF_LIMITS } from "#app/features/staff/limits.ts";
import { searchMembersAs } from "#app/features/staff/members.server.ts";
import { field } from "#app/features/staff/outcome.server.ts";
import { deskProducts, handleRegistration, paymentMethods } from "#app/features/staff/registration-form.server.ts";
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
    /** What "Add a member" offers to sell with the account. */
    adding: { products: deskProducts(), methods: paymentMethods },
    members: members.map((member) => ({
      ...member,
      roleLabel: roleLabels[member.role],
      joinedLabel: member.joinedAt ? localDateTimeLabel(Date.parse(member.joinedAt)) : "",
    })),
  };
  return viewer.demo ? maskedForDemo(page, viewer) : page;
}

/**
 * "Add a member": someone joins at the desk without a class today (a membership bought by
 * phone, a member moving from another gym). The same registration as a walk-in's, without
 * the session: their account, what they buy, the invitation to choose a password.
 */
export async function membersAction(request: Request, services: Services) {
  const staff = await requireStaffWriter(request, services);
  const form = await request.formData().catch(() => new FormData());
  if (field(form, "intent") !== "add-member") {
    return data(
      { tone: "error", message: "That action is not known. Please try again from the page." },
      { status: 400 },
    );
  }
  return handleRegistration(services, form, staff, { subject: "add-member" });
}
