import type { ClassSession } from "#app/features/timetable/sessions.server.ts";
import { type Database, forUpdate } from "#app/platform/data/database.server.ts";
import { type BookingNotifier, isoNow, LIVE_STATUSES, lockSession, type Transaction } from "./booking-rows.server.ts";
import { cancelLiveBookings } from "./session-changes.server.ts";

/**
 * What a timetable edit (app/features/timetable/) does to sessions that already have a row,
 * done here because booking owns every booking and session row (decision 0042). Called
 * inside the edit's own transaction, after it locked the schedule's version row, so a
 * booking on another server waits for it (booking-rows.server.ts, lock order).
 */
export interface TimetableSessionChange {
  /** The session as it was. */
  before: ClassSession;
  /** As it is after the edit; undefined when the edit took it off the timetable. */
  after: ClassSession | undefined;
  /** What members are told when their booking goes: "Moved to …", "Closed: …". */
  reason: string;
  /** The class's new time, offered to members whose booking a move cancelled. */
  movedTo?: ClassSession;
}

export interface TimetableChangesApplied {
  /** Bookings and waitlist places cancelled (each member e-mailed). */
  cancelled: number;
  /** Members told that another trainer teaches their class. */
  toldOfNewTrainer: number;
}

/** Rows of sessions that have not started, and how many live bookings each holds: what an edit may touch. */
export async function upcomingSessionRows(
  trx: Transaction,
  now: Date,
): Promise<{ id: string; cancelled: boolean; live: number }[]> {
  const rows = await trx
    .selectFrom("class_sessions")
    .leftJoin("bookings", (join) =>
      join.onRef("bookings.session_id", "=", "class_sessions.id").on("bookings.status", "in", LIVE_STATUSES),
    )
    .select((eb) => [
      "class_sessions.id",
      "class_sessions.cancelled_at",
      eb.fn.count<number | string>("bookings.id").as("live"),
    ])
    .where("class_sessions.starts_at", ">", isoNow(now))
    .groupBy(["class_sessions.id", "class_sessions.cancelled_at"])
    .execute();
  return rows.map((row) => ({ id: row.id, cancelled: row.cancelled_at !== null, live: Number(row.live) }));
}

const sameTimes = (a: ClassSession, b: ClassSession) => a.startsAtUtc === b.startsAtUtc && a.endsAtUtc === b.endsAtUtc;

/**
 * For each changed session, in the order of their ids (the lock order): taken off the
 * timetable → its live bookings are cancelled (each member told, and offered the new time
 * when the class moved) and its row is cancelled; kept with other times → the same, and the
 * row opens again at the new times, so members may book it afresh; another trainer → the
 * booked and waiting members are told, their places kept.
 */
export async function applyTimetableChanges(
  database: Database,
  trx: Transaction,
  changes: TimetableSessionChange[],
  { now, notify }: { now: Date; notify: BookingNotifier },
): Promise<TimetableChangesApplied> {
  const applied: TimetableChangesApplied = { cancelled: 0, toldOfNewTrainer: 0 };
  for (const change of [...changes].sort((a, b) => a.before.id.localeCompare(b.before.id))) {
    const { before, after, reason } = change;
    await lockSession(database, trx, before, now);
    if (!after || !sameTimes(before, after)) {
      const { affected } = await cancelLiveBookings(
        database,
        trx,
        { session: before, reason, now, ...(change.movedTo ? { movedTo: change.movedTo } : {}) },
        notify,
      );
      applied.cancelled += affected.length;
      await trx
        .updateTable("class_sessions")
        .set(
          after
            ? { starts_at: after.startsAtUtc, ends_at: after.endsAtUtc, capacity: after.capacity }
            : { cancelled_at: isoNow(now), cancel_reason: reason, moved_to: change.movedTo?.id ?? null },
        )
        .where("id", "=", before.id)
        .execute();
    } else if (after.trainerId !== before.trainerId) {
      const live = await trx
        .selectFrom("bookings")
        .select("user_id")
        .where("session_id", "=", before.id)
        .where("status", "in", LIVE_STATUSES)
        .orderBy("seq")
        .execute();
      for (const { user_id } of live) {
        await notify(trx, {
          kind: "trainer-changed",
          userId: user_id,
          session: after,
          previousTrainer: before.trainer,
        });
      }
      applied.toldOfNewTrainer += live.length;
    }
  }
  return applied;
}

/**
 * A closure: each session of the closed days that has not started is cancelled through the
 * same path as a staff cancellation (its row made if nobody had booked it yet), members
 * told why; sessions already cancelled are left as they are.
 */
export async function cancelForClosure(
  database: Database,
  trx: Transaction,
  sessions: ClassSession[],
  { reason, now, notify }: { reason: string; now: Date; notify: BookingNotifier },
): Promise<number> {
  let cancelled = 0;
  for (const session of [...sessions].sort((a, b) => a.id.localeCompare(b.id))) {
    if (Date.parse(session.startsAtUtc) <= now.getTime()) continue;
    const row = await lockSession(database, trx, session, now);
    if (row.cancelled_at) continue;
    const { affected } = await cancelLiveBookings(database, trx, { session, reason, now }, notify);
    cancelled += affected.length;
    await trx
      .updateTable("class_sessions")
      .set({ cancelled_at: isoNow(now), cancel_reason: reason })
      .where("id", "=", session.id)
      .execute();
  }
  return cancelled;
}

/**
 * A closure taken back: each of these sessions (its days', not begun) whose row the closure
 * cancelled opens again at its times, so members may book it afresh. The closure's
 * cancellations are known by their moment and reason (cancelForClosure stamps the rows with
 * the moment the closure was made, its `createdAt`); a session cancelled on its own before
 * stays cancelled (`keptCancelled`). The bookings stay `session-cancelled`: their members
 * were told, and what paid for each place went back to them.
 */
export async function reopenAfterClosure(
  database: Database,
  trx: Transaction,
  sessions: ClassSession[],
  { closure }: { closure: { reason: string; at: string } },
): Promise<{ keptCancelled: number; bookingsLeftCancelled: number }> {
  if (sessions.length === 0) return { keptCancelled: 0, bookingsLeftCancelled: 0 };
  const byId = new Map(sessions.map((session) => [session.id, session]));
  // In the order of their ids: the lock order of session rows.
  const rows = await forUpdate(
    database,
    trx
      .selectFrom("class_sessions")
      .select(["id", "cancelled_at", "cancel_reason"])
      .where("id", "in", [...byId.keys()])
      .orderBy("id"),
  ).execute();
  const cancelled = rows.filter((row) => row.cancelled_at !== null);
  const closed = cancelled
    .filter((row) => row.cancelled_at === closure.at && row.cancel_reason === closure.reason)
    .map((row) => row.id);
  const keptCancelled = cancelled.length - closed.length;
  for (const id of closed) {
    const session = byId.get(id);
    if (!session) continue;
    // An edit that kept the session but changed its end left the cancelled row's times as they were.
    await trx
      .updateTable("class_sessions")
      .set({ cancelled_at: null, cancel_reason: null, starts_at: session.startsAtUtc, ends_at: session.endsAtUtc })
      .where("id", "=", id)
      .execute();
  }
  if (closed.length === 0) return { keptCancelled, bookingsLeftCancelled: 0 };
  const left = await trx
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("session_id", "in", closed)
    .where("status", "=", "session-cancelled")
    .where("cancelled_at", "=", closure.at)
    .executeTakeFirstOrThrow();
  return { keptCancelled, bookingsLeftCancelled: Number(left.count) };
}
