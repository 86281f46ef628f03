import { data } from "react-router";
import { membersReport } from "#app/features/reports/members.server.ts";
import { openReport } from "#app/features/reports/report-request.server.ts";
import { sendWinBack } from "#app/features/reports/win-back.server.ts";
import { requireStaffWriter } from "#app/features/staff/access.server.ts";
import { maskedForDemo } from "#app/features/staff/demo-view.server.ts";
import type { ReportsIntent } from "#app/features/staff/intents.ts";
import { field, outcomeOf, type StaffOutcome } from "#app/features/staff/outcome.server.ts";
import { localDateTimeLabel } from "#app/features/timetable/sessions.server.ts";
import type { Services } from "#app/services.server.ts";

/** The members report; the people slipping away are masked for the demo staff account like every staff page. */
export async function loadMembersReport(request: Request, services: Services) {
  const { viewer, owner, range, view } = await openReport(request, services, "members");
  if (!range) return data({ owner, range: view, report: null }, { status: 400 });
  const report = await membersReport(services.database, range);
  const page = {
    owner,
    range: view,
    report: {
      ...report,
      activeAtLabel: localDateTimeLabel(Date.parse(report.activeAt)),
      slipping: {
        total: report.slipping.total,
        members: report.slipping.members.map((member) => ({
          ...member,
          lastVisitLabel: localDateTimeLabel(Date.parse(member.lastVisit)),
          mailedLabel: member.mailedAt ? localDateTimeLabel(Date.parse(member.mailedAt)) : null,
        })),
      },
    },
  };
  return viewer.demo ? maskedForDemo(page, viewer) : page;
}

/** One click from the list: the "we miss you" e-mail to one member slipping away. */
export async function membersReportAction(request: Request, services: Services) {
  const staff = await requireStaffWriter(request, services);
  const form = await request.formData().catch(() => new FormData());
  const intent = field(form, "intent") as ReportsIntent | "";
  if (intent === "send-win-back") {
    const memberId = field(form, "memberId", 100);
    return outcomeOf<StaffOutcome>(
      async () => {
        const sent = await sendWinBack(services.database, {
          memberId,
          actor: { id: staff.id, label: staff.email },
          context: services.mail.context,
          secret: (await services.auth.$context).secret,
        });
        return { tone: "success", message: `Sent to ${sent.name || sent.email}.`, subject: memberId };
      },
      { subject: memberId },
    );
  }
  return data<StaffOutcome>(
    { tone: "error", message: "That action is not known. Please try again from the page." },
    { status: 400 },
  );
}
