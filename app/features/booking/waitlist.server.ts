import { sql } from "kysely";
import { bookingRules } from "#app/content/booking-rules.ts";
import { claimEntitlement, firstSkipNotice } from "#app/features/memberships/entitlements.server.ts";
import type { ClassSession } from "#app/features/timetable/sessions.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import {
  anyWaitingMember,
  type BookingNotifier,
  hasVerifiedEmail,
  isoNow,
  lockMember,
  nobodyToTell,
  overlapsLiveBooking,
  type Promotion,
  type PromotionPolicy,
  type Transaction,
  upcomingBookedCount,
} from "./booking-rows.server.ts";
import { bookingWindow } from "./rules.ts";

/** The waitlist: a waiting place's position, and promotion into free places (booking-rows.server.ts says how it locks). */

export async function waitlistPosition(trx: Transaction, sessionId: string, seq: number): Promise<number> {
  const row = await trx
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<number | string>().as("ahead"))
    .where("session_id", "=", sessionId)
    .where("status", "=", "waitlisted")
    .where("seq", "<=", seq)
    .executeTakeFirstOrThrow();
  return Number(row.ahead);
}

/**
 * Gives free places to the waitlist, first come first served, skipping (and keeping in line)
 * a member whom the place would put over the booking limit or into two classes at once, or
 * who could not book it themselves now (an unconfirmed address where the gym requires one).
 * The place takes its entitlement as a booking does; a member with none is passed over and
 * told why, once per waitlist place. Runs inside the caller's transaction, which holds the
 * session's lock.
 */
export async function promoteFromWaitlist(
  database: Database,
  trx: Transaction,
  session: ClassSession,
  now: Date,
  notify: BookingNotifier = nobodyToTell,
  policy: PromotionPolicy = anyWaitingMember,
): Promise<Promotion[]> {
  if (now.getTime() >= bookingWindow(session.startsAtUtc).promotionEndsAt) return [];
  const counters = await trx
    .selectFrom("class_sessions")
    .select(["capacity", "booked_count", "cancelled_at"])
    .where("id", "=", session.id)
    .executeTakeFirstOrThrow();
  if (counters.cancelled_at) return [];
  let free = Number(counters.capacity) - Number(counters.booked_count);
  if (free <= 0) return [];

  const waiting = await trx
    .selectFrom("bookings")
    .select(["id", "user_id"])
    .where("session_id", "=", session.id)
    .where("status", "=", "waitlisted")
    .orderBy("seq")
    .execute();
  const promoted: Promotion[] = [];
  for (const candidate of waiting) {
    if (free === 0) break;
    await lockMember(database, trx, candidate.user_id);
    if (policy.requireVerifiedEmail && !(await hasVerifiedEmail(trx, candidate.user_id))) continue;
    if (policy.mayBePromoted && !(await policy.mayBePromoted(trx, candidate.user_id, now))) continue;
    if ((await upcomingBookedCount(trx, candidate.user_id, now, session.id)) >= bookingRules.maxUpcomingBookings)
      continue;
    if (await overlapsLiveBooking(trx, candidate.user_id, session, session.id)) continue;
    if (bookingRules.entitlementRequired) {
      const claim = { userId: candidate.user_id, bookingId: candidate.id, startsAt: session.startsAtUtc, now };
      if (!(await claimEntitlement(database, trx, claim))) {
        if (await firstSkipNotice(trx, candidate.id, candidate.user_id, now)) {
          await notify(trx, { kind: "skipped-no-entitlement", userId: candidate.user_id, session });
        }
        continue;
      }
    }
    await trx
      .updateTable("bookings")
      .set({ status: "booked", promoted_at: isoNow(now), updated_at: isoNow(now) })
      .where("id", "=", candidate.id)
      .execute();
    await trx
      .updateTable("class_sessions")
      .set({ booked_count: sql<number>`booked_count + 1` })
      .where("id", "=", session.id)
      .execute();
    promoted.push({ bookingId: candidate.id, userId: candidate.user_id });
    await notify(trx, { kind: "promoted", userId: candidate.user_id, session });
    free--;
  }
  return promoted;
}
