import { randomUUID } from "node:crypto";
import { nobodyToTell } from "#app/features/booking/booking-rows.server.ts";
import { cancelForClosure, reopenAfterClosure } from "#app/features/booking/timetable-changes.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { toOneLineOfPlainText } from "#app/platform/security/control-characters.ts";
import { refuseBeyondHorizon } from "./planning-horizon.server.ts";
import { type Closure, indexSchedule } from "./schedule.ts";
import { type EditContext, editSchedule } from "./schedule-edit.server.ts";
import { dayLabel, daysBetween, parseLocalDate, sessionsBetween } from "./sessions.server.ts";
import { TimetableRefused } from "./timetable-errors.ts";

/**
 * Closures: days the gym is shut. Adding one cancels their sessions as a staff cancellation
 * would, members told why; removing one (a closure added by mistake) puts the sessions
 * back on the timetable, open to booking, while the bookings it cancelled stay cancelled:
 * their members were told, and what paid for the places was given back (decision 0125).
 */

/** How long one closure may last: a refurbishment, not a year. */
export const MAX_CLOSURE_DAYS = 92;

/** "Monday 30 November", or "Monday 30 November to Tuesday 1 December". */
export const closureDays = (closure: Pick<Closure, "from" | "to">) =>
  closure.from === closure.to ? dayLabel(closure.from) : `${dayLabel(closure.from)} to ${dayLabel(closure.to)}`;

/** "on Wednesday 2 December", or "from Wednesday 2 December to Friday 4 December": a closure in a sentence. */
export const closedWhen = (closure: Pick<Closure, "from" | "to">) =>
  closure.from === closure.to
    ? `on ${dayLabel(closure.from)}`
    : `from ${dayLabel(closure.from)} to ${dayLabel(closure.to)}`;

export function addClosure(
  database: Database,
  input: { from: string; to: string; reason: string },
  context: EditContext,
) {
  return editSchedule(database, context, async (edit) => {
    const from = parseLocalDate(input.from);
    const to = parseLocalDate(input.to);
    if (!from || !to) throw new TimetableRefused("INVALID_INPUT", "Give the first and last closed day as YYYY-MM-DD.");
    if (from.toString() < edit.today.toString()) {
      throw new TimetableRefused("INVALID_INPUT", "A closure starts today or later.");
    }
    const days = daysBetween(from, to) + 1;
    if (days < 1) throw new TimetableRefused("INVALID_INPUT", "The last closed day cannot come before the first.");
    refuseBeyondHorizon(to.toString(), edit.today);
    if (days > MAX_CLOSURE_DAYS) {
      throw new TimetableRefused("INVALID_INPUT", `A closure lasts at most ${MAX_CLOSURE_DAYS} days.`);
    }
    const reason = toOneLineOfPlainText(input.reason);
    if (reason.length < 3 || reason.length > 140) {
      throw new TimetableRefused("INVALID_INPUT", "Give a reason of 3 to 140 characters: members read it.");
    }
    const overlapping = edit.before.closures.find(
      (closure) => closure.from <= to.toString() && from.toString() <= closure.to,
    );
    if (overlapping) {
      throw new TimetableRefused(
        "CLOSURE_OVERLAPS",
        `The gym is already closed ${closedWhen(overlapping)}: ${overlapping.reason}.`,
      );
    }
    const id = randomUUID();
    await edit.trx
      .insertInto("closures")
      .values({ id, from_date: from.toString(), to_date: to.toString(), reason, created_at: edit.now.toISOString() })
      .execute();
    const cancelled = await cancelForClosure(database, edit.trx, sessionsBetween(from, to, edit.before), {
      reason,
      now: edit.now,
      notify: context.notify ?? nobodyToTell,
    });
    return {
      result: { id, cancelledBookings: cancelled },
      audit: {
        action: "timetable.closure-added",
        subject: { type: "closure", id, label: closureDays({ from: from.toString(), to: to.toString() }) },
        before: null,
        after: { from: from.toString(), to: to.toString(), reason },
      },
      cancelled,
    };
  });
}

export interface ClosureRemoved {
  id: string;
  /** "Monday 30 November to Tuesday 1 December" */
  days: string;
  /** Sessions of its days that have not begun: open to booking again (one cancelled on its own stays so). */
  sessionsBack: number;
  /** Bookings and waitlist places the closure cancelled: they stay cancelled. */
  bookingsLeftCancelled: number;
}

/**
 * Takes a closure back, until its first day is over (a day the gym has been closed stays
 * so, and the reports count it closed). A closure has no version: it is never changed,
 * only added and removed, so one that someone else removed meanwhile is simply not found.
 */
export function removeClosure(database: Database, closureId: string, context: EditContext) {
  return editSchedule<ClosureRemoved>(database, context, async (edit) => {
    const closure = edit.before.closures.find((candidate) => candidate.id === closureId);
    if (!closure) {
      throw new TimetableRefused(
        "CLOSURE_NOT_FOUND",
        "That closure is no longer on the timetable: someone may have removed it since you opened the page. Nothing was changed.",
      );
    }
    if (closure.from < edit.today.toString()) {
      throw new TimetableRefused(
        "CLOSURE_BEGUN",
        `The gym has been closed since ${dayLabel(closure.from)}: days it has been closed stay so, so this closure can no longer be removed.`,
      );
    }
    await edit.trx.deleteFrom("closures").where("id", "=", closure.id).execute();
    const after = indexSchedule({
      ...edit.before,
      closures: edit.before.closures.filter((candidate) => candidate.id !== closure.id),
    });
    const from = parseLocalDate(closure.from);
    const to = parseLocalDate(closure.to);
    if (!from || !to) throw new Error(`The closure ${closure.id} has a malformed date`);
    const upcoming = sessionsBetween(from, to, after).filter(
      (session) => Date.parse(session.startsAtUtc) > edit.now.getTime(),
    );
    const { keptCancelled, bookingsLeftCancelled } = await reopenAfterClosure(database, edit.trx, upcoming, {
      closure: { reason: closure.reason, at: closure.createdAt },
    });
    const sessionsBack = upcoming.length - keptCancelled;
    const days = closureDays(closure);
    return {
      result: { id: closure.id, days, sessionsBack, bookingsLeftCancelled },
      audit: {
        action: "timetable.closure-removed",
        subject: { type: "closure", id: closure.id, label: days },
        before: { from: closure.from, to: closure.to, reason: closure.reason },
        after: { sessionsBack, bookingsLeftCancelled },
      },
    };
  });
}
