import { bookingRules } from "#app/content/booking-rules.ts";
import { formatClockTime } from "#app/content/clock.ts";
import {
  anyWaitingMember,
  type BookingNotifier,
  nobodyToTell,
  type Promotion,
  type PromotionPolicy,
} from "#app/features/booking/booking-rows.server.ts";
import { bookingWindow } from "#app/features/booking/rules.ts";
import {
  type Attendance,
  cancelWholeSession,
  type LockedSession,
  markPlaceAttendance,
  setSessionCapacity,
} from "#app/features/booking/session-changes.server.ts";
import { type ClassSession, dayLabel, findSession, localTimeLabel } from "#app/features/timetable/sessions.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { type AuditActor, recordStaffAction } from "./audit.server.ts";
import { deskReason } from "./desk-reason.ts";
import { StaffRefused } from "./errors.ts";
import { STAFF_LIMITS } from "./limits.ts";

/**
 * What staff change about a session: its capacity, its cancellation, who came. The desk
 * checks the request and says what is wrong in its own words; booking makes the change
 * (booking/session-changes.server.ts: one write transaction behind the session's row, the
 * e-mail members are owed queued in it), and the audit entry is written in the same
 * transaction through booking's `record` hook.
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

function refuseIfClosed(row: Pick<LockedSession, "cancelled_at">, session: ClassSession, now: Date) {
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
    now = clock.now(),
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
  const promotionClosed = now.getTime() >= bookingWindow(session.startsAtUtc).promotionEndsAt;
  const change = await setSessionCapacity(
    database,
    { session, capacity, now },
    {
      notify,
      policy,
      check: (row) => {
        refuseIfClosed(row, session, now);
        if (capacity < row.booked_count) {
          throw new StaffRefused(
            "CAPACITY_BELOW_BOOKED",
            `${row.booked_count} places are booked, so the capacity cannot be lower than ${row.booked_count}.`,
          );
        }
      },
      record: (trx, outcome) =>
        recordStaffAction(
          trx,
          {
            actor,
            action: "session.capacity-changed",
            subject: { type: "session", id: session.id, label: sessionLabel(session) },
            before: { capacity: outcome.before, booked: outcome.bookedBefore },
            after: {
              capacity,
              booked: outcome.bookedBefore + outcome.promoted.length,
              promotedFromWaitlist: outcome.promoted.length,
            },
          },
          now,
        ),
    },
  );
  return { session, before: change.before, after: change.after, promoted: change.promoted, promotionClosed };
}

export interface SessionCancellation {
  session: ClassSession;
  reason: string;
  /** Everyone who held a place or a waitlist place, and which. */
  affected: { bookingId: string; userId: string; had: "booked" | "waitlisted" }[];
}

/**
 * Cancels a session: every booked and waitlisted member's booking becomes
 * `session-cancelled`, and the public schedule shows "Cancelled: reason". Each of them is
 * told through `notify` in the same transaction, so nobody loses a place unannounced.
 */
export async function cancelSession(
  database: Database,
  { sessionId, reason, actor, now = clock.now() }: { sessionId: string; reason: string; actor: AuditActor; now?: Date },
  notify: BookingNotifier = nobodyToTell,
): Promise<SessionCancellation> {
  const session = sessionOrRefuse(sessionId);
  // What the public schedule shows after "Cancelled: ": one line of plain text.
  const text = deskReason(
    reason,
    `Give a reason of ${STAFF_LIMITS.reasonMin} to ${STAFF_LIMITS.reasonMax} characters: members read it on the schedule.`,
  );
  const { affected } = await cancelWholeSession(
    database,
    { session, reason: text, now },
    {
      notify,
      check: (row) => refuseIfClosed(row, session, now),
      record: (trx, outcome) => {
        const booked = outcome.affected.filter((booking) => booking.had === "booked").length;
        return recordStaffAction(
          trx,
          {
            actor,
            action: "session.cancelled",
            subject: { type: "session", id: session.id, label: sessionLabel(session) },
            before: { cancelled: false, booked, waitlisted: outcome.affected.length - booked },
            after: { cancelled: true, reason: text, booked: 0, waitlisted: 0 },
          },
          now,
        );
      },
    },
  );
  return { session, reason: text, affected };
}

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
    now = clock.now(),
  }: { sessionId: string; bookingId: string; attendance: Attendance; actor: AuditActor; now?: Date },
): Promise<{ session: ClassSession; memberName: string; before: Attendance | null; after: Attendance }> {
  const session = sessionOrRefuse(sessionId);
  const opensAt = checkInOpensAt(session);
  if (now.getTime() < opensAt) {
    throw new StaffRefused("CHECK_IN_NOT_OPEN", `Check-in for this session opens at ${localTimeLabel(opensAt)}.`);
  }
  const marked = await markPlaceAttendance(
    database,
    { session, bookingId, attendance, now },
    {
      record: (trx, outcome) =>
        recordStaffAction(
          trx,
          {
            actor,
            action: "attendance.marked",
            subject: {
              type: "booking",
              id: bookingId,
              label: `${outcome.member?.email ?? "deleted account"} at ${sessionLabel(session)}`,
              ...(outcome.member ? { person: outcome.member.id } : {}),
            },
            before: { attendance: outcome.before },
            after: { attendance },
          },
          now,
        ),
    },
  );
  if (!marked.member) {
    throw new StaffRefused("BOOKING_NOT_ON_ROSTER", "That member no longer holds a place in this session.");
  }
  const memberName = marked.member.name || marked.member.email || "The member";
  return { session, memberName, before: marked.before, after: marked.after };
}
