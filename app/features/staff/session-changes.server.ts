import { sql } from "kysely";
import { bookingRules } from "#app/content/booking-rules.ts";
import { formatClockTime } from "#app/content/clock.ts";
import {
  anyWaitingMember,
  type BookingNotifier,
  LIVE_STATUSES,
  lockMember,
  lockSession,
  nobodyToTell,
  type Promotion,
  type PromotionPolicy,
  promoteFromWaitlist,
} from "#app/features/booking/bookings.server.ts";
import { bookingWindow } from "#app/features/booking/rules.ts";
import { type ClassSession, dayLabel, findSession, localTimeLabel } from "#app/features/timetable/sessions.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import type { BookingStatus } from "#app/platform/data/tables.ts";
import { type AuditActor, recordStaffAction } from "./audit.server.ts";
import { StaffRefused } from "./errors.ts";
import { STAFF_LIMITS } from "./limits.ts";

/**
 * What staff change about a session: its capacity, its cancellation, who came. Each change
 * runs in one write transaction that first locks the session's row, exactly as booking
 * does (session row first, then member rows sorted by id), so a staff change and any
 * number of members booking at the same moment see one order; its audit entry, and the
 * e-mail it owes members (through `notify`, as booking does), are written in the same
 * transaction.
 */

/** "Yoga, Tuesday 24 November 10:00am": a session as the audit log and the messages name it. */
export function sessionLabel(session: ClassSession): string {
  return `${session.className}, ${dayLabel(session.localDate)} ${formatClockTime(session.start)}`;
}

export function sessionOrRefuse(sessionId: string): ClassSession {
  const session = findSession(sessionId);
  if (!session) throw new StaffRefused("SESSION_NOT_FOUND", "There is no such session on the timetable.");
  return session;
}

function refuseIfClosed(row: { cancelled_at: string | null }, session: ClassSession, now: Date) {
  if (row.cancelled_at) throw new StaffRefused("SESSION_CANCELLED", `${sessionLabel(session)} is already cancelled.`);
  if (now.getTime() >= bookingWindow(session.startsAtUtc).startsAt) {
    throw new StaffRefused("SESSION_STARTED", `${sessionLabel(session)} has started: it can no longer be changed.`);
  }
}

export interface CapacityChange {
  session: ClassSession;
  before: number;
  after: number;
  promoted: Promotion[];
  /** The raise came too late for the waitlist (the rules stop promotion before the start): the places stay open for booking. */
  promotionClosed: boolean;
}

/**
 * Sets a session's places. A raise promotes from the waitlist at once, first come first
 * served and by the same rules as a cancellation does; lowering below the places already
 * booked is refused (the database's CHECK would refuse it too).
 */
export async function changeCapacity(
  database: Database,
  {
    sessionId,
    capacity,
    actor,
    now = new Date(),
  }: { sessionId: string; capacity: number; actor: AuditActor; now?: Date },
  notify: BookingNotifier = nobodyToTell,
  policy: PromotionPolicy = anyWaitingMember,
): Promise<CapacityChange> {
  const session = sessionOrRefuse(sessionId);
  if (!Number.isInteger(capacity) || capacity < 1 || capacity > STAFF_LIMITS.capacityMax) {
    throw new StaffRefused(
      "INVALID_INPUT",
      `The capacity must be a whole number from 1 to ${STAFF_LIMITS.capacityMax}.`,
    );
  }
  return database.writeTransaction(async (trx) => {
    const row = await lockSession(database, trx, session, now);
    refuseIfClosed(row, session, now);
    if (capacity < row.booked_count) {
      throw new StaffRefused(
        "CAPACITY_BELOW_BOOKED",
        `${row.booked_count} places are booked, so the capacity cannot be lower than ${row.booked_count}.`,
      );
    }
    const promotionClosed = now.getTime() >= bookingWindow(session.startsAtUtc).promotionEndsAt;
    if (capacity === row.capacity)
      return { session, before: row.capacity, after: capacity, promoted: [], promotionClosed };
    await trx.updateTable("class_sessions").set({ capacity }).where("id", "=", session.id).execute();
    const promoted =
      capacity > row.capacity ? await promoteFromWaitlist(database, trx, session, now, notify, policy) : [];
    await recordStaffAction(
      trx,
      {
        actor,
        action: "session.capacity-changed",
        subject: { type: "session", id: session.id, label: sessionLabel(session) },
        before: { capacity: row.capacity, booked: row.booked_count },
        after: { capacity, booked: row.booked_count + promoted.length, promotedFromWaitlist: promoted.length },
      },
      now,
    );
    return { session, before: row.capacity, after: capacity, promoted, promotionClosed };
  });
}

export interface SessionCancellation {
  session: ClassSession;
  reason: string;
  /** Everyone who held a place or a waitlist place, and which. */
  affected: { bookingId: string; userId: string; had: "booked" | "waitlisted" }[];
}

/** Control, line-separator and direction-override characters: a reason is one line of plain text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these characters are what is removed.
const NOT_PLAIN_TEXT = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;

/** What the public schedule shows after "Cancelled: ". */
export function cleanReason(reason: string): string {
  return reason.replace(NOT_PLAIN_TEXT, " ").replace(/\s+/g, " ").trim();
}

/**
 * Cancels a session: every booked and waitlisted member's booking becomes
 * `session-cancelled`, and the public schedule shows "Cancelled: reason". Each of them is
 * told through `notify` in the same transaction, so nobody loses a place unannounced.
 */
export async function cancelSession(
  database: Database,
  { sessionId, reason, actor, now = new Date() }: { sessionId: string; reason: string; actor: AuditActor; now?: Date },
  notify: BookingNotifier = nobodyToTell,
): Promise<SessionCancellation> {
  const session = sessionOrRefuse(sessionId);
  const text = cleanReason(reason);
  if (text.length < STAFF_LIMITS.reasonMin || text.length > STAFF_LIMITS.reasonMax) {
    throw new StaffRefused(
      "INVALID_INPUT",
      `Give a reason of ${STAFF_LIMITS.reasonMin} to ${STAFF_LIMITS.reasonMax} characters: members read it on the schedule.`,
    );
  }
  return database.writeTransaction(async (trx) => {
    const row = await lockSession(database, trx, session, now);
    refuseIfClosed(row, session, now);
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
    await trx
      .updateTable("class_sessions")
      .set({ cancelled_at: stamp, cancel_reason: text, booked_count: 0 })
      .where("id", "=", session.id)
      .execute();
    for (const booking of live) {
      await notify(trx, { kind: "session-cancelled", userId: booking.user_id, session, reason: text });
    }
    const booked = live.filter((booking) => booking.status === "booked").length;
    await recordStaffAction(
      trx,
      {
        actor,
        action: "session.cancelled",
        subject: { type: "session", id: session.id, label: sessionLabel(session) },
        before: { cancelled: false, booked, waitlisted: live.length - booked },
        after: { cancelled: true, reason: text, booked: 0, waitlisted: 0 },
      },
      now,
    );
    return {
      session,
      reason: text,
      affected: live.map((booking) => ({
        bookingId: booking.id,
        userId: booking.user_id,
        had: booking.status as "booked" | "waitlisted",
      })),
    };
  });
}

export type Attendance = "attended" | "no-show";

/** From when staff may check members in to a session. */
export function checkInOpensAt(session: ClassSession): number {
  return Date.parse(session.startsAtUtc) - bookingRules.checkInOpensMinutesBefore * 60_000;
}

/**
 * Marks a booked member as attended or a no-show: from shortly before the start, and any
 * time after to correct it. Only a booking that still holds a place can be marked.
 */
export async function markAttendance(
  database: Database,
  {
    sessionId,
    bookingId,
    attendance,
    actor,
    now = new Date(),
  }: { sessionId: string; bookingId: string; attendance: Attendance; actor: AuditActor; now?: Date },
): Promise<{ session: ClassSession; memberName: string; before: Attendance | null; after: Attendance }> {
  const session = sessionOrRefuse(sessionId);
  const opensAt = checkInOpensAt(session);
  if (now.getTime() < opensAt) {
    throw new StaffRefused("CHECK_IN_NOT_OPEN", `Check-in for this session opens at ${localTimeLabel(opensAt)}.`);
  }
  return database.writeTransaction(async (trx) => {
    await lockSession(database, trx, session, now);
    const booking = await trx
      .selectFrom("bookings")
      .leftJoin("user", "user.id", "bookings.user_id")
      .select(["bookings.status", "bookings.attendance", "user.name", "user.email"])
      .where("bookings.id", "=", bookingId)
      .where("bookings.session_id", "=", session.id)
      .executeTakeFirst();
    if (booking?.status !== "booked") {
      throw new StaffRefused("BOOKING_NOT_ON_ROSTER", "That member no longer holds a place in this session.");
    }
    const memberName = booking.name || booking.email || "The member";
    if (booking.attendance === attendance) return { session, memberName, before: attendance, after: attendance };
    await trx
      .updateTable("bookings")
      .set({ attendance, updated_at: now.toISOString() })
      .where("id", "=", bookingId)
      .execute();
    await recordStaffAction(
      trx,
      {
        actor,
        action: "attendance.marked",
        subject: {
          type: "booking",
          id: bookingId,
          label: `${booking.email ?? "deleted account"} at ${sessionLabel(session)}`,
        },
        before: { attendance: booking.attendance },
        after: { attendance },
      },
      now,
    );
    return { session, memberName, before: booking.attendance, after: attendance };
  });
}

/**
 * A session's booked places nobody marked become no-shows once it has ended. One
 * conditional UPDATE, safe to run on any number of servers at once and as often as
 * wanted: the server runs it every few minutes, and the staff pages before they show
 * attendance. Marked places are never touched, so staff may still correct one later.
 */
export async function recordNoShows(database: Database, now: Date = new Date()): Promise<number> {
  const stamp = now.toISOString();
  const result = await database.db
    .updateTable("bookings")
    .set({ attendance: sql<"no-show">`'no-show'`, updated_at: stamp })
    .where("status", "=", "booked")
    .where("attendance", "is", null)
    .where("ends_at", "<=", stamp)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Runs `recordNoShows` every few minutes until the returned function is called. */
export function scheduleNoShowRecording(database: Database, everyMs = 5 * 60 * 1000): () => void {
  const timer = setInterval(() => {
    recordNoShows(database).catch((error: unknown) => {
      console.warn(`Recording no-shows failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
