import { sql } from "kysely";
import { returnEntitlement } from "#app/features/memberships/entitlements.server.ts";
import { findSession } from "#app/features/timetable/sessions.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import {
  anyWaitingMember,
  type BookingNotifier,
  isoNow,
  LIVE_STATUSES,
  lockSession,
  type PromotionPolicy,
  type Transaction,
} from "./booking-rows.server.ts";
import { promoteFromWaitlist } from "./waitlist.server.ts";

/**
 * Places a refund cancels (features/refunds): the desk chose them among the bookings the
 * refunded payment paid for. Booking owns every write to bookings and sessions (decision
 * 0042), so the refund's transaction calls this first, before it locks the member: the
 * sessions are locked in id order, then what each place used goes back (a credit to its
 * grant, a membership's week), the member is told, and the waitlist moves up.
 */

export interface RefundCancellation {
  bookingId: string;
  sessionId: string;
  startsAt: string;
}

/** The member's bookings among `bookingIds` that are live and upcoming at `now`: what a refund may cancel. */
export async function cancellableForRefund(
  trx: Transaction,
  { userId, bookingIds, now }: { userId: string; bookingIds: readonly string[]; now: Date },
) {
  if (bookingIds.length === 0) return [];
  return trx
    .selectFrom("bookings")
    .select(["id", "session_id", "status", "starts_at"])
    .where("user_id", "=", userId)
    .where("id", "in", [...bookingIds])
    .where("status", "in", LIVE_STATUSES)
    .where("starts_at", ">", isoNow(now))
    .orderBy("session_id")
    .execute();
}

/**
 * Cancels the member's upcoming places among `bookingIds` inside the refund's transaction
 * (a booking already cancelled, past, or not theirs is left alone) and answers the ones it
 * cancelled.
 */
export async function cancelPlacesForRefund(
  database: Database,
  trx: Transaction,
  { userId, bookingIds, now }: { userId: string; bookingIds: readonly string[]; now: Date },
  notify: BookingNotifier,
  policy: PromotionPolicy = anyWaitingMember,
): Promise<RefundCancellation[]> {
  const candidates = await cancellableForRefund(trx, { userId, bookingIds, now });
  const cancelled: RefundCancellation[] = [];
  for (const candidate of candidates) {
    const session = findSession(candidate.session_id);
    if (!session) continue;
    await lockSession(database, trx, session, now);
    // Read again under the session's lock: the member may have cancelled it meanwhile.
    const booking = await trx
      .selectFrom("bookings")
      .select("status")
      .where("id", "=", candidate.id)
      .executeTakeFirstOrThrow();
    if (booking.status !== "booked" && booking.status !== "waitlisted") continue;
    await trx
      .updateTable("bookings")
      .set({
        status: booking.status === "waitlisted" ? "left-waitlist" : "cancelled",
        cancelled_at: isoNow(now),
        updated_at: isoNow(now),
      })
      .where("id", "=", candidate.id)
      .execute();
    if (booking.status === "booked") {
      await trx
        .updateTable("class_sessions")
        .set({ booked_count: sql<number>`booked_count - 1` })
        .where("id", "=", session.id)
        .execute();
      await returnEntitlement(trx, candidate.id, now, "refund");
    }
    await notify(trx, { kind: "refund-cancelled", userId, session });
    if (booking.status === "booked") await promoteFromWaitlist(database, trx, session, now, notify, policy);
    cancelled.push({ bookingId: candidate.id, sessionId: session.id, startsAt: candidate.starts_at });
  }
  return cancelled;
}
