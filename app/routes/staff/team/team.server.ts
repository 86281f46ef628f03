import { data } from "react-router";
import { requireStaffViewer, requireStaffWriter } from "#app/features/staff/access.server.ts";
import { maskedForDemo } from "#app/features/staff/demo-view.server.ts";
import type { TeamIntent } from "#app/features/staff/intents.ts";
import { field, outcomeOf, type StaffOutcome } from "#app/features/staff/outcome.server.ts";
import { listTeam, roleLabels, setRole } from "#app/features/staff/roles.server.ts";
import { localDateTimeLabel } from "#app/features/timetable/sessions.server.ts";
import type { Services } from "#app/services.server.ts";

/** Who works the desk. Every staff member may read it; only an owner changes it. */
export async function loadTeam(request: Request, services: Services) {
  const staff = await requireStaffViewer(request, services);
  const team = await listTeam(services.database.db);
  const page = {
    isOwner: staff.role === "owner",
    myId: staff.id,
    team: team.map((member) => ({
      ...member,
      roleLabel: roleLabels[member.role],
      sinceLabel: localDateTimeLabel(Date.parse(member.grantedAt)),
    })),
  };
  return staff.demo ? maskedForDemo(page, staff) : page;
}

/** An owner gives staff access to an account by its e-mail, or takes it away. */
export async function teamAction(request: Request, services: Services) {
  const owner = await requireStaffWriter(request, services, "owner");
  const form = await request.formData().catch(() => new FormData());
  const intent = field(form, "intent") as TeamIntent | "";
  if (intent !== "grant-staff" && intent !== "revoke-staff") {
    return data<StaffOutcome>(
      { tone: "error", message: "That action is not known. Please try again from the page." },
      { status: 400 },
    );
  }
  const email = field(form, "email", 254).trim();
  return outcomeOf<StaffOutcome>(
    async () => {
      const change = await setRole(services.database, {
        email,
        role: intent === "grant-staff" ? "staff" : "member",
        actor: { id: owner.id, label: owner.email },
        demoAccounts: services.env,
        from: "console",
      });
      const who = change.account.email;
      if (change.before === change.after) {
        return {
          tone: "success",
          message: `${who} is already ${intent === "grant-staff" ? "staff" : "a member"}: nothing changed.`,
          subject: intent,
        };
      }
      return {
        tone: "success",
        message: intent === "grant-staff" ? `${who} is now staff.` : `${who} no longer has staff access.`,
        subject: intent,
      };
    },
    { subject: intent },
  );
}
