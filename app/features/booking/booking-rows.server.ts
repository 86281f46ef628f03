import type { Kysely } from "kysely";
import { scheduleForWrite } from "#app/features/timetable/schedule-store.server.ts";
import { type ClassSession, findSession } from "#app/features/timetable/sessions.server.ts";
import { type Database, forUpdate, type Tables } from "#app/platform/data/database.server.ts";
import type { BookingStatus } from "#app/platform/data/tables.ts";
import { BookingRefused } from "./errors.ts";

/**
 * What every booking write shares: the rows' shapes, the locks, the rules a place is checked
 * against. The writes themselves: bookings.server.ts (a place or a waitlist place),
 * waitlist.server.ts (promotion), cancellations.server.ts, session-changes.server.ts (the
 * desk's changes to a whole session). Decision 0042. Every decision is
 * taken inside one write transaction that first locks the session's row (and, on
 * PostgreSQL, the members' rows it depends on), so any number of requests on any number of
 * servers see one consistent order. Behind that, the database itself refuses a session over
 * capacity (CHECK) and a member's second live booking of a session (unique index).
 *
 * Lock order: the schedule's lock (a timetable edit alone, bookings checking the session is
 * still on the timetable shared: app/features/timetable/schedule-store.server.ts), then session rows (sorted by id when
 * several), then member rows. Promotion
 * locks waiting members in queue order, so two promotions on different sessions can, rarely,
 * meet two members in opposite orders; PostgreSQL detects that deadlock and
 * `writeTransaction` retries the transaction it aborted.
 */

export const LIVE_STATUSES = ["booked", "waitlisted"] as const satisfies BookingStatus[];

export interface NewBooking {
  id: string;
  sessionId: string;
  status: "booked" | "waitlisted";
  /** Place on the waitlist, 1 = next in line. */
  position?: number;
}

export interface Promotion {
  bookingId: string;
  userId: string;
}

/**
 * What changed for a member, told inside the transaction that changed it, so whatever the
 * change owes them (an e-mail in the outbox) is written exactly when the change is.
 */
export type BookingChange =
  | { kind: "booked"; userId: string; session: ClassSession }
  | { kind: "promoted"; userId: string; session: ClassSession }
  /** A place freed up, but the member first in line had no entitlement: it went to the next. */
  | { kind: "skipped-no-entitlement"; userId: string; session: ClassSession }
  | { kind: "cancelled"; userId: string; session: ClassSession; late: boolean }
  /** The gym refunded what paid for the place and cancelled it with the refund (features/refunds). */
  | { kind: "refund-cancelled"; userId: string; session: ClassSession }
  /**
   * Staff cancelled the session (features/staff), or a timetable edit took it off or moved
   * it (`movedTo`: the new time to offer): the member's place or waitlist place went with it.
   */
  | {
      kind: "session-cancelled";
      userId: string;
      session: ClassSession;
      reason: string;
      movedTo?: ClassSession;
      /** The booking that went: what it held (a place's entitlement came back), to offer the new time for it. */
      booking?: { id: string; had: "booked" | "waitlisted" };
    }
  /** Another trainer teaches the session (cover, a timetable edit): the place is kept. */
  | { kind: "trainer-changed"; userId: string; session: ClassSession; previousTrainer: string };

export type BookingNotifier = (trx: Kysely<Tables>, change: BookingChange) => Promise<void>;

export const nobodyToTell: BookingNotifier = async () => {};

/**
 * Who the waitlist may move up besides the rules of a booking: with REQUIRE_EMAIL_VERIFICATION,
 * only members who confirmed their address; `mayBePromoted`, what other features decide (a
 * member suspended by the no-show policy may not book, so is not promoted either). A member
 * it refuses keeps their place in line.
 */
export interface PromotionPolicy {
  requireVerifiedEmail: boolean;
  mayBePromoted?: (trx: Kysely<Tables>, userId: string, now: Date) => Promise<boolean>;
}

export const anyWaitingMember: PromotionPolicy = { requireVerifiedEmail: false };

export type Transaction = Kysely<Tables>;

export const isoNow = (now: Date) => now.toISOString();

export function sessionOrRefuse(sessionId: string): ClassSession {
  const session = findSession(sessionId);
  if (!session) throw new BookingRefused("SESSION_NOT_FOUND");
  return session;
}

/**
 * The session as the schedule has it at this moment of the write transaction, whatever this
 * server's snapshot says (an edit on another server may have just removed it, or closed its
 * day): refused when it is no longer on the timetable, or the gym is closed. Called before
 * the session's row is locked (the schedule's lock comes first in the lock order).
 */
export async function sessionOnScheduleOrRefuse(
  database: Database,
  trx: Transaction,
  session: ClassSession,
): Promise<ClassSession> {
  const current = findSession(session.id, await scheduleForWrite(database, trx));
  if (!current) throw new BookingRefused("SESSION_NOT_FOUND");
  if (current.closure) throw new BookingRefused("SESSION_CANCELLED");
  return current;
}

/** A session's row as it starts: the timetable's places, nobody booked, not cancelled. */
export function newSessionRow(session: ClassSession, now: Date) {
  return {
    id: session.id,
    class_slug: session.classSlug,
    starts_at: session.startsAtUtc,
    ends_at: session.endsAtUtc,
    capacity: session.capacity,
    booked_count: 0,
    last_seq: 0,
    cancelled_at: null,
    cancel_reason: null,
    created_at: isoNow(now),
  };
}

/** Creates the session's row on first use, then locks it for the rest of the transaction. */
export async function lockSession(database: Database, trx: Transaction, session: ClassSession, now: Date) {
  await trx
    .insertInto("class_sessions")
    .values(newSessionRow(session, now))
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();
  const row = await forUpdate(
    database,
    trx.selectFrom("class_sessions").selectAll().where("id", "=", session.id),
  ).executeTakeFirstOrThrow();
  return { ...row, capacity: Number(row.capacity), booked_count: Number(row.booked_count) };
}

export async function lockMember(database: Database, trx: Transaction, userId: string): Promise<boolean> {
  const member = await forUpdate(
    database,
    trx.selectFrom("user").select("id").where("id", "=", userId),
  ).executeTakeFirst();
  return member !== undefined;
}

export async function upcomingBookedCount(trx: Transaction, userId: string, now: Date, exceptSessionId?: string) {
  let query = trx
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("user_id", "=", userId)
    .where("status", "=", "booked")
    .where("starts_at", ">", isoNow(now));
  if (exceptSessionId) query = query.where("session_id", "!=", exceptSessionId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function overlapsLiveBooking(
  trx: Transaction,
  userId: string,
  session: ClassSession,
  exceptSessionId?: string,
) {
  let query = trx
    .selectFrom("bookings")
    .select("id")
    .where("user_id", "=", userId)
    .where("status", "in", LIVE_STATUSES)
    .where("starts_at", "<", session.endsAtUtc)
    .where("ends_at", ">", session.startsAtUtc);
  if (exceptSessionId) query = query.where("session_id", "!=", exceptSessionId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function hasVerifiedEmail(trx: Transaction, userId: string): Promise<boolean> {
  const row = await trx.selectFrom("user").select("emailVerified").where("id", "=", userId).executeTakeFirst();
  // SQLite keeps booleans as 0/1.
  return row ? row.emailVerified === true || Number(row.emailVerified) === 1 : false;
}
