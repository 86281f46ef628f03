import type { Member } from "#app/features/accounts/member.server.ts";
import { assertMayBook } from "#app/features/attendance/may-book.server.ts";
import { promotionPolicy } from "#app/features/attendance/promotion-policy.server.ts";
import type { MailService } from "#app/features/mail/mail-service.server.ts";
import type { ClassSession } from "#app/features/timetable/sessions.server.ts";
import { consumeRateLimit } from "#app/platform/data/rate-limits.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";
import { bookingMailer } from "./booking-mail.server.ts";
import type { NewBooking } from "./booking-rows.server.ts";
import { bookSession } from "./bookings.server.ts";
import { type Cancellation, cancelBooking } from "./cancellations.server.ts";
import { BookingRefused } from "./errors.ts";

/** What booking needs of the services: the database, the settings, and a way to queue and send mail. */
export type BookingServices = Pick<Services, "database" | "env"> & { mail: Pick<MailService, "context"> };

/**
 * What a signed-in member asks for, from the schedule page, /account or the JSON API alike:
 * the same rate limit, the same rules, the same e-mail, the same answers.
 */
async function withinRateLimit({ database, env }: BookingServices, member: Member) {
  const limit = await consumeRateLimit(database.db, `booking:${member.id}`, {
    window: env.BOOKING_RATE_LIMIT_WINDOW,
    max: env.BOOKING_RATE_LIMIT_MAX,
  });
  if (!limit.allowed) throw new BookingRefused("TOO_MANY_REQUESTS", limit.retryAfter ?? env.BOOKING_RATE_LIMIT_WINDOW);
}

export async function bookForMember(
  services: BookingServices,
  member: Member,
  sessionId: string,
): Promise<NewBooking & { session: ClassSession }> {
  // REQUIRE_EMAIL_VERIFICATION: the gym books only members whose address is known to work.
  if (services.env.REQUIRE_EMAIL_VERIFICATION && !member.emailVerified) throw new BookingRefused("EMAIL_NOT_VERIFIED");
  await withinRateLimit(services, member);
  await assertMayBook(services.database, member.id, clock.now());
  const booking = await bookSession(services.database, { userId: member.id, sessionId }, bookingMailer(services.mail));
  return booking;
}

export async function cancelForMember(
  services: BookingServices,
  member: Member,
  bookingId: string,
): Promise<Cancellation> {
  await withinRateLimit(services, member);
  const cancellation = await cancelBooking(
    services.database,
    { userId: member.id, bookingId },
    bookingMailer(services.mail),
    promotionPolicy(services.env),
  );
  return cancellation;
}
