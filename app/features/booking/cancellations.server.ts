import { sql } from "kysely";
import { bookingRules } from "#app/content/booking-rules.ts";
import { returnEntitlement } from "#app/features/memberships/entitlements.server.ts";
import { type ClassSession, findSession } from "#app/features/timetable/sessions.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import {
  anyWaitingMember,
  type BookingNotifier,
  isoNow,
  LIVE_STATUSES,
  lockSession,
  nobodyToTell,
  type Promotion,
  type PromotionPolicy,
  sessionOrRefuse,
} from "./booking-rows.server.ts";
import { BookingRefused } from "./errors.ts";
import { bookingWindow } from "./rules.ts";
import { promoteFromWaitlist } from "./waitlist.server.ts";

/** A member gives a place back, or an account leaves: places go back to the session and its waitlist. */

export interface Cancellation {
  bookingId: string;
  session: ClassSession;
  status: "cancelled" | "late-cancelled" | "left-waitlist";
  promoted: Promotion[];
}

/**
 * A member gives up a place or leaves a waitlist. Someone else's booking is "not found",
 * never "forbidden": its existence is not revealed. A place given up in time gets its
 * entitlement back (a late one keeps it, unless the gym's rules say otherwise).
 */
export async function cancelBooking(
  database: Database,
  { userId, bookingId, now = clock.now() }: { userId: string; bookingId: string; now?: Date },
  notify: BookingNotifier = nobodyToTell,
  policy: PromotionPolicy = anyWaitingMember,
): Promise<Cancellation> {
  const owned = await database.db
    .selectFrom("bookings")
    .select("session_id")
    .where("id", "=", bookingId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!owned) throw new BookingRefused("BOOKING_NOT_FOUND");
  const session = sessionOrRefuse(owned.session_id);

  return database.writeTransaction(async (trx) => {
    await lockSession(database, trx, session, now);
    const booking = await trx
      .selectFrom("bookings")
      .select(["status"])
      .where("id", "=", bookingId)
      .executeTakeFirstOrThrow();
    if (booking.status !== "booked" && booking.status !== "waitlisted") throw new BookingRefused("NOT_CANCELLABLE");
    const window = bookingWindow(session.startsAtUtc);
    if (now.getTime() >= window.startsAt) throw new BookingRefused("SESSION_STARTED");

    const status =
      booking.status === "waitlisted"
        ? "left-waitlist"
        : now.getTime() > window.freeCancellationEndsAt
          ? "late-cancelled"
          : "cancelled";
    await trx
      .updateTable("bookings")
      .set({ status, cancelled_at: isoNow(now), updated_at: isoNow(now) })
      .where("id", "=", bookingId)
      .execute();
    if (booking.status === "waitlisted") return { bookingId, session, status, promoted: [] };

    await trx
      .updateTable("class_sessions")
      .set({ booked_count: sql<number>`booked_count - 1` })
      .where("id", "=", session.id)
      .execute();
    if (status === "cancelled" || !bookingRules.lateCancellationUsesCredit)
      await returnEntitlement(trx, bookingId, now, status === "cancelled" ? "cancelled" : "late-cancelled");
    await notify(trx, { kind: "cancelled", userId, session, late: status === "late-cancelled" });
    const promoted = await promoteFromWaitlist(database, trx, session, now, notify, policy);
    return { bookingId, session, status, promoted };
  });
}

/**
 * Before an account is deleted: its upcoming places go back to the sessions (and to their
 * waitlists), and every booking row of the member is removed.
 */
export async function releaseMemberBookings(
  database: Database,
  userId: string,
  now: Date = clock.now(),
  notify: BookingNotifier = nobodyToTell,
  policy: PromotionPolicy = anyWaitingMember,
): Promise<Promotion[]> {
  const live = await database.db
    .selectFrom("bookings")
    .select("session_id")
    .distinct()
    .where("user_id", "=", userId)
    .where("status", "in", LIVE_STATUSES)
    .where("starts_at", ">", isoNow(now))
    .execute();
  const sessions = live
    .map((row) => findSession(row.session_id))
    .filter((session): session is ClassSession => session !== undefined)
    .sort((a, b) => a.id.localeCompare(b.id));

  return database.writeTransaction(async (trx) => {
    for (const session of sessions) await lockSession(database, trx, session, now);
    const freed = await trx
      .deleteFrom("bookings")
      .where("user_id", "=", userId)
      .where("status", "=", "booked")
      .where("starts_at", ">", isoNow(now))
      .returning("session_id")
      .execute();
    for (const { session_id } of freed) {
      await trx
        .updateTable("class_sessions")
        .set({ booked_count: sql<number>`booked_count - 1` })
        .where("id", "=", session_id)
        .execute();
    }
    await trx.deleteFrom("bookings").where("user_id", "=", userId).execute();
    const promoted: Promotion[] = [];
    for (const session of sessions) {
      promoted.push(...(await promoteFromWaitlist(database, trx, session, now, notify, policy)));
    }
    return promoted;
  });
}
