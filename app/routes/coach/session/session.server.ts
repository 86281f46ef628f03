import { data } from "react-router";
import { requireCoach } from "#app/features/coaches/coach-access.server.ts";
import { coachMarksAttendance, coachRoster, coachSession } from "#app/features/coaches/coach-sessions.server.ts";
import { field, outcomeOf, type StaffOutcome } from "#app/features/staff/outcome.server.ts";
import type { Services } from "#app/services.server.ts";

/** One of the coach's sessions: its roster with health flags, and check-in. */
export async function loadCoachSession(request: Request, sessionId: string, services: Services) {
  const coach = await requireCoach(request, services);
  return coachRoster(services.database, coachSession(sessionId, coach));
}

/** The coach's one form: a member attended, or did not come. */
export async function coachSessionAction(request: Request, sessionId: string, services: Services) {
  const coach = await requireCoach(request, services);
  const session = coachSession(sessionId, coach);
  const form = await request.formData().catch(() => new FormData());
  if (field(form, "intent") !== "mark-attendance") {
    return data<StaffOutcome>(
      { tone: "error", message: "That action is not known. Please try again from the page." },
      { status: 400 },
    );
  }
  const bookingId = field(form, "bookingId", 100);
  return outcomeOf<StaffOutcome>(
    async () => {
      const marked = await coachMarksAttendance(services.database, coach, session, {
        bookingId,
        attendance: field(form, "attendance"),
      });
      return {
        tone: "success",
        message: `${marked.memberName}: ${marked.after === "attended" ? "attended" : "no-show"}.`,
        subject: bookingId,
      };
    },
    { subject: bookingId },
  );
}
