import { redirect } from "react-router";
import { type AttendancePolicy, attendancePolicy } from "#app/content/attendance-policy.ts";
import { terms } from "#app/content/terms.ts";
import type { IntentOutcome } from "#app/features/booking/outcome.ts";
import { localDateTimeLabel } from "#app/features/timetable/sessions.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { apiJson } from "#app/platform/http/json-api.server.ts";
import { MayNotBook } from "./refusals.ts";
import { memberStanding } from "./strikes.server.ts";
import { hasAcceptedCurrentTerms, type Terms } from "./terms.server.ts";
import { termsPagePath } from "./terms-page-path.ts";

export { MayNotBook };

/**
 * The attendance checks before a member books (one call in the booking code, so it stays
 * in one place whatever the booking code becomes): the gym's current terms accepted, and
 * no suspension under the no-show policy. Throws MayNotBook.
 */
export async function assertMayBook(
  database: Database,
  userId: string,
  now: Date,
  current: Terms = terms,
  policy: AttendancePolicy = attendancePolicy,
): Promise<void> {
  if (!(await hasAcceptedCurrentTerms(database, userId, current))) {
    throw new MayNotBook(
      "TERMS_REQUIRED",
      `Please accept the gym's ${current.title.toLowerCase()} (version ${current.version}) and answer the health questions before booking.`,
      { version: current.version },
    );
  }
  const { suspendedUntil } = await memberStanding(database.db, userId, now, policy);
  if (suspendedUntil) {
    throw new MayNotBook("BOOKING_SUSPENDED", suspensionMessage(suspendedUntil, policy), {
      until: suspendedUntil.toISOString(),
    });
  }
}

/** Why and until when, as the page, the API and the e-mail say it. */
export function suspensionMessage(until: Date, policy: AttendancePolicy = attendancePolicy): string {
  return `You missed or cancelled late ${policy.strikes} classes within ${policy.withinDays} days, so you cannot book until ${localDateTimeLabel(until.getTime())}.`;
}

/**
 * What the booking forms do with a MayNotBook: a member who has not accepted the terms is
 * taken to them (and back to the session's day afterwards); any other refusal is told.
 */
export function mayNotBookOutcome(error: MayNotBook, sessionId: string): IntentOutcome {
  if (error.code === "TERMS_REQUIRED") throw redirect(termsPagePath(sessionId));
  return { tone: "error", message: error.message };
}

/** The JSON API's answer (docs/api.md): `{ error: { code, message, version | until } }`. */
export function mayNotBookResponse(error: MayNotBook): Response {
  return apiJson({ error: { code: error.code, message: error.message, ...error.details } }, { status: error.status });
}
