import { type Kysely, sql } from "kysely";
import { bookingRules } from "#app/content/booking-rules.ts";
import { returnEntitlement, takeBackReturnedEntitlement } from "#app/features/memberships/entitlements.server.ts";
import type { ClassSession } from "#app/features/timetable/sessions.server.ts";
import type { Database, Tables } from "#app/platform/data/database.server.ts";
import type { BookingStatus } from "#app/platform/data/tables.ts";
import { clock } from "#app/platform/time/clock.ts";
import { repeatEvery, type StopRepeating } from "#app/platform/time/repeat.server.ts";
import {
  anyWaitingMember,
  type BookingNotifier,
  LIVE_STATUSES,
  lockMember,
  lockSession,
  nobodyToTell,
  type Promotion,
  type PromotionPolicy,
} from "./booking-rows.server.ts";
import { promoteFromWaitlist } from "./waitlist.server.ts";

/**
 * The changes made to a whole session rather than to one member's booking: its places, its
 * cancellation, who came. Booking owns every write to bookings and sessions (decision
 * 0042); the front desk decides who may ask and records what was done, through the hooks
 * below, which run inside the same transaction after the session's row is locked:
 * `check` may refuse (throw) on what the row says, `record` writes the audit entry.
 */
type Trx = Kysely<Tables>;

export interface LockedSession {
  capacity: number;
  booked_count: number;
  cancelled_at: string | null;
}

export interface SessionWriteHooks<Outcome> {
  check?: (row: LockedSession) => void;
  record?: (trx: Trx, outcome: Outcome) => Promise<void>;
}

export interface PlacesChanged {
  before: number;
  after: number;
  bookedBefore: number;
  promoted: Promotion[];
}

type PlacesOptions = Omit<SessionWriteHooks<PlacesChanged>, "record"> & {
  notify?: BookingNotifier;
  policy?: PromotionPolicy;
};

/** Sets the session's places; a raise promotes from the waitlist at once, by the rules of a cancellation. */
export async function setSessionCapacity(
  database: Database,
  change: { session: ClassSession; capacity: number; now?: Date },
  { record, ...options }: PlacesOptions & Pick<SessionWriteHooks<PlacesChanged>, "record"> = {},
): Promise<PlacesChanged> {
  return database.writeTransaction(async (trx) => {
    const outcome = await setSessionCapacityIn(database, trx, change, options);
    if (outcome.after !== outcome.before) await record?.(trx, outcome);
    return outcome;
  });
}

/** The same inside a transaction of the caller's (a timetable edit's), which locked the schedule first. */
export async function setSessionCapacityIn(
  database: Database,
  trx: Trx,
  { session, capacity, now = clock.now() }: { session: ClassSession; capacity: number; now?: Date },
  { notify = nobodyToTell, policy = anyWaitingMember, check }: PlacesOptions = {},
): Promise<PlacesChanged> {
  const row = await lockSession(database, trx, session, now);
  check?.(row);
  if (capacity === row.capacity) {
    return { before: row.capacity, after: capacity, bookedBefore: row.booked_count, promoted: [] };
  }
  await trx.updateTable("class_sessions").set({ capacity }).where("id", "=", session.id).execute();
  const promoted =
    capacity > row.capacity ? await promoteFromWaitlist(database, trx, session, now, notify, policy) : [];
  return { before: row.capacity, after: capacity, bookedBefore: row.booked_count, promoted };
}

export interface SessionCancelled {
  /** Everyone who held a place or a waitlist place, and which. */
  affected: { bookingId: string; userId: string; had: "booked" | "waitlisted" }[];
}

/**
 * Cancels the session: every live booking becomes `session-cancelled`, each place gets its
 * entitlement back, and each member is told through `notify` in the same transaction, so
 * nobody loses a place (or what paid for it) unannounced.
 */
export async function cancelWholeSession(
  database: Database,
  { session, reason, now = clock.now() }: { session: ClassSession; reason: string; now?: Date },
  { notify = nobodyToTell, check, record }: SessionWriteHooks<SessionCancelled> & { notify?: BookingNotifier } = {},
): Promise<SessionCancelled> {
  return database.writeTransaction(async (trx) => {
    const row = await lockSession(database, trx, session, now);
    check?.(row);
    const outcome = await cancelLiveBookings(database, trx, { session, reason, now }, notify);
    await trx
      .updateTable("class_sessions")
      .set({ cancelled_at: now.toISOString(), cancel_reason: reason })
      .where("id", "=", session.id)
      .execute();
    await record?.(trx, outcome);
    return outcome;
  });
}

/**
 * Inside a transaction that holds the session's row: every live booking becomes
 * `session-cancelled`, the places go back to zero with what each used (a credit, a week's
 * use of a membership), and each member is told through
 * `notify` (of the new time too, when the timetable moved the class: `movedTo`).
 */
export async function cancelLiveBookings(
  database: Database,
  trx: Trx,
  { session, reason, now, movedTo }: { session: ClassSession; reason: string; now: Date; movedTo?: ClassSession },
  notify: BookingNotifier,
): Promise<SessionCancelled> {
  const live = await trx
    .selectFrom("bookings")
    .select(["id", "user_id", "status"])
    .where("session_id", "=", session.id)
    .where("status", "in", LIVE_STATUSES)
    .orderBy("seq")
    .execute();
  for (const userId of [...new Set(live.map((booking) => booking.user_id))].sort()) {
    await lockMember(database, trx, userId);
  }
  const stamp = now.toISOString();
  await trx
    .updateTable("bookings")
    .set({ status: "session-cancelled" satisfies BookingStatus, cancelled_at: stamp, updated_at: stamp })
    .where("session_id", "=", session.id)
    .where("status", "in", LIVE_STATUSES)
    .execute();
  await trx.updateTable("class_sessions").set({ booked_count: 0 }).where("id", "=", session.id).execute();
  for (const booking of live) {
    // The gym cancelled, not the member: what the place used goes back.
    if (booking.status === "booked") await returnEntitlement(trx, booking.id, now, "gym-cancelled");
    await notify(trx, {
      kind: "session-cancelled",
      userId: booking.user_id,
      session,
      reason,
      ...(movedTo ? { movedTo } : {}),
      booking: { id: booking.id, had: booking.status as "booked" | "waitlisted" },
    });
  }
  return {
    affected: live.map((booking) => ({
      bookingId: booking.id,
      userId: booking.user_id,
      had: booking.status as "booked" | "waitlisted",
    })),
  };
}

export type Attendance = "attended" | "no-show";

export interface AttendanceMarked {
  /** Null when the booking no longer holds a place in the session (nothing was changed). */
  member: { id: string; name: string | null; email: string | null } | null;
  before: Attendance | null;
  after: Attendance;
}

/** Marks a place in the session as attended or a no-show; only a booking that still holds a place. */
export async function markPlaceAttendance(
  database: Database,
  {
    session,
    bookingId,
    attendance,
    now = clock.now(),
  }: { session: ClassSession; bookingId: string; attendance: Attendance; now?: Date },
  { record }: Pick<SessionWriteHooks<AttendanceMarked>, "record"> = {},
): Promise<AttendanceMarked> {
  return database.writeTransaction(async (trx) => {
    await lockSession(database, trx, session, now);
    const booking = await trx
      .selectFrom("bookings")
      .leftJoin("user", "user.id", "bookings.user_id")
      .select(["bookings.status", "bookings.attendance", "bookings.user_id", "user.name", "user.email"])
      .where("bookings.id", "=", bookingId)
      .where("bookings.session_id", "=", session.id)
      .executeTakeFirst();
    if (booking?.status !== "booked") return { member: null, before: null, after: attendance };
    const member = { id: booking.user_id, name: booking.name, email: booking.email };
    if (booking.attendance === attendance) return { member, before: attendance, after: attendance };
    await trx
      .updateTable("bookings")
      .set({ attendance, updated_at: now.toISOString() })
      .where("id", "=", bookingId)
      .execute();
    if (!bookingRules.noShowUsesCredit) {
      // Where a no-show keeps no credit, a correction to "attended" takes it again.
      if (attendance === "no-show") await returnEntitlement(trx, bookingId, now, "no-show");
      else if (booking.attendance === "no-show") await takeBackReturnedEntitlement(database, trx, bookingId, now);
    }
    const outcome = { member, before: booking.attendance, after: attendance };
    await record?.(trx, outcome);
    return outcome;
  });
}

/**
 * A session's booked places nobody marked become no-shows once it has ended. One
 * conditional UPDATE, safe to run on any number of servers at once and as often as
 * wanted: the server runs it every few minutes, and the staff pages before they show
 * attendance. Marked places are never touched, so staff may still correct one later.
 * Where no-shows keep no credit (the gym's rules), the same transaction gives it back.
 */
export async function recordNoShows(database: Database, now: Date = clock.now()): Promise<number> {
  const stamp = now.toISOString();
  const noShows = (db: Trx) =>
    db
      .updateTable("bookings")
      .set({ attendance: sql<"no-show">`'no-show'`, updated_at: stamp })
      .where("status", "=", "booked")
      .where("attendance", "is", null)
      .where("ends_at", "<=", stamp);
  if (bookingRules.noShowUsesCredit) return Number((await noShows(database.db).executeTakeFirst()).numUpdatedRows);
  return database.writeTransaction(async (trx) => {
    const marked = await noShows(trx).returning("id").execute();
    for (const { id } of marked) await returnEntitlement(trx, id, now, "no-show");
    return marked.length;
  });
}

/** Runs `recordNoShows` every few minutes until the returned function is called. */
export function scheduleNoShowRecording(database: Database, everyMs = 5 * 60 * 1000): StopRepeating {
  return repeatEvery(everyMs, "Recording no-shows", () => recordNoShows(database));
}
