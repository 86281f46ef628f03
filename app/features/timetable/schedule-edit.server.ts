import type { Kysely } from "kysely";
import type { Temporal } from "temporal-polyfill";
import { formatTimeRange } from "#app/content/clock.ts";
import { type BookingNotifier, nobodyToTell } from "#app/features/booking/booking-rows.server.ts";
import {
  applyTimetableChanges,
  type TimetableSessionChange,
  upcomingSessionRows,
} from "#app/features/booking/timetable-changes.server.ts";
import { siteContent } from "#app/features/site/site-content.server.ts";
import type { AuditAction, AuditActor, AuditState, AuditSubject } from "#app/features/staff/audit.server.ts";
import { recordStaffAction } from "#app/features/staff/audit.server.ts";
import { afterCommit } from "#app/platform/data/after-commit.server.ts";
import type { Database, Tables } from "#app/platform/data/database.server.ts";
import { loadOwnedContentIn } from "#app/platform/data/owned-content.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { installSchedule } from "./current-schedule.ts";
import { indexSchedule, type Schedule } from "./schedule.ts";
import { checkSpecialHours } from "./schedule-rules.server.ts";
import { loadScheduleData, lockScheduleForEdit } from "./schedule-store.server.ts";
import { type ClassSession, dayLabel, findSession, gymToday } from "./sessions.server.ts";

/**
 * Every change to the schedule, in one write transaction (all of it or none of it): take
 * the schedule's lock (no other edit or booking runs beside it, on any server), raise the
 * schedule's version, read the schedule, make the change, read it again, check the rules on the
 * result, then settle what it did to sessions people had booked, through booking's
 * functions (cancelled and e-mailed, offered the new time, told of a new trainer), and
 * write the audit entry. Once committed, this server's snapshot is the new schedule; the
 * others read it within a second. A preview runs all of it and rolls it back, so staff see
 * what a change would do before they save it.
 */
export interface EditContext {
  actor: AuditActor;
  now?: Date;
  /** How members are told (booking-mail.server.ts's mailer); nobody by default. */
  notify?: BookingNotifier;
  preview?: boolean;
}

/** What the change does, handed the transaction and the schedule before it. */
export interface ScheduleEdit {
  trx: Kysely<Tables>;
  before: Schedule;
  today: Temporal.PlainDate;
  now: Date;
}

export interface ChangeMade<T> {
  result: T;
  audit: { action: AuditAction; subject: AuditSubject; before: AuditState | null; after: AuditState | null };
  /** Checks the schedule as the change leaves it (schedule-rules.server.ts); throws to refuse. */
  check?: (after: Schedule) => void;
  /** The new time of a session the change moved (offered to its members), if any. */
  movedTo?: (before: ClassSession, after: Schedule) => ClassSession | undefined;
  /** What members of a session the change takes off the timetable are told. */
  removalReason?: string;
  /** Places the change itself cancelled through booking (a closure's sessions). */
  cancelled?: number;
}

export interface Consequences {
  /** Bookings and waitlist places cancelled: each member e-mailed. */
  cancelledBookings: number;
  /** Members told another trainer teaches their class. */
  toldOfNewTrainer: number;
}

export interface EditOutcome<T> {
  result: T;
  consequences: Consequences;
  /** False for a preview: nothing was saved. */
  saved: boolean;
}

/** Thrown to roll a preview back, carrying what the change would have done. */
class PreviewOnly<T> extends Error {
  readonly outcome: EditOutcome<T>;
  constructor(outcome: EditOutcome<T>) {
    super("preview");
    this.outcome = outcome;
  }
}

const REMOVED = "No longer on the timetable";

/** The sessions with rows whose time, trainer or existence the change alters. */
async function changedSessions<T>(
  edit: ScheduleEdit,
  after: Schedule,
  made: ChangeMade<T>,
): Promise<{ changes: TimetableSessionChange[]; removed: ClassSession[] }> {
  const changes: TimetableSessionChange[] = [];
  const removed: ClassSession[] = [];
  for (const row of await upcomingSessionRows(edit.trx, edit.now)) {
    const before = findSession(row.id, edit.before);
    if (!before || before.source.kind === "removed") continue;
    const now = findSession(row.id, after);
    const same = now && now.start === before.start && now.end === before.end && now.trainerId === before.trainerId;
    if (same) continue;
    if (!now) removed.push(before);
    if (row.cancelled) continue;
    const movedTo = now ? undefined : made.movedTo?.(before, after);
    const reason = movedTo
      ? `Moved to ${dayLabel(movedTo.localDate)}, ${formatTimeRange(movedTo.start, movedTo.end)}`
      : now
        ? `Now ${formatTimeRange(now.start, now.end)}`
        : (made.removalReason ?? REMOVED);
    changes.push({ before, after: now, reason, ...(movedTo ? { movedTo } : {}) });
  }
  return { changes, removed };
}

export async function editSchedule<T>(
  database: Database,
  { actor, now = clock.now(), notify = nobodyToTell, preview = false }: EditContext,
  change: (edit: ScheduleEdit) => Promise<ChangeMade<T>>,
): Promise<EditOutcome<T>> {
  try {
    return await database.writeTransaction(async (trx) => {
      const stamp = now.toISOString();
      await lockScheduleForEdit(database, trx);
      // The opening hours as saved now: a save of the site's hours takes this lock too (decision 0200).
      await loadOwnedContentIn(trx, siteContent);
      await trx
        .updateTable("schedule_state")
        .set((eb) => ({ version: eb("version", "+", 1), changed_at: stamp }))
        .where("id", "=", 1)
        .executeTakeFirstOrThrow();
      const edit: ScheduleEdit = { trx, before: indexSchedule(await loadScheduleData(trx)), today: gymToday(now), now };
      const made = await change(edit);
      const after = indexSchedule(await loadScheduleData(trx));
      made.check?.(after);
      checkSpecialHours(after, edit.today);
      const { changes, removed } = await changedSessions(edit, after, made);
      if (removed.length > 0) {
        // Bookings of a session taken off the timetable still find it (findSession), cancelled.
        await trx
          .insertInto("removed_sessions")
          .values(
            removed.map((session) => ({
              id: session.id,
              class_slug: session.classSlug,
              local_date: session.localDate,
              start_time: session.start,
              end_time: session.end,
              trainer_id: session.trainerId,
              capacity: session.capacity,
              removed_at: stamp,
            })),
          )
          .onConflict((conflict) => conflict.column("id").doNothing())
          .execute();
      }
      const applied = await applyTimetableChanges(database, trx, changes, { now, notify });
      const consequences = {
        cancelledBookings: applied.cancelled + (made.cancelled ?? 0),
        toldOfNewTrainer: applied.toldOfNewTrainer,
      };
      await recordStaffAction(
        trx,
        { actor, ...made.audit, after: made.audit.after && { ...made.audit.after, ...consequences } },
        now,
      );
      const outcome = { result: made.result, consequences, saved: !preview };
      if (preview) throw new PreviewOnly(outcome);
      const schedule = indexSchedule(await loadScheduleData(trx));
      afterCommit(() => installSchedule(schedule));
      return outcome;
    });
  } catch (error) {
    if (error instanceof PreviewOnly) return error.outcome as EditOutcome<T>;
    throw error;
  }
}

/**
 * The row an edit is about, refused when there is none, or when it no longer has the
 * version the form or the script read (optimistic concurrency: someone changed it since).
 */
export function rowOrRefuse<Row extends { version: number }>(
  row: Row | undefined,
  version: number | undefined,
  refuse: { missing: () => Error; stale: (row: Row) => Error },
): Row {
  if (!row) throw refuse.missing();
  if (version !== undefined && row.version !== version) throw refuse.stale(row);
  return row;
}
