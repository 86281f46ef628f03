import { data, redirect } from "react-router";
import { currentMember } from "#app/features/accounts/member.server.ts";
import { loginPathReturningTo } from "#app/features/accounts/return-path.ts";
import { coachTrainerOf, roleOf } from "#app/features/staff/roles.server.ts";
import type { Services } from "#app/services.server.ts";

/** A coach: their account, and the trainer of the timetable whose sessions they see. */
export interface Coach {
  id: string;
  email: string;
  name: string;
  trainer: { id: string; name: string };
}

export const COACHES_ONLY = {
  code: "COACHES_ONLY",
  message: "This page is for the gym's coaches. If you teach here, ask an owner to make your account a coach.",
} as const;

/**
 * The one gate of the coach's pages (decision 0185), called first by each loader and
 * action: a visitor goes to /login and comes back, staff and owners go to the desk (which
 * shows them every session), anyone else gets 403 COACHES_ONLY. The role is read on every
 * request, so taking it away takes effect at once.
 */
export async function requireCoach(request: Request, services: Pick<Services, "auth" | "database">): Promise<Coach> {
  const member = await currentMember(request, services);
  if (!member) {
    const url = new URL(request.url);
    throw redirect(loginPathReturningTo(`${url.pathname}${url.search}`), {
      headers: { "Cache-Control": "no-store" },
    });
  }
  const role = await roleOf(services.database.db, member.id);
  if (role === "staff" || role === "owner") throw redirect("/staff", { headers: { "Cache-Control": "no-store" } });
  const trainer = role === "coach" ? await coachTrainerOf(services.database.db, member.id) : null;
  if (!trainer) {
    throw data(COACHES_ONLY.message, {
      status: 403,
      statusText: "Forbidden",
      headers: { "Cache-Control": "no-store", "X-Refusal-Code": COACHES_ONLY.code },
    });
  }
  return { id: member.id, email: member.email, name: member.name, trainer };
}

/** Every coach page: for one person, kept by no cache. */
export const coachPageHeaders = () => ({ "Cache-Control": "private, no-store" });
