import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { bookingRules } from "#app/content/booking-rules.ts";
import { type ClassSession, findSession } from "#app/features/timetable/sessions.server.ts";
import { type Database, forUpdate, type Tables } from "#app/platform/data/database.server.ts";
import type { BookingStatus } from "#app/platform/data/tables.ts";
import { BookingRefused } from "./errors.ts";
import { bookingPhase, bookingWindow } from "./rules.ts";

/**
 * Booking a place, joining and leaving a waitlist, cancelling, promotion. Every decision is
 * taken inside one write transaction that first locks the session's row (and, on
 * PostgreSQL, the members' rows it depends on), so any number of requests on any number of
 * servers see one consistent order. Behind that, the database itself refuses a session over
 * capacity (CHECK) and a member's second live booking of a session (unique index).
 *
 * Lock order: session rows first (sorted by id when several), then member rows. Promotion
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
  | { kind: "cancelled"; userId: string; session: ClassSession; late: boolean }
  /** Staff cancelled the session (features/staff): the member's place or waitlist place went with it. */
  | { kind: "session-cancelled"; userId: string; session: ClassSession; reason: string };

export type BookingNotifier = (trx: Kysely<Tables>, change: BookingChange) => Promise<void>;

export const nobodyToTell: BookingNotifier = async () => {};

/** Who the waitlist may move up: with REQUIRE_EMAIL_VERIFICATION, only members who confirmed their address. */
export interface PromotionPolicy {
  requireVerifiedEmail: boolean;
}

export const anyWaitingMember: PromotionPolicy = { requireVerifiedEmail: false };

export interface Cancellation {
  bookingId: string;
  session: ClassSession;
  status: "cancelled" | "late-cancelled" | "left-waitlist";
  promoted: Promotion[];
}

type Transaction = Kysely<Tables>;

const isoNow = (now: Date) => now.toISOString();

function sessionOrRefuse(sessionId: string): ClassSession {
  const session = findSession(sessionId);
  if (!session) throw new BookingRefused("SESSION_NOT_FOUND");
  return session;
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

async function upcomingBookedCount(trx: Transaction, userId: string, now: Date, exceptSessionId?: string) {
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

async function overlapsLiveBooking(trx: Transaction, userId: string, session: ClassSession, exceptSessionId?: string) {
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

async function hasVerifiedEmail(trx: Transaction, userId: string): Promise<boolean> {
  const row = await trx.selectFrom("user").select("emailVerified").where("id", "=", userId).executeTakeFirst();
  // SQLite keeps booleans as 0/1.
  return row ? row.emailVerified === true || Number(row.emailVerified) === 1 : false;
}

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
 * A member asks for a place: booked while there is one, else the next place on the
 * waitlist. Refused (BookingRefused) outside the booking window, for a cancelled session,
 * a second booking of the same session, an overlapping one, or past the member's limit.
 */
export async function bookSession(
  database: Database,
  { userId, sessionId, now = new Date() }: { userId: string; sessionId: string; now?: Date },
  notify: BookingNotifier = nobodyToTell,
): Promise<NewBooking & { session: ClassSession }> {
  const session = sessionOrRefuse(sessionId);
  const phase = bookingPhase(bookingWindow(session.startsAtUtc), now.getTime());
  if (phase === "not-open") throw new BookingRefused("BOOKING_NOT_OPEN");
  if (phase === "started") throw new BookingRefused("BOOKING_CLOSED");

  const booking = await database.writeTransaction(async (trx) => {
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

    const placeFree = row.booked_count < row.capacity;
    if (placeFree && (await upcomingBookedCount(trx, userId, now)) >= bookingRules.maxUpcomingBookings) {
      throw new BookingRefused("BOOKING_LIMIT_REACHED");
    }
    const status = placeFree ? "booked" : "waitlisted";
    const counters = await trx
      .updateTable("class_sessions")
      .set({
        last_seq: sql<number>`last_seq + 1`,
        booked_count: placeFree ? sql<number>`booked_count + 1` : sql<number>`booked_count`,
      })
      .where("id", "=", session.id)
      .returning("last_seq")
      .executeTakeFirstOrThrow();
    const seq = Number(counters.last_seq);
    const id = randomUUID();
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
    return result;
  });
  return { ...booking, session };
}

/**
 * Gives free places to the waitlist, first come first served, skipping (and keeping in line)
 * a member whom the place would put over the booking limit or into two classes at once, or
 * who could not book it themselves now (an unconfirmed address where the gym requires one).
 * Runs inside the caller's transaction, which holds the session's lock.
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
    if ((await upcomingBookedCount(trx, candidate.user_id, now, session.id)) >= bookingRules.maxUpcomingBookings)
      continue;
    if (await overlapsLiveBooking(trx, candidate.user_id, session, session.id)) continue;
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

/**
 * A member gives up a place or leaves a waitlist. Someone else's booking is "not found",
 * never "forbidden": its existence is not revealed.
 */
export async function cancelBooking(
  database: Database,
  { userId, bookingId, now = new Date() }: { userId: string; bookingId: string; now?: Date },
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
  now: Date = new Date(),
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
