import type { Member } from "#app/features/accounts/member.server.ts";
import type { ClassSession } from "#app/features/timetable/sessions.server.ts";
import { consumeRateLimit } from "#app/platform/data/rate-limits.server.ts";
import type { Services } from "#app/services.server.ts";
import { bookSession, type Cancellation, cancelBooking, type NewBooking } from "./bookings.server.ts";
import { BookingRefused } from "./errors.ts";

/**
 * What a signed-in member asks for, from the schedule page, /account or the JSON API alike:
 * the same rate limit, the same rules, the same answers.
 */
async function withinRateLimit({ database, env }: Pick<Services, "database" | "env">, member: Member) {
  const limit = await consumeRateLimit(database.db, `booking:${member.id}`, {
    window: env.BOOKING_RATE_LIMIT_WINDOW,
    max: env.BOOKING_RATE_LIMIT_MAX,
  });
  if (!limit.allowed) throw new BookingRefused("TOO_MANY_REQUESTS", limit.retryAfter ?? env.BOOKING_RATE_LIMIT_WINDOW);
}

export async function bookForMember(
  services: Pick<Services, "database" | "env">,
  member: Member,
  sessionId: string,
): Promise<NewBooking & { session: ClassSession }> {
  await withinRateLimit(services, member);
  return bookSession(services.database, { userId: member.id, sessionId });
}

export async function cancelForMember(
  services: Pick<Services, "database" | "env">,
  member: Member,
  bookingId: string,
): Promise<Cancellation> {
  await withinRateLimit(services, member);
  return cancelBooking(services.database, { userId: member.id, bookingId });
}
