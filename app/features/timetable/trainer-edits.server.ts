import type { Kysely } from "kysely";
import { trainerPortraits } from "#app/content/trainers.ts";
import { mediaExists } from "#app/features/media/media-content.server.ts";
import { isMediaReference, mediaIdOf } from "#app/features/media/media-image.ts";
import type { Database, Tables } from "#app/platform/data/database.server.ts";
import { type Schedule, type ScheduleTrainer, slugOf } from "./schedule.ts";
import { type EditContext, editSchedule, rowOrRefuse } from "./schedule-edit.server.ts";
import { findSession, nextDateOf, parseLocalDate } from "./sessions.server.ts";
import { staleRefusal, TimetableRefused } from "./timetable-errors.ts";

/**
 * The trainers: add one, change their name, job or portrait (a portrait puts them in the
 * team section), retire one who no longer teaches anything.
 */
export interface TrainerFields {
  name: string;
  job: string;
  portrait: string | null;
}

const auditState = (fields: TrainerFields) => ({ name: fields.name, job: fields.job, portrait: fields.portrait });

async function checkFields(trx: Kysely<Tables>, schedule: Schedule, fields: TrainerFields, id: string): Promise<void> {
  const { portrait } = fields;
  const uploaded = portrait !== null && isMediaReference(portrait) && (await mediaExists(trx, mediaIdOf(portrait)));
  if (portrait !== null && !uploaded && !trainerPortraits.includes(portrait)) {
    throw new TimetableRefused(
      "INVALID_INPUT",
      "Choose one of the portraits the site has, an uploaded picture, or none.",
    );
  }
  const twin = schedule.trainers.find(
    (trainer) => trainer.id !== id && trainer.name.toLowerCase() === fields.name.toLowerCase(),
  );
  if (twin) throw new TimetableRefused("NAME_TAKEN", `There is already a trainer called ${twin.name}.`);
}

export function trainerOrRefuse(schedule: Schedule, id: string, version?: number): ScheduleTrainer {
  return rowOrRefuse(schedule.trainerById.get(id), version, {
    missing: () => new TimetableRefused("TRAINER_NOT_FOUND", "There is no such trainer."),
    stale: (trainer) => staleRefusal(trainer.name),
  });
}

export function addTrainer(database: Database, fields: TrainerFields, context: EditContext) {
  return editSchedule(database, context, async (edit) => {
    const id = slugOf(fields.name);
    if (!id) throw new TimetableRefused("INVALID_INPUT", "Give the trainer's name with letters.");
    if (edit.before.trainerById.has(id)) {
      throw new TimetableRefused("NAME_TAKEN", `There is already a trainer called ${fields.name}.`);
    }
    await checkFields(edit.trx, edit.before, fields, id);
    const stamp = edit.now.toISOString();
    await edit.trx
      .insertInto("trainers")
      .values({
        id,
        name: fields.name,
        job: fields.job,
        portrait: fields.portrait,
        position: Math.max(-1, ...edit.before.trainers.map((trainer) => trainer.position)) + 1,
        retired_at: null,
        version: 1,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    return {
      result: { id },
      audit: {
        action: "trainer.added",
        subject: { type: "trainer", id, label: fields.name },
        before: null,
        after: auditState(fields),
      },
    };
  });
}

/** A new name reaches every page and feed at once; members of booked sessions are not e-mailed for it. */
export function changeTrainer(
  database: Database,
  id: string,
  input: Partial<TrainerFields> & { version: number },
  context: EditContext,
) {
  return editSchedule(database, context, async (edit) => {
    const trainer = trainerOrRefuse(edit.before, id, input.version);
    if (trainer.retired) throw new TimetableRefused("TRAINER_RETIRED", `${trainer.name} has retired.`);
    const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    const fields: TrainerFields = { ...trainer, ...given };
    await checkFields(edit.trx, edit.before, fields, id);
    await edit.trx
      .updateTable("trainers")
      .set({
        name: fields.name,
        job: fields.job,
        portrait: fields.portrait,
        version: trainer.version + 1,
        updated_at: edit.now.toISOString(),
      })
      .where("id", "=", id)
      .execute();
    return {
      result: { id },
      audit: {
        action: "trainer.changed",
        subject: { type: "trainer", id, label: trainer.name },
        before: auditState(trainer),
        after: auditState(fields),
      },
    };
  });
}

/** What a trainer still teaches from today on: weekly slots, one-off sessions, cover, classes they lead. */
export function stillTaught(schedule: Schedule, id: string, today: string): string[] {
  const titleOf = (slug: string) => schedule.classBySlug.get(slug)?.title ?? slug;
  const slots = schedule.slots.filter((slot) => {
    if (slot.trainerId !== id) return false;
    const from = parseLocalDate(slot.effectiveFrom !== null && slot.effectiveFrom > today ? slot.effectiveFrom : today);
    // A slot still in force may have no session left: the next of its weekday comes after it ends.
    return (
      from !== undefined &&
      (slot.effectiveUntil === null || nextDateOf(slot.weekday, from).toString() < slot.effectiveUntil)
    );
  });
  const oneOffs = schedule.oneOffs.filter((session) => session.trainerId === id && session.localDate >= today);
  const covers = schedule.covers.filter(
    (cover) => cover.trainerId === id && (findSession(cover.sessionId, schedule)?.localDate ?? "") >= today,
  );
  const classes = schedule.classes.filter((gymClass) => !gymClass.retired && gymClass.trainerId === id);
  return [...new Set(slots.map((slot) => titleOf(slot.classSlug)))]
    .map((title) => `weekly ${title}`)
    .concat(oneOffs.length > 0 ? [`${oneOffs.length} one-off session(s)`] : [])
    .concat(covers.length > 0 ? [`cover for ${covers.length} session(s)`] : [])
    .concat(classes.map((gymClass) => `${gymClass.title} as its usual trainer`));
}

export function retireTrainer(database: Database, id: string, input: { version: number }, context: EditContext) {
  return editSchedule(database, context, async (edit) => {
    const trainer = trainerOrRefuse(edit.before, id, input.version);
    if (trainer.retired) throw new TimetableRefused("TRAINER_RETIRED", `${trainer.name} has retired already.`);
    const teaching = stillTaught(edit.before, id, edit.today.toString());
    if (teaching.length > 0) {
      throw new TimetableRefused(
        "TRAINER_STILL_TEACHES",
        `${trainer.name} still teaches ${teaching.join(", ")}: give those to another trainer first.`,
      );
    }
    const stamp = edit.now.toISOString();
    await edit.trx
      .updateTable("trainers")
      .set({ retired_at: stamp, version: trainer.version + 1, updated_at: stamp })
      .where("id", "=", id)
      .execute();
    return {
      result: { id },
      audit: {
        action: "trainer.retired",
        subject: { type: "trainer", id, label: trainer.name },
        before: { retired: false },
        after: { retired: true },
      },
    };
  });
}
