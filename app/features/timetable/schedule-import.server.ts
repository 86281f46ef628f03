import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Tables } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { sampleScheduleData } from "./sample-schedule.ts";
import type { ScheduleData } from "./schedule.ts";

/**
 * The first start of a new gym: an empty database gets the sample schedule of app/content,
 * so `npm install && npm start` shows the whole sample gym. Run under the migration lock
 * (migrate-all.server.ts), in one transaction, and only while the database has no schedule
 * yet: two servers starting together import once, and a gym's own schedule is never
 * overwritten by a restart or an upgrade.
 */
export async function importSampleSchedule(
  db: Kysely<Tables>,
  { data = sampleScheduleData(), now = clock.now() }: { data?: ScheduleData; now?: Date } = {},
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (await trx.selectFrom("schedule_state").select("id").executeTakeFirst()) return false;
    await writeSchedule(trx, data, now);
    return true;
  });
}

/** Writes a whole schedule into empty tables, with a new origin at the data's version. */
export async function writeSchedule(trx: Kysely<Tables>, data: ScheduleData, now: Date): Promise<void> {
  const stamp = now.toISOString();
  const made = { created_at: stamp, updated_at: stamp };
  const retired = (yes: boolean) => (yes ? stamp : null);
  await trx
    .insertInto("schedule_state")
    .values({ id: 1, origin: randomUUID(), version: data.version, imported_at: stamp, changed_at: stamp })
    .execute();
  if (data.trainers.length > 0) {
    await trx
      .insertInto("trainers")
      .values(
        data.trainers.map((trainer) => ({
          id: trainer.id,
          name: trainer.name,
          job: trainer.job,
          portrait: trainer.portrait,
          position: trainer.position,
          retired_at: retired(trainer.retired),
          version: trainer.version,
          ...made,
        })),
      )
      .execute();
  }
  if (data.classes.length > 0) {
    await trx
      .insertInto("gym_classes")
      .values(
        data.classes.map((gymClass) => ({
          slug: gymClass.slug,
          title: gymClass.title,
          description: gymClass.description,
          picture: gymClass.picture,
          trainer_id: gymClass.trainerId,
          capacity: gymClass.capacity,
          position: gymClass.position,
          retired_at: retired(gymClass.retired),
          version: gymClass.version,
          ...made,
        })),
      )
      .execute();
  }
  if (data.slots.length > 0) {
    await trx
      .insertInto("timetable_slots")
      .values(
        data.slots.map((slot) => ({
          id: slot.id,
          class_slug: slot.classSlug,
          weekday: slot.weekday,
          start_time: slot.start,
          end_time: slot.end,
          trainer_id: slot.trainerId,
          capacity: slot.capacity,
          featured: slot.featured ? 1 : 0,
          effective_from: slot.effectiveFrom,
          effective_until: slot.effectiveUntil,
          version: slot.version,
          ...made,
        })),
      )
      .execute();
  }
}
