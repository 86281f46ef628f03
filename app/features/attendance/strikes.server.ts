import type { Kysely } from "kysely";
import { type AttendancePolicy, attendancePolicy } from "#app/content/attendance-policy.ts";
import { formatTimeRange } from "#app/content/clock.ts";
import { type AuditActor, recordStaffAction } from "#app/features/staff/audit.server.ts";
import { StaffRefused } from "#app/features/staff/errors.ts";
import { dayLabel, findSession } from "#app/features/timetable/sessions.server.ts";
import type { Database, Tables } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";

/**
 * The no-show and late-cancellation policy (app/content/attendance-policy.ts). Strikes are
 * read from the bookings as they are, never copied: a no-show the desk corrects to
 * "attended" stops counting, as does a strike staff forgave (forgiven_strikes). A member
 * is suspended until `suspendDays` after the strike that made `strikes` within
 * `withinDays`; forgiving a strike can lift it.
 */

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

export interface Strike {
  bookingId: string;
  kind: "no-show" | "late-cancellation";
  /** When it happened: the class's end for a no-show, the cancellation for a late one. */
  at: string;
  /** "Yoga, Monday 30 November, 9:00am-10:00am" */
  label: string;
}

type Db = Kysely<Tables>;

function labelOf(sessionId: string): string {
  const session = findSession(sessionId);
  return session
    ? `${session.className}, ${dayLabel(session.localDate)}, ${formatTimeRange(session.start, session.end)}`
    : sessionId;
}

/** The member's strikes since `since`, not forgiven, oldest first. */
export async function strikesSince(
  db: Db,
  userId: string,
  since: Date,
  now: Date,
  policy: AttendancePolicy = attendancePolicy,
): Promise<Strike[]> {
  const lastCounted = new Date(now.getTime() - policy.noShowGraceMinutes * MINUTE).toISOString();
  const rows = await db
    .selectFrom("bookings")
    .leftJoin("forgiven_strikes", "forgiven_strikes.booking_id", "bookings.id")
    .select(["bookings.id", "bookings.session_id", "bookings.status", "bookings.ends_at", "bookings.cancelled_at"])
    .where("bookings.user_id", "=", userId)
    .where("forgiven_strikes.booking_id", "is", null)
    .where((eb) =>
      eb.or([
        eb.and([
          eb("bookings.status", "=", "booked"),
          eb("bookings.attendance", "=", "no-show"),
          eb("bookings.ends_at", ">", since.toISOString()),
          eb("bookings.ends_at", "<=", lastCounted),
        ]),
        eb.and([
          eb("bookings.status", "=", "late-cancelled"),
          eb("bookings.cancelled_at", ">", since.toISOString()),
          eb("bookings.cancelled_at", "<=", now.toISOString()),
        ]),
      ]),
    )
    .execute();
  return rows
    .map(
      (row): Strike => ({
        bookingId: row.id,
        kind: row.status === "late-cancelled" ? "late-cancellation" : "no-show",
        at: row.status === "late-cancelled" ? (row.cancelled_at ?? row.ends_at) : row.ends_at,
        label: labelOf(row.session_id),
      }),
    )
    .sort((a, b) => a.at.localeCompare(b.at));
}

/** Until when strikes (oldest first) suspend booking at `now`; null when they do not. */
export function suspensionUntil(
  strikes: Strike[],
  now: Date,
  policy: AttendancePolicy = attendancePolicy,
): Date | null {
  if (!policy.enabled) return null;
  let until = 0;
  strikes.forEach((strike, index) => {
    const at = Date.parse(strike.at);
    const within = strikes
      .slice(0, index + 1)
      .filter((earlier) => Date.parse(earlier.at) > at - policy.withinDays * DAY);
    if (within.length >= policy.strikes) until = Math.max(until, at + policy.suspendDays * DAY);
  });
  return until > now.getTime() ? new Date(until) : null;
}

/** The member's standing: strikes within the policy's window, and the suspension if any. */
export async function memberStanding(db: Db, userId: string, now: Date, policy: AttendancePolicy = attendancePolicy) {
  // A suspension can come from strikes up to withinDays + suspendDays ago.
  const since = new Date(now.getTime() - (policy.withinDays + policy.suspendDays) * DAY);
  const strikes = await strikesSince(db, userId, since, now, policy);
  const windowStart = now.getTime() - policy.withinDays * DAY;
  return {
    recent: strikes.filter((strike) => Date.parse(strike.at) > windowStart),
    suspendedUntil: suspensionUntil(strikes, now, policy),
  };
}

/** Staff forgive one strike: it stops counting. Recorded in the audit log in the same transaction. */
export async function forgiveStrike(
  database: Database,
  { memberId, bookingId, actor }: { memberId: string; bookingId: string; actor: AuditActor },
  now: Date = clock.now(),
): Promise<Strike> {
  return database.writeTransaction(async (trx) => {
    const strikes = await strikesSince(trx, memberId, new Date(0), now);
    const strike = strikes.find((candidate) => candidate.bookingId === bookingId);
    if (!strike) throw new StaffRefused("INVALID_INPUT", "That strike is not on this member's record any more.");
    const inserted = await trx
      .insertInto("forgiven_strikes")
      .values({ booking_id: bookingId, user_id: memberId, forgiven_by: actor.label, forgiven_at: now.toISOString() })
      .onConflict((conflict) => conflict.column("booking_id").doNothing())
      .returning("booking_id")
      .executeTakeFirst();
    if (!inserted) throw new StaffRefused("INVALID_INPUT", "That strike is already forgiven.");
    const member = await trx.selectFrom("user").select("email").where("id", "=", memberId).executeTakeFirst();
    await recordStaffAction(
      trx,
      {
        actor,
        action: "attendance.strike-forgiven",
        subject: {
          type: "booking",
          id: bookingId,
          label: `${member?.email ?? "deleted account"} at ${strike.label}`,
          ...(member ? { person: memberId } : {}),
        },
        before: { strike: strike.kind },
        after: { strike: null },
      },
      now,
    );
    return strike;
  });
}
