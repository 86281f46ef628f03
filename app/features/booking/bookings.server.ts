import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { bookingRules } from "#app/content/booking-rules.ts";
import { claimEntitlement } from "#app/features/memberships/entitlements.server.ts";
import type { ClassSession } from "#app/features/timetable/sessions.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import {
  type BookingNotifier,
  isoNow,
  LIVE_STATUSES,
  lockMember,
  lockSession,
  type NewBooking,
  nobodyToTell,
  overlapsLiveBooking,
  sessionOnScheduleOrRefuse,
  sessionOrRefuse,
  type Transaction,
  upcomingBookedCount,
} from "./booking-rows.server.ts";
import { BookingRefused } from "./errors.ts";
import { bookingPhase, bookingWindow } from "./rules.ts";
import { waitlistPosition } from "./waitlist.server.ts";

/**
 * A booking made at the front desk for the person in front of it (desk-bookings.server.ts):
 * the same rules and the same transaction as a member's own, plus what the desk decides.
 */
export interface DeskBooking {
  /** An owner gives a place beyond a full session: its capacity rises by one for it, in the same transaction. */
  beyondCapacity?: boolean;
  /** Writes the desk's audit entry inside the booking's transaction. */
  record?: (trx: Transaction, booking: NewBooking & { capacityRaised: boolean }) => Promise<void>;
}

/**
 * A member asks for a place: booked while there is one, else the next place on the
 * waitlist. Refused (BookingRefused) outside the booking window, for a cancelled session,
 * a second booking of the same session, an overlapping one, past the member's limit, or,
 * where the gym requires one, for a place without an entitlement (a membership or a
 * credit: app/features/memberships/), which the same transaction takes. A waitlist place
 * holds none until it is promoted. `desk`: the front desk books for them (the same rules;
 * its own record and overrides).
 */
export async function bookSession(
  database: Database,
  { userId, sessionId, now = clock.now(), desk }: { userId: string; sessionId: string; now?: Date; desk?: DeskBooking },
  notify: BookingNotifier = nobodyToTell,
): Promise<NewBooking & { session: ClassSession }> {
  let session = sessionOrRefuse(sessionId);
  const phase = bookingPhase(bookingWindow(session.startsAtUtc), now.getTime());
  if (phase === "not-open") throw new BookingRefused("BOOKING_NOT_OPEN");
  if (phase === "started") throw new BookingRefused("BOOKING_CLOSED");

  const booking = await database.writeTransaction(async (trx) => {
    session = await sessionOnScheduleOrRefuse(database, trx, session);
    const row = await lockSession(database, trx, session, now);
    if (row.cancelled_at) throw new BookingRefused("SESSION_CANCELLED");
    if (!(await lockMember(database, trx, userId))) throw new BookingRefused("NOT_SIGNED_IN");

    const live = await trx
      .selectFrom("bookings")
      .select("status")
      .where("session_id", "=", session.id)
      .where("user_id", "=", userId)
      .where("status", "in", LIVE_STATUSES)
      .executeTakeFirst();
    if (live) throw new BookingRefused(live.status === "booked" ? "ALREADY_BOOKED" : "ALREADY_WAITLISTED");
    if (await overlapsLiveBooking(trx, userId, session)) throw new BookingRefused("OVERLAPPING_BOOKING");

    const capacityRaised = row.booked_count >= row.capacity && desk?.beyondCapacity === true;
    const placeFree = row.booked_count < row.capacity || capacityRaised;
    if (placeFree && (await upcomingBookedCount(trx, userId, now)) >= bookingRules.maxUpcomingBookings) {
      throw new BookingRefused("BOOKING_LIMIT_REACHED");
    }
    const status = placeFree ? "booked" : "waitlisted";
    const id = randomUUID();
    if (status === "booked" && bookingRules.entitlementRequired) {
      const claim = { userId, bookingId: id, startsAt: session.startsAtUtc, now };
      if (!(await claimEntitlement(database, trx, claim))) throw new BookingRefused("ENTITLEMENT_REQUIRED");
    }
    const counters = await trx
      .updateTable("class_sessions")
      .set({
        last_seq: sql<number>`last_seq + 1`,
        booked_count: placeFree ? sql<number>`booked_count + 1` : sql<number>`booked_count`,
        // The CHECK (booked_count <= capacity) holds: the place beyond is a place more.
        ...(capacityRaised ? { capacity: sql<number>`capacity + 1` } : {}),
      })
      .where("id", "=", session.id)
      .returning("last_seq")
      .executeTakeFirstOrThrow();
    const seq = Number(counters.last_seq);
    await trx
      .insertInto("bookings")
      .values({
        id,
        session_id: session.id,
        user_id: userId,
        status,
        seq,
        starts_at: session.startsAtUtc,
        ends_at: session.endsAtUtc,
        created_at: isoNow(now),
        updated_at: isoNow(now),
        promoted_at: null,
        cancelled_at: null,
        attendance: null,
      })
      .execute();
    const result: NewBooking = { id, sessionId: session.id, status };
    if (status === "waitlisted") result.position = await waitlistPosition(trx, session.id, seq);
    else await notify(trx, { kind: "booked", userId, session });
    await desk?.record?.(trx, { ...result, capacityRaised });
    return result;
  });
  return { ...booking, session };
}
