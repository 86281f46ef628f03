import type { Kysely } from "kysely";
import { mediaExists } from "#app/features/media/media-content.server.ts";
import { isMediaReference, mediaIdOf } from "#app/features/media/media-image.ts";
import type { Database, Tables } from "#app/platform/data/database.server.ts";
import { refuseBeyondHorizon } from "./planning-horizon.server.ts";
import { classPictures, type Schedule, type ScheduleClass, slugOf } from "./schedule.ts";
import { type EditContext, editSchedule, rowOrRefuse } from "./schedule-edit.server.ts";
import { activeTrainerOrRefuse } from "./schedule-rules.server.ts";
import { dayLabel, parseLocalDate } from "./sessions.server.ts";
import { staleRefusal, TimetableRefused } from "./timetable-errors.ts";

/**
 * The classes: add one, change its title, description, picture, trainer or places, retire
 * it. A retired class keeps its history (its past sessions, the bookings of them) and its
 * URL answers 410; its weekly slots end and its sessions from the retirement on are
 * cancelled, their members told.
 */
export interface ClassFields {
  title: string;
  description: string;
  picture: string;
  trainerId: string;
  capacity: number;
}

const auditState = (fields: ClassFields) => ({
  title: fields.title,
  description: fields.description,
  picture: fields.picture,
  trainer: fields.trainerId,
  capacity: fields.capacity,
});

async function checkFields(trx: Kysely<Tables>, schedule: Schedule, fields: ClassFields, slug: string): Promise<void> {
  const uploaded = isMediaReference(fields.picture) && (await mediaExists(trx, mediaIdOf(fields.picture)));
  if (!uploaded && !classPictures().some((picture) => picture.name === fields.picture)) {
    throw new TimetableRefused("INVALID_INPUT", "Choose one of the class pictures the site has, or an uploaded one.");
  }
  activeTrainerOrRefuse(schedule, fields.trainerId);
  const twin = schedule.classes.find(
    (gymClass) => gymClass.slug !== slug && gymClass.title.toLowerCase() === fields.title.toLowerCase(),
  );
  if (twin) {
    throw new TimetableRefused(
      "NAME_TAKEN",
      `There is already a class called ${twin.title}${twin.retired ? " (retired)" : ""}.`,
    );
  }
}

export function classOrRefuse(schedule: Schedule, slug: string, version?: number): ScheduleClass {
  return rowOrRefuse(schedule.classBySlug.get(slug), version, {
    missing: () => new TimetableRefused("CLASS_NOT_FOUND", "There is no such class."),
    stale: (gymClass) => staleRefusal(gymClass.title),
  });
}

export function addClass(database: Database, fields: ClassFields, context: EditContext) {
  return editSchedule(database, context, async (edit) => {
    const slug = slugOf(fields.title);
    if (!slug) throw new TimetableRefused("INVALID_INPUT", "Give the class a title with letters or digits.");
    if (edit.before.classBySlug.has(slug)) {
      throw new TimetableRefused("NAME_TAKEN", `There is already a class at /classes/${slug}: choose another title.`);
    }
    await checkFields(edit.trx, edit.before, fields, slug);
    const stamp = edit.now.toISOString();
    await edit.trx
      .insertInto("gym_classes")
      .values({
        slug,
        title: fields.title,
        description: fields.description,
        picture: fields.picture,
        trainer_id: fields.trainerId,
        capacity: fields.capacity,
        position: Math.max(-1, ...edit.before.classes.map((gymClass) => gymClass.position)) + 1,
        retired_at: null,
        version: 1,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    return {
      result: { slug },
      audit: {
        action: "class.added",
        subject: { type: "class", id: slug, label: fields.title },
        before: null,
        after: auditState(fields),
      },
    };
  });
}

export function changeClass(
  database: Database,
  slug: string,
  input: Partial<ClassFields> & { version: number },
  context: EditContext,
) {
  return editSchedule(database, context, async (edit) => {
    const gymClass = classOrRefuse(edit.before, slug, input.version);
    if (gymClass.retired) throw new TimetableRefused("CLASS_RETIRED", `${gymClass.title} is retired.`);
    const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    const fields: ClassFields = { ...gymClass, ...given };
    await checkFields(edit.trx, edit.before, fields, slug);
    await edit.trx
      .updateTable("gym_classes")
      .set({
        title: fields.title,
        description: fields.description,
        picture: fields.picture,
        trainer_id: fields.trainerId,
        capacity: fields.capacity,
        version: gymClass.version + 1,
        updated_at: edit.now.toISOString(),
      })
      .where("slug", "=", slug)
      .execute();
    return {
      result: { slug },
      audit: {
        action: "class.changed",
        subject: { type: "class", id: slug, label: gymClass.title },
        before: auditState(gymClass),
        after: auditState(fields),
      },
    };
  });
}

/** Retires a class from a date on: its slots end the day before, its later one-off sessions go. */
export function retireClass(
  database: Database,
  slug: string,
  input: { version: number; effectiveFrom: string },
  context: EditContext,
) {
  return editSchedule(database, context, async (edit) => {
    const gymClass = classOrRefuse(edit.before, slug, input.version);
    if (gymClass.retired) throw new TimetableRefused("CLASS_RETIRED", `${gymClass.title} is retired already.`);
    const from = parseLocalDate(input.effectiveFrom)?.toString();
    if (!from || from <= edit.today.toString()) {
      throw new TimetableRefused("INVALID_INPUT", "A class retires from tomorrow at the earliest (YYYY-MM-DD).");
    }
    refuseBeyondHorizon(from, edit.today);
    const stamp = edit.now.toISOString();
    const { trx } = edit;
    await trx
      .updateTable("gym_classes")
      .set({ retired_at: stamp, version: gymClass.version + 1, updated_at: stamp })
      .where("slug", "=", slug)
      .execute();
    await trx
      .deleteFrom("timetable_slots")
      .where("class_slug", "=", slug)
      .where("effective_from", ">=", from)
      .execute();
    await trx
      .updateTable("timetable_slots")
      .set((eb) => ({ effective_until: from, version: eb("version", "+", 1), updated_at: stamp }))
      .where("class_slug", "=", slug)
      .where((eb) => eb.or([eb("effective_until", "is", null), eb("effective_until", ">", from)]))
      .execute();
    await trx.deleteFrom("one_off_sessions").where("class_slug", "=", slug).where("local_date", ">=", from).execute();
    return {
      result: { slug },
      audit: {
        action: "class.retired",
        subject: { type: "class", id: slug, label: gymClass.title },
        before: { retired: false },
        after: { retired: true, from },
      },
      removalReason: `${gymClass.title} is no longer taught from ${dayLabel(from)}`,
    };
  });
}
