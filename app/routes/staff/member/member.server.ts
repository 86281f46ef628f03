import { data } from "react-router";
import { attendancePolicy } from "#app/content/attendance-policy.ts";
import { forgiveStrike, memberStanding } from "#app/features/attendance/strikes.server.ts";
import { termsRecordForStaff } from "#app/features/attendance/terms.server.ts";
import { recordNoShows } from "#app/features/booking/session-changes.server.ts";
import { requireStaffViewer, requireStaffWriter } from "#app/features/staff/access.server.ts";
import { maskedForDemo } from "#app/features/staff/demo-view.server.ts";
import type { MemberIntent } from "#app/features/staff/intents.ts";
import { memberRecord } from "#app/features/staff/members.server.ts";
import { field, outcomeOf, type StaffOutcome } from "#app/features/staff/outcome.server.ts";
import { roleLabels } from "#app/features/staff/roles.server.ts";
import { localDateTimeLabel } from "#app/features/timetable/sessions.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";
import { loadMemberDesk, memberDeskIntent } from "./member-desk.server.ts";
import { deskAction, isDeskIntent, loadDesk } from "./sales-desk.server.ts";

/** One member's record: role, counts and bookings. */
export async function loadMember(request: Request, memberId: string, services: Services) {
  const viewer = await requireStaffViewer(request, services);
  const now = clock.now();
  await recordNoShows(services.database, now);
  const record = await memberRecord(services.database, memberId, now);
  if (!record) throw data(null, { status: 404, statusText: "Not Found" });
  const terms = await termsRecordForStaff(services.database, memberId);
  const standing = await memberStanding(services.database.db, memberId, now);
  const page = {
    strikes: {
      policy: attendancePolicy.enabled
        ? `${attendancePolicy.strikes} no-shows or late cancellations within ${attendancePolicy.withinDays} days pause booking for ${attendancePolicy.suspendDays} days.`
        : "The gym has no no-show policy: strikes pause nothing.",
      recent: standing.recent.map((strike) => ({
        bookingId: strike.bookingId,
        kind: strike.kind === "no-show" ? "No-show" : "Late cancellation",
        label: strike.label,
      })),
      suspendedUntil: standing.suspendedUntil ? localDateTimeLabel(standing.suspendedUntil.getTime()) : null,
    },
    terms: {
      ...terms,
      /** The demo staff account sees no one's health answers (demo-view.server.ts withholds them). */
      healthHidden: viewer.demo,
      acceptedLabel: terms.accepted
        ? `Accepted version ${terms.accepted.version} on ${localDateTimeLabel(Date.parse(terms.accepted.at))}${terms.accepted.current ? "" : " (an older version: asked again at the next booking)"}`
        : "Not accepted yet: asked before the first booking",
    },
    ...record,
    roleLabel: roleLabels[record.role],
    joinedLabel: record.joinedAt ? localDateTimeLabel(Date.parse(record.joinedAt)) : "",
    upcomingFrom: now.toISOString(),
    desk: await loadMemberDesk(memberId, services, now),
    sales: await loadDesk(services, memberId, viewer, now),
  };
  return viewer.demo ? maskedForDemo(page, viewer) : page;
}

export type MemberPageData = Awaited<ReturnType<typeof loadMember>>;

/**
 * The member record's forms: forgive a strike, their details, booking them in, and the desk's
 * sales and changes (sales-desk.server.ts); each audited. `url`: React Router's, without the
 * `.data` of a post made with JavaScript (a form's one-time key is judged by its path).
 */
export async function memberAction(request: Request, url: URL, memberId: string, services: Services) {
  const staff = await requireStaffWriter(request, services);
  const form = await request.formData().catch(() => new FormData());
  const intent = field(form, "intent") as MemberIntent | "";
  if (isDeskIntent(intent)) return deskAction(request, url, form, memberId, services);
  if (intent === "forgive-strike") {
    return outcomeOf<StaffOutcome>(
      async () => {
        const strike = await forgiveStrike(services.database, {
          memberId,
          bookingId: field(form, "bookingId", 100),
          actor: { id: staff.id, label: staff.email },
        });
        return { tone: "success", message: `Forgiven: ${strike.label}. It no longer counts.`, subject: "strikes" };
      },
      { subject: "strikes" },
    );
  }
  if (intent === "update-details" || intent === "book-session") {
    return memberDeskIntent(intent, form, memberId, staff, services);
  }
  return data<StaffOutcome>(
    { tone: "error", message: "That action is not known. Please try again from the page." },
    { status: 400 },
  );
}
