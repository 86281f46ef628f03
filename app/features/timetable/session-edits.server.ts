import { randomUUID } from "node:crypto";
import { formatTimeRange } from "#app/content/clock.ts";
import { nobodyToTell } from "#app/features/booking/booking-rows.server.ts";
import { setSessionCapacityIn } from "#app/features/booking/session-changes.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { refuseBeyondHorizon } from "./planning-horizon.server.ts";
import type { Schedule } from "./schedule.ts";
import { type EditContext, editSchedule, rowOrRefuse } from "./schedule-edit.server.ts";
import { activeClassOrRefuse, activeTrainerOrRefuse, checkDatedSession, checkTimes } from "./schedule-rules.server.ts";
import { type ClassSession, dayLabel, findSession, parseLocalDate, sessionIdOf } from "./sessions.server.ts";
import { staleRefusal, TimetableRefused } from "./timetable-errors.ts";

/**
 * Changes to single dates: a one-off session (a workshop, a holiday special) and cover
 * (another trainer for one session; its members are told). Closures, days the gym is shut,
 * are closure-edits.server.ts's.
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
    refuseBeyondHorizon(date.toString(), edit.today);
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

export interface OneOffChange {
  sessionId: string;
  /** The one-off's version the form read: a change made meanwhile by someone else is refused. */
  version: number;
  start: string;
  end: string;
  trainerId: string;
  capacity: number;
}

/**
 * A one-off session's time, trainer or places, by the rules of a weekly class's change: a
 * session moved to another time is another session (its id names the start), so its
 * members' places are cancelled and they are e-mailed the new time; a new trainer is told to
 * its members, whose places stay; new places apply at once to a session kept at its times,
 * a raise moving members up from the waitlist, fewer than the places booked refused.
 */
export function changeOneOff(database: Database, input: OneOffChange, context: EditContext) {
  return editSchedule(database, context, async (edit) => {
    const session = sessionOrRefuse(edit.before, input.sessionId);
    const oneOff = rowOrRefuse(
      session.source.kind === "one-off"
        ? edit.before.oneOffs.find((candidate) => candidate.id === session.source.id)
        : undefined,
      input.version,
      {
        missing: () => new TimetableRefused("SESSION_NOT_FOUND", `${sessionLabel(session)} is not a one-off session.`),
        stale: () => staleRefusal(sessionLabel(session)),
      },
    );
    refuseIfStarted(session, edit.now);
    const trainer = activeTrainerOrRefuse(edit.before, input.trainerId);
    checkTimes(input.start, input.end);
    const sessionId = sessionIdOf({ classSlug: oneOff.classSlug, start: input.start }, oneOff.localDate);
    if (sessionId !== session.id && findSession(sessionId, edit.before)) {
      throw new TimetableRefused(
        "DUPLICATE_SESSION",
        `${session.className} already runs at that time on ${dayLabel(oneOff.localDate)}.`,
      );
    }
    await edit.trx
      .updateTable("one_off_sessions")
      .set({
        start_time: input.start,
        end_time: input.end,
        trainer_id: trainer.id,
        capacity: input.capacity,
        version: oneOff.version + 1,
        updated_at: edit.now.toISOString(),
      })
      .where("id", "=", oneOff.id)
      .execute();
    let promoted = 0;
    if (input.start === oneOff.start && input.end === oneOff.end) {
      // Booked places live on the session's row; a session that moves gets a new row (or its bookings cancelled) instead.
      const places = await setSessionCapacityIn(
        database,
        edit.trx,
        { session: { ...session, capacity: input.capacity }, capacity: input.capacity, now: edit.now },
        {
          notify: context.notify ?? nobodyToTell,
          check: (row) => {
            if (input.capacity >= row.booked_count) return;
            throw new TimetableRefused(
              "CAPACITY_BELOW_BOOKED",
              `${row.booked_count} places are booked, so it cannot have fewer than ${row.booked_count}.`,
            );
          },
        },
      );
      promoted = places.promoted.length;
    }
    const state = (fields: Pick<OneOffChange, "start" | "end" | "trainerId" | "capacity">) => ({
      start: fields.start,
      end: fields.end,
      trainer: fields.trainerId,
      capacity: fields.capacity,
    });
    return {
      result: { sessionId, promoted },
      audit: {
        action: "timetable.one-off-changed",
        subject: { type: "session", id: sessionId, label: sessionLabel(session) },
        before: state(oneOff),
        after: { ...state(input), promotedFromWaitlist: promoted },
      },
      check: (after) => checkDatedSession(after, sessionOrRefuse(after, sessionId), edit.today),
      movedTo: (before, after) => (before.id === session.id ? findSession(sessionId, after) : undefined),
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
