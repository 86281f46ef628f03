import { randomUUID } from "node:crypto";
import { formatTimeRange } from "#app/content/clock.ts";
import { nobodyToTell } from "#app/features/booking/booking-rows.server.ts";
import { cancelForClosure } from "#app/features/booking/timetable-changes.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { toOneLineOfPlainText } from "#app/platform/security/control-characters.ts";
import type { Schedule } from "./schedule.ts";
import { type EditContext, editSchedule } from "./schedule-edit.server.ts";
import { activeClassOrRefuse, activeTrainerOrRefuse, checkDatedSession } from "./schedule-rules.server.ts";
import {
  type ClassSession,
  dayLabel,
  daysBetween,
  findSession,
  parseLocalDate,
  sessionIdOf,
  sessionsBetween,
} from "./sessions.server.ts";
import { staleRefusal, TimetableRefused } from "./timetable-errors.ts";

/**
 * Changes to single dates: a one-off session (a workshop, a holiday special), cover (another
 * trainer for one session; its members are told), and closures (days the gym is shut:
 * their sessions are cancelled as a staff cancellation would, members told why).
 */

/** "Yoga, Tuesday 24 November 10:00am-11:00am" */
export const sessionLabel = (session: Pick<ClassSession, "className" | "localDate" | "start" | "end">) =>
  `${session.className}, ${dayLabel(session.localDate)} ${formatTimeRange(session.start, session.end)}`;

function sessionOrRefuse(schedule: Schedule, id: string): ClassSession {
  const session = findSession(id, schedule);
  if (!session || session.source.kind === "removed") {
    throw new TimetableRefused("SESSION_NOT_FOUND", "There is no such session on the timetable.");
  }
  return session;
}

function refuseIfStarted(session: ClassSession, now: Date): void {
  if (Date.parse(session.startsAtUtc) <= now.getTime()) {
    throw new TimetableRefused("SESSION_STARTED", `${sessionLabel(session)} has begun: it can no longer be changed.`);
  }
}

export interface NewOneOff {
  classSlug: string;
  localDate: string;
  start: string;
  end: string;
  trainerId?: string;
  capacity?: number;
}

export function addOneOff(database: Database, input: NewOneOff, context: EditContext) {
  return editSchedule(database, context, async (edit) => {
    const gymClass = activeClassOrRefuse(edit.before, input.classSlug);
    const trainer = activeTrainerOrRefuse(edit.before, input.trainerId ?? gymClass.trainerId);
    const date = parseLocalDate(input.localDate);
    if (!date) throw new TimetableRefused("INVALID_INPUT", "Give the session's date as YYYY-MM-DD.");
    const sessionId = sessionIdOf({ classSlug: gymClass.slug, start: input.start }, date.toString());
    if (findSession(sessionId, edit.before)) {
      throw new TimetableRefused(
        "DUPLICATE_SESSION",
        `${gymClass.title} already runs at that time on ${dayLabel(date.toString())}.`,
      );
    }
    const stamp = edit.now.toISOString();
    const id = randomUUID();
    await edit.trx
      .insertInto("one_off_sessions")
      .values({
        id,
        class_slug: gymClass.slug,
        local_date: date.toString(),
        start_time: input.start,
        end_time: input.end,
        trainer_id: trainer.id,
        capacity: input.capacity ?? gymClass.capacity,
        version: 1,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    const label = `${gymClass.title}, ${dayLabel(date.toString())} ${formatTimeRange(input.start, input.end)}`;
    return {
      result: { id, sessionId },
      audit: {
        action: "timetable.one-off-added",
        subject: { type: "session", id: sessionId, label },
        before: null,
        after: { trainer: trainer.id, capacity: input.capacity ?? gymClass.capacity },
      },
      check: (after) => checkDatedSession(after, sessionOrRefuse(after, sessionId), edit.today),
    };
  });
}

/** Takes a one-off session off the timetable: its members are told, their places cancelled. */
export function removeOneOff(database: Database, sessionId: string, context: EditContext) {
  return editSchedule(database, context, async (edit) => {
    const session = sessionOrRefuse(edit.before, sessionId);
    if (session.source.kind !== "one-off") {
      throw new TimetableRefused("SESSION_NOT_FOUND", `${sessionLabel(session)} is not a one-off session.`);
    }
    refuseIfStarted(session, edit.now);
    await edit.trx.deleteFrom("one_off_sessions").where("id", "=", session.source.id).execute();
    return {
      result: { sessionId },
      audit: {
        action: "timetable.one-off-removed",
        subject: { type: "session", id: sessionId, label: sessionLabel(session) },
        before: { trainer: session.trainerId },
        after: null,
      },
    };
  });
}

/**
 * Another trainer for one session (or, with `trainerId` null, back to the slot's own). The
 * booked and waiting members are told by e-mail; their places stay.
 */
export function setCover(
  database: Database,
  input: { sessionId: string; trainerId: string | null; version?: number | undefined },
  context: EditContext,
) {
  return editSchedule(database, context, async (edit) => {
    const session = sessionOrRefuse(edit.before, input.sessionId);
    refuseIfStarted(session, edit.now);
    const cover = edit.before.coverBySession.get(session.id);
    if (cover && input.version !== undefined && cover.version !== input.version) {
      throw staleRefusal(`the cover of ${sessionLabel(session)}`);
    }
    const stamp = edit.now.toISOString();
    if (input.trainerId === null) {
      await edit.trx.deleteFrom("session_cover").where("session_id", "=", session.id).execute();
    } else {
      const trainer = activeTrainerOrRefuse(edit.before, input.trainerId);
      await edit.trx
        .insertInto("session_cover")
        .values({ session_id: session.id, trainer_id: trainer.id, version: 1, created_at: stamp, updated_at: stamp })
        .onConflict((conflict) =>
          conflict
            .column("session_id")
            .doUpdateSet({ trainer_id: trainer.id, version: (cover?.version ?? 0) + 1, updated_at: stamp }),
        )
        .execute();
    }
    return {
      result: { sessionId: session.id },
      audit: {
        action: input.trainerId === null ? "timetable.cover-removed" : "timetable.cover-set",
        subject: { type: "session", id: session.id, label: sessionLabel(session) },
        before: { trainer: session.trainerId },
        after: { trainer: input.trainerId },
      },
      check: (after) => checkDatedSession(after, sessionOrRefuse(after, session.id), edit.today),
    };
  });
}

/** How long one closure may last: a refurbishment, not a year. */
export const MAX_CLOSURE_DAYS = 92;

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
        `The gym is already closed from ${dayLabel(overlapping.from)} to ${dayLabel(overlapping.to)}: ${overlapping.reason}.`,
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
        subject: { type: "closure", id, label: `${dayLabel(from.toString())} to ${dayLabel(to.toString())}` },
        before: null,
        after: { from: from.toString(), to: to.toString(), reason },
      },
      cancelled,
    };
  });
}
