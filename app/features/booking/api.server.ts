import { z } from "zod";
import { site } from "#app/content/site.ts";
import { currentMember } from "#app/features/accounts/member.server.ts";
import { MayNotBook, mayNotBookResponse } from "#app/features/attendance/may-book.server.ts";
import {
  type ClassSession,
  daysBetween,
  gymToday,
  parseLocalDate,
  sessionsBetween,
} from "#app/features/timetable/sessions.server.ts";
import { apiError, apiJson, readJsonBody } from "#app/platform/http/json-api.server.ts";
import type { Services } from "#app/services.server.ts";
import type { SessionAvailability } from "./availability.server.ts";
import { BookingRefused } from "./errors.ts";
import { bookForMember, cancelForMember } from "./member-actions.server.ts";
import { type MemberBooking, memberBookings } from "./member-bookings.server.ts";
import { bookingWindow } from "./rules.ts";
import { readSchedule } from "./schedule.server.ts";

/** The JSON API of docs/api.md: sessions with their places, and a member's bookings. */

export const MAX_RANGE_DAYS = 31;
const DEFAULT_RANGE_DAYS = 7;

function sessionJson(session: ClassSession) {
  return {
    id: session.id,
    classSlug: session.classSlug,
    className: session.className,
    trainer: session.trainer,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
  };
}

function sessionWithPlacesJson(session: ClassSession, places: SessionAvailability, signedIn: boolean) {
  return {
    ...sessionJson(session),
    capacity: places.capacity,
    booked: places.booked,
    waitlisted: places.waitlisted,
    spotsLeft: places.spotsLeft,
    status: places.cancellation ? "cancelled" : "scheduled",
    ...(places.cancellation ? { cancellationReason: places.cancellation.reason } : {}),
    bookingOpensAt: new Date(bookingWindow(session.startsAtUtc).opensAt).toISOString(),
    ...(signedIn ? { myBooking: places.myBooking } : {}),
  };
}

function bookingJson(booking: MemberBooking) {
  return {
    id: booking.id,
    sessionId: booking.session.id,
    status: booking.status,
    ...(booking.position !== undefined ? { position: booking.position } : {}),
    attendance: booking.attendance,
    bookedAt: booking.bookedAt,
    cancelledAt: booking.cancelledAt,
    ...(booking.cancelReason !== undefined ? { cancelReason: booking.cancelReason } : {}),
    session: sessionJson(booking.session),
  };
}

function refusalResponse(error: unknown): Response {
  if (error instanceof MayNotBook) return mayNotBookResponse(error);
  if (!(error instanceof BookingRefused)) throw error;
  const headers: Record<string, string> = error.retryAfter ? { "Retry-After": String(error.retryAfter) } : {};
  return apiError(error.status, error.code, error.message, headers);
}

const notSignedIn = () => apiError(401, "NOT_SIGNED_IN", "Sign in to see and change your bookings.");

/** GET /api/sessions?from=YYYY-MM-DD&to=YYYY-MM-DD (both optional; at most 31 days). */
export async function listSessions(request: Request, services: Services): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const fromParam = params.get("from");
  const from = fromParam === null ? gymToday() : parseLocalDate(fromParam);
  if (!from) return apiError(400, "INVALID_DATE", "from: use a date like 2026-11-27.");
  const toParam = params.get("to");
  const to = toParam === null ? from.add({ days: DEFAULT_RANGE_DAYS - 1 }) : parseLocalDate(toParam);
  if (!to) return apiError(400, "INVALID_DATE", "to: use a date like 2026-11-27.");
  const days = daysBetween(from, to) + 1;
  if (days < 1) return apiError(400, "INVALID_RANGE", "to must not be before from.");
  if (days > MAX_RANGE_DAYS) return apiError(400, "RANGE_TOO_LONG", `Ask for at most ${MAX_RANGE_DAYS} days at once.`);

  const member = await currentMember(request, services);
  const sessions = sessionsBetween(from, to);
  const schedule = await readSchedule(services.database, sessions, { memberId: member?.id });
  return apiJson({
    from: from.toString(),
    to: to.toString(),
    timeZone: site.timeZone,
    sessions: schedule.flatMap(({ session, availability }) =>
      availability ? [sessionWithPlacesJson(session, availability, member !== null)] : [],
    ),
  });
}

/** GET /api/bookings: the member's upcoming and past bookings. */
export async function listBookings(request: Request, services: Services): Promise<Response> {
  const member = await currentMember(request, services);
  if (!member) return notSignedIn();
  const { upcoming, past } = await memberBookings(services.database, member.id);
  return apiJson({ upcoming: upcoming.map(bookingJson), past: past.map(bookingJson) });
}

const newBookingBody = z.strictObject({ sessionId: z.string().min(1).max(120) });

/** POST /api/bookings { "sessionId": "…" } → 201 booked or waitlisted. */
export async function createBooking(request: Request, services: Services): Promise<Response> {
  let body: z.infer<typeof newBookingBody>;
  try {
    body = await readJsonBody(request, newBookingBody);
  } catch (response) {
    if (response instanceof Response) return response;
    throw response;
  }
  const member = await currentMember(request, services);
  if (!member) return notSignedIn();
  try {
    const booking = await bookForMember(services, member, body.sessionId);
    return apiJson(
      {
        id: booking.id,
        sessionId: booking.sessionId,
        status: booking.status,
        ...(booking.position !== undefined ? { position: booking.position } : {}),
      },
      { status: 201 },
    );
  } catch (error) {
    return refusalResponse(error);
  }
}

/** DELETE /api/bookings/:id → { status: "cancelled" | "late-cancelled" | "left-waitlist" }. */
export async function deleteBooking(request: Request, bookingId: string, services: Services): Promise<Response> {
  const member = await currentMember(request, services);
  if (!member) return notSignedIn();
  try {
    const cancellation = await cancelForMember(services, member, bookingId);
    return apiJson({ status: cancellation.status });
  } catch (error) {
    return refusalResponse(error);
  }
}
