import { randomUUID } from "node:crypto";
import type { Temporal } from "temporal-polyfill";
import { formatTimeRange } from "#app/content/clock.ts";
import { type Weekday, weekdayName } from "#app/content/weekdays.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { refuseBeyondHorizon } from "./planning-horizon.server.ts";
import { inForceOn, type Schedule, type WeeklySlot } from "./schedule.ts";
import { type EditContext, editSchedule, rowOrRefuse, type ScheduleEdit } from "./schedule-edit.server.ts";
import {
  activeClassOrRefuse,
  activeTrainerOrRefuse,
  checkOpeningHours,
  checkSlot,
  checkTimes,
} from "./schedule-rules.server.ts";
import { type ClassSession, findSession, nextDateOf, parseLocalDate, sessionIdOf } from "./sessions.server.ts";
import { staleRefusal, TimetableRefused } from "./timetable-errors.ts";

/**
 * The weekly timetable's changes: add a slot, change (move) one, remove one, each from a
 * date on. Sessions before that date stay as they were: the slot's row ends the day before
 * and a new row carries on (or nothing does), so a booking made earlier still finds its
 * session, and the members of sessions a change moves or removes are told (schedule-edit.server.ts).
 */
export interface SlotFields {
  classSlug: string;
  weekday: Weekday;
  start: string;
  end: string;
  trainerId: string;
  capacity: number;
  featured: boolean;
}

/** "Yoga, Tuesdays 10:00am-11:00am": a slot as the audit log and the messages name it. */
export function slotLabel(schedule: Schedule, slot: Pick<SlotFields, "classSlug" | "weekday" | "start" | "end">) {
  const title = schedule.classBySlug.get(slot.classSlug)?.title ?? slot.classSlug;
  return `${title}, ${weekdayName(slot.weekday)}s ${formatTimeRange(slot.start, slot.end)}`;
}

const auditState = (slot: SlotFields & { effectiveFrom?: string | null }) => ({
  class: slot.classSlug,
  weekday: slot.weekday,
  start: slot.start,
  end: slot.end,
  trainer: slot.trainerId,
  capacity: slot.capacity,
  featured: slot.featured,
  ...(slot.effectiveFrom !== undefined ? { from: slot.effectiveFrom } : {}),
});

function effectiveDateOrRefuse(value: string, today: Temporal.PlainDate): string {
  const date = parseLocalDate(value);
  if (!date) throw new TimetableRefused("INVALID_INPUT", "Give the date it takes effect as YYYY-MM-DD.");
  if (date.toString() < today.toString()) {
    throw new TimetableRefused("INVALID_INPUT", "A change takes effect today or later: the past stays as it was.");
  }
  refuseBeyondHorizon(date.toString(), today);
  return date.toString();
}

/** A change from today would alter a session of today that has begun (and its bookings' history): refused. */
function refuseIfStartedToday(edit: ScheduleEdit, slot: WeeklySlot, from: string): void {
  if (from !== edit.today.toString()) return;
  const session = findSession(sessionIdOf(slot, from), edit.before);
  if (session?.source.id === slot.id && Date.parse(session.startsAtUtc) <= edit.now.getTime()) {
    throw new TimetableRefused(
      "SESSION_STARTED",
      `Today's ${slotLabel(edit.before, slot)} session has begun: make the change from tomorrow.`,
    );
  }
}

function slotOrRefuse(schedule: Schedule, id: string, version?: number): WeeklySlot {
  return rowOrRefuse(
    schedule.slots.find((candidate) => candidate.id === id),
    version,
    {
      missing: () => new TimetableRefused("SLOT_NOT_FOUND", "There is no such weekly class on the timetable."),
      stale: (slot) => staleRefusal(slotLabel(schedule, slot)),
    },
  );
}

/** The slot no longer runs from `from` on (its row ends the day before). */
async function endSlot(edit: ScheduleEdit, slot: WeeklySlot, from: string) {
  await edit.trx
    .updateTable("timetable_slots")
    .set({ effective_until: from, version: slot.version + 1, updated_at: edit.now.toISOString() })
    .where("id", "=", slot.id)
    .execute();
}

/** The first session of `slot` in the old session's week (or after, not before `from`): the new time offered to a moved session's members. */
function sameWeekSession(slot: WeeklySlot, before: ClassSession, from: string, after: Schedule) {
  const old = parseLocalDate(before.localDate);
  if (!old) return undefined;
  let date = nextDateOf(slot.weekday, old.subtract({ days: old.dayOfWeek - 1 }));
  while (date.toString() < from || !inForceOn(slot, date.toString())) {
    if (slot.effectiveUntil !== null && date.toString() >= slot.effectiveUntil) return undefined;
    date = date.add({ days: 7 });
  }
  return findSession(sessionIdOf(slot, date.toString()), after);
}

async function insertSlot(
  edit: ScheduleEdit,
  id: string,
  fields: SlotFields,
  from: string | null,
  until: string | null,
) {
  const stamp = edit.now.toISOString();
  await edit.trx
    .insertInto("timetable_slots")
    .values({
      id,
      class_slug: fields.classSlug,
      weekday: fields.weekday,
      start_time: fields.start,
      end_time: fields.end,
      trainer_id: fields.trainerId,
      capacity: fields.capacity,
      featured: fields.featured ? 1 : 0,
      effective_from: from,
      effective_until: until,
      version: 1,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
}

export interface NewSlot extends Omit<SlotFields, "trainerId" | "capacity" | "featured"> {
  /** The class's own trainer and places when not given. */
  trainerId?: string;
  capacity?: number;
  featured?: boolean;
  effectiveFrom: string;
}

export function addSlot(database: Database, input: NewSlot, context: EditContext) {
  return editSchedule(database, context, async (edit) => {
    const gymClass = activeClassOrRefuse(edit.before, input.classSlug);
    const trainer = activeTrainerOrRefuse(edit.before, input.trainerId ?? gymClass.trainerId);
    const from = effectiveDateOrRefuse(input.effectiveFrom, edit.today);
    const fields: SlotFields = {
      classSlug: gymClass.slug,
      weekday: input.weekday,
      start: input.start,
      end: input.end,
      trainerId: trainer.id,
      capacity: input.capacity ?? gymClass.capacity,
      featured: input.featured ?? false,
    };
    checkTimes(fields.start, fields.end);
    checkOpeningHours(fields.weekday, fields.start, fields.end);
    const id = randomUUID();
    await insertSlot(edit, id, fields, from, null);
    return {
      result: { id },
      audit: {
        action: "timetable.slot-added",
        subject: { type: "slot", id, label: slotLabel(edit.before, fields) },
        before: null,
        after: auditState({ ...fields, effectiveFrom: from }),
      },
      check: (after) => checkSlot(after, slotOrRefuse(after, id), edit.today),
    };
  });
}

export interface SlotChange {
  version: number;
  effectiveFrom: string;
  changes: Partial<Omit<SlotFields, "classSlug">>;
}

/**
 * Changes a slot from a date on: in place when the slot only starts then (or later),
 * else the slot ends the day before and a new row (the result's id) carries the change on.
 */
export function changeSlot(database: Database, id: string, input: SlotChange, context: EditContext) {
  return editSchedule(database, context, async (edit) => {
    const slot = slotOrRefuse(edit.before, id, input.version);
    const from = effectiveDateOrRefuse(input.effectiveFrom, edit.today);
    if (slot.effectiveUntil !== null && from >= slot.effectiveUntil) {
      throw new TimetableRefused("SLOT_NOT_IN_FORCE", `${slotLabel(edit.before, slot)} ends before ${from}.`);
    }
    if (input.changes.trainerId !== undefined) activeTrainerOrRefuse(edit.before, input.changes.trainerId);
    refuseIfStartedToday(edit, slot, from);
    const given = Object.fromEntries(Object.entries(input.changes).filter(([, value]) => value !== undefined));
    const fields: SlotFields = { ...slot, ...given };
    checkTimes(fields.start, fields.end);
    checkOpeningHours(fields.weekday, fields.start, fields.end);
    const stamp = edit.now.toISOString();
    let newId = slot.id;
    if (slot.effectiveFrom !== null && slot.effectiveFrom >= from) {
      await edit.trx
        .updateTable("timetable_slots")
        .set({
          weekday: fields.weekday,
          start_time: fields.start,
          end_time: fields.end,
          trainer_id: fields.trainerId,
          capacity: fields.capacity,
          featured: fields.featured ? 1 : 0,
          version: slot.version + 1,
          updated_at: stamp,
        })
        .where("id", "=", slot.id)
        .execute();
    } else {
      newId = randomUUID();
      await endSlot(edit, slot, from);
      await insertSlot(edit, newId, fields, from, slot.effectiveUntil);
    }
    return {
      result: { id: newId },
      audit: {
        action: "timetable.slot-changed",
        subject: { type: "slot", id: newId, label: slotLabel(edit.before, slot) },
        before: auditState(slot),
        after: auditState({ ...fields, effectiveFrom: from }),
      },
      check: (after) => checkSlot(after, slotOrRefuse(after, newId), edit.today),
      movedTo: (before, after) => sameWeekSession(slotOrRefuse(after, newId), before, from, after),
    };
  });
}

/** Takes a slot off the timetable from a date on (its sessions before then stay). */
export function removeSlot(
  database: Database,
  id: string,
  input: { effectiveFrom: string; version?: number | undefined },
  context: EditContext,
) {
  return editSchedule(database, context, async (edit) => {
    const slot = slotOrRefuse(edit.before, id, input.version);
    const from = effectiveDateOrRefuse(input.effectiveFrom, edit.today);
    if (slot.effectiveUntil !== null && from >= slot.effectiveUntil) {
      throw new TimetableRefused("SLOT_NOT_IN_FORCE", `${slotLabel(edit.before, slot)} already ends before ${from}.`);
    }
    refuseIfStartedToday(edit, slot, from);
    if (slot.effectiveFrom !== null && slot.effectiveFrom >= from) {
      await edit.trx.deleteFrom("timetable_slots").where("id", "=", slot.id).execute();
    } else {
      await endSlot(edit, slot, from);
    }
    return {
      result: { id },
      audit: {
        action: "timetable.slot-removed",
        subject: { type: "slot", id, label: slotLabel(edit.before, slot) },
        before: auditState(slot),
        after: { from },
      },
    };
  });
}
