import { data, redirect } from "react-router";
import { DEMO_READ_ONLY, isDemo } from "#app/features/accounts/demo-accounts.server.ts";
import { currentMember } from "#app/features/accounts/member.server.ts";
import { loginPathReturningTo } from "#app/features/accounts/return-path.ts";
import type { Services } from "#app/services.server.ts";
import { hasRole, roleOf, type StaffMember } from "./roles.server.ts";

/**
 * What a coach is told anywhere in the desk but their own sessions (decision 0185): a 403
 * with this code, on pages (X-Refusal-Code) and in the staff API alike.
 */
export const COACH_REFUSAL = {
  code: "COACH_OWN_SESSIONS_ONLY",
  message: "Coaches see the sessions they teach, at /coach: the rest of the front desk is for the gym's staff.",
} as const;

/**
 * The one gate of the front desk, called first by every staff loader and action: a
 * visitor is sent to /login (and brought back afterwards), a member or staff without the
 * role asked for gets 403, which the error page explains. The role is read from the
 * database on every request, so taking it away takes effect at once.
 */
export async function requireStaff(
  request: Request,
  services: Pick<Services, "auth" | "database" | "env">,
  minimum: StaffMember["role"] = "staff",
): Promise<StaffMember> {
  const member = await currentMember(request, services);
  if (!member) {
    const url = new URL(request.url);
    throw redirect(loginPathReturningTo(`${url.pathname}${url.search}`), {
      headers: { "Cache-Control": "no-store" },
    });
  }
  const role = await roleOf(services.database.db, member.id);
  if (role === "coach") {
    throw data(COACH_REFUSAL.message, {
      status: 403,
      statusText: "Forbidden",
      headers: { "Cache-Control": "no-store", "X-Refusal-Code": COACH_REFUSAL.code },
    });
  }
  if (role === "member" || !hasRole(role, minimum)) {
    throw data(minimum === "owner" ? "Owners only" : "Staff only", {
      status: 403,
      statusText: "Forbidden",
      headers: { "Cache-Control": "no-store" },
    });
  }
  return { id: member.id, email: member.email, name: member.name, role };
}

/** A staff member as the desk shows them: whether they are the public demo account, whose view is masked. */
export interface StaffViewer extends StaffMember {
  demo: boolean;
}

/** The gate of every staff page that only reads: who looks, and whether it is the demo account. */
export async function requireStaffViewer(
  request: Request,
  services: Pick<Services, "auth" | "database" | "env">,
  minimum: StaffMember["role"] = "staff",
): Promise<StaffViewer> {
  const staff = await requireStaff(request, services, minimum);
  return { ...staff, demo: await isDemo(services.database.db, services.env, staff.email) };
}

/**
 * The one gate of every staff change (each action, each staff API write): requireStaff,
 * then the demo staff account, whose password is public, is refused. Its answer is a 403
 * the error page explains; the staff JSON API answers DEMO_READ_ONLY.
 */
export async function requireStaffWriter(
  request: Request,
  services: Pick<Services, "auth" | "database" | "env">,
  minimum: StaffMember["role"] = "staff",
): Promise<StaffMember> {
  const staff = await requireStaff(request, services, minimum);
  if (await isDemo(services.database.db, services.env, staff.email)) {
    throw data(DEMO_READ_ONLY.message, {
      status: 403,
      statusText: "Forbidden",
      headers: { "Cache-Control": "no-store", "X-Refusal-Code": DEMO_READ_ONLY.code },
    });
  }
  return staff;
}

/** Every staff page: rendered per request for one person, kept by no cache, shown to no search engine. */
export const staffPageHeaders = () => ({ "Cache-Control": "private, no-store" });
