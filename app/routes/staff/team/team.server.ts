import { data } from "react-router";
import { requireStaffViewer, requireStaffWriter } from "#app/features/staff/access.server.ts";
import { maskedForDemo } from "#app/features/staff/demo-view.server.ts";
import type { TeamIntent } from "#app/features/staff/intents.ts";
import { field, outcomeOf, type StaffOutcome } from "#app/features/staff/outcome.server.ts";
import { listTeam, type Role, roleLabels, setRole } from "#app/features/staff/roles.server.ts";
import { currentSchedule } from "#app/features/timetable/current-schedule.ts";
import { localDateTimeLabel } from "#app/features/timetable/sessions.server.ts";
import type { Services } from "#app/services.server.ts";

/** Who works the desk, and who coaches. Every staff member may read it; only an owner changes it. */
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
    /** The trainers of the timetable a coach's account may be linked to. */
    trainers: currentSchedule()
      .trainers.filter((trainer) => !trainer.retired)
      .map((trainer) => ({ id: trainer.id, name: trainer.name })),
  };
  return staff.demo ? maskedForDemo(page, staff) : page;
}

const granted: Record<TeamIntent, Role> = {
  "grant-staff": "staff",
  "revoke-staff": "member",
  "grant-coach": "coach",
  "revoke-coach": "member",
};

const article = (role: Role) => (role === "staff" ? "staff" : role === "coach" ? "a coach" : "a member");

/** An owner gives staff access or a coach's to an account by its e-mail, or takes it away. */
export async function teamAction(request: Request, services: Services) {
  const owner = await requireStaffWriter(request, services, "owner");
  const form = await request.formData().catch(() => new FormData());
  const intent = field(form, "intent") as TeamIntent | "";
  if (!(intent in granted) || intent === "") {
    return data<StaffOutcome>(
      { tone: "error", message: "That action is not known. Please try again from the page." },
      { status: 400 },
    );
  }
  const email = field(form, "email", 254).trim();
  const role = granted[intent];
  return outcomeOf<StaffOutcome>(
    async () => {
      const change = await setRole(services.database, {
        email,
        role,
        trainer: role === "coach" ? field(form, "trainer", 100) : undefined,
        actor: { id: owner.id, label: owner.email },
        demoAccounts: services.env,
        from: "console",
      });
      const who = change.account.email;
      const teaching = change.trainer ? ` (teaching as ${change.trainer.name})` : "";
      if (!change.changed) {
        return { tone: "success", message: `${who} is already ${article(role)}: nothing changed.`, subject: intent };
      }
      const message =
        role === "member"
          ? `${who} no longer has ${change.before === "coach" ? "coach" : "staff"} access.`
          : `${who} is now ${article(role)}${teaching}.`;
      return { tone: "success", message, subject: intent };
    },
    { subject: intent },
  );
}
