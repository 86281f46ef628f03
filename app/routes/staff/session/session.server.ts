import { data } from "react-router";
import { z } from "zod";
import { formatTimeRange } from "#app/content/clock.ts";
import { promotionPolicy } from "#app/features/attendance/promotion-policy.server.ts";
import { bookingMailer } from "#app/features/booking/booking-mail.server.ts";
import { recordNoShows } from "#app/features/booking/session-changes.server.ts";
import { requireStaffViewer, requireStaffWriter } from "#app/features/staff/access.server.ts";
import { readAuditLog } from "#app/features/staff/audit.server.ts";
import { auditEntryView } from "#app/features/staff/audit-view.server.ts";
import { maskedForDemo } from "#app/features/staff/demo-view.server.ts";
import { StaffRefused } from "#app/features/staff/errors.ts";
import type { SessionIntent } from "#app/features/staff/intents.ts";
import { STAFF_LIMITS } from "#app/features/staff/limits.ts";
import { membersWhoLostAPlace } from "#app/features/staff/notifications.server.ts";
import { field, outcomeOf, type StaffOutcome } from "#app/features/staff/outcome.server.ts";
import { accountsOf, sessionRoster } from "#app/features/staff/roster.server.ts";
import { cancelSession, changeCapacity, markAttendance } from "#app/features/staff/session-changes.server.ts";
import { dayLabel, findSession, localTimeLabel } from "#app/features/timetable/sessions.server.ts";
import { parseWholeNumber } from "#app/platform/http/whole-number.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";
import { loadSessionDesk, sessionDeskIntent } from "./session-desk.server.ts";

/** One session at the desk: its roster with check-in, its waitlist, the changes staff may make, its history. */
export async function loadSession(request: Request, sessionId: string, services: Services) {
  const viewer = await requireStaffViewer(request, services);
  const session = findSession(sessionId);
  if (!session) throw data(null, { status: 404, statusText: "Not Found" });
  const now = clock.now();
  // Unmarked places of a session that has ended are no-shows before anyone reads them.
  await recordNoShows(services.database, now);
  const roster = await sessionRoster(services.database, session, now);
  const bookingIds = [...roster.booked, ...roster.waitlist, ...roster.cancelledPlaces].map((entry) => entry.bookingId);
  // The session's own changes and its check-ins.
  const history = await readAuditLog(services.database, {
    about: [
      { type: "session", ids: [session.id] },
      { type: "booking", ids: bookingIds },
    ],
    limit: 30,
  });
  const page = {
    id: session.id,
    className: session.className,
    trainer: session.trainer,
    dateLabel: dayLabel(session.localDate),
    time: formatTimeRange(session.start, session.end),
    roster,
    checkInOpensLabel: localTimeLabel(roster.checkInOpensAt),
    changeable: roster.summary.phase === "upcoming" && roster.cancelledAt === null,
    capacityMax: STAFF_LIMITS.capacityMax,
    history: history.entries.map(auditEntryView),
    desk: await loadSessionDesk(request, session, roster, viewer, services, now),
  };
  return viewer.demo ? maskedForDemo(page, viewer) : page;
}

export type SessionPageData = Awaited<ReturnType<typeof loadSession>>;

const attendanceSchema = z.enum(["attended", "no-show"]);

const names = (members: { name: string; email: string }[]) =>
  members.map((member) => member.name || member.email).join(", ");

/** The session's forms (features/staff/intents.ts): check-in, places, cancellation, booking someone in. */
export async function sessionAction(request: Request, sessionId: string, services: Services) {
  const staff = await requireStaffWriter(request, services);
  const form = await request.formData().catch(() => new FormData());
  const intent = field(form, "intent") as SessionIntent | "";
  const actor = { id: staff.id, label: staff.email };
  const { database } = services;

  if (intent === "mark-attendance") {
    const bookingId = field(form, "bookingId", 100);
    return outcomeOf<StaffOutcome>(
      async () => {
        const attendance = attendanceSchema.safeParse(field(form, "attendance"));
        if (!attendance.success) throw new StaffRefused("INVALID_INPUT", "Choose attended or no-show.");
        const marked = await markAttendance(database, { sessionId, bookingId, attendance: attendance.data, actor });
        return {
          tone: "success",
          message: `${marked.memberName}: ${marked.after === "attended" ? "attended" : "no-show"}.`,
          subject: bookingId,
        };
      },
      { subject: bookingId },
    );
  }

  if (intent === "change-capacity") {
    return outcomeOf<StaffOutcome>(
      async () => {
        const capacity = parseWholeNumber(field(form, "capacity", 10)) ?? Number.NaN;
        const change = await changeCapacity(
          database,
          { sessionId, capacity, actor },
          bookingMailer(services.mail),
          promotionPolicy(services.env),
        );
        const lines = [`Places: ${change.before} → ${change.after}.`];
        if (change.promoted.length > 0) {
          const promoted = await accountsOf(
            database,
            change.promoted.map((promotion) => promotion.userId),
          );
          lines.push(`Moved up from the waitlist: ${names(promoted)}.`);
        } else if (change.after > change.before && change.promotionClosed) {
          lines.push("The waitlist no longer moves up this close to the start: the new places are open for booking.");
        }
        return { tone: "success", message: lines.join(" "), subject: "capacity" };
      },
      { subject: "capacity" },
    );
  }

  if (intent === "cancel-session") {
    return outcomeOf<StaffOutcome>(
      async () => {
        const cancellation = await cancelSession(
          database,
          { sessionId, reason: field(form, "reason", STAFF_LIMITS.reasonMax * 2), actor },
          bookingMailer(services.mail),
        );
        const members = await membersWhoLostAPlace(database, cancellation);
        const told =
          members.length === 0
            ? "Nobody was booked or waiting."
            : `${members.length} ${members.length === 1 ? "member" : "members"} lost their place. Each is being e-mailed the reason.`;
        return { tone: "success", message: `The session is cancelled. ${told}`, subject: "cancel" };
      },
      { subject: "cancel" },
    );
  }

  if (intent === "book-member" || intent === "sell-and-book" || intent === "walk-in") {
    return sessionDeskIntent(intent, form, sessionId, staff, services);
  }

  return data<StaffOutcome>(
    { tone: "error", message: "That action is not known. Please try again from the page." },
    { status: 400 },
  );
}
