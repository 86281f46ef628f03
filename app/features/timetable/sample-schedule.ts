import { bookingRules } from "#app/content/booking-rules.ts";
import { gymClasses } from "#app/content/classes.ts";
import { featuredClasses } from "#app/content/featured-classes.ts";
import { timetable } from "#app/content/timetable.ts";
import { trainers } from "#app/content/trainers.ts";
import { type ScheduleData, type ScheduleTrainer, slugOf } from "./schedule.ts";

/**
 * The schedule of app/content: what the first start imports into an empty database
 * (schedule-import.server.ts), and what a process serves before it has read one. Every
 * database starts at this version, so a snapshot of the sample and a database nobody has
 * edited yet agree on it.
 */
export const SAMPLE_VERSION = 1;

/** A weekly slot of the sample: "yoga-tuesday-1000", readable, and the same on every install. */
export const sampleSlotId = (classSlug: string, weekday: string, start: string) =>
  `${classSlug}-${weekday}-${start.replace(":", "")}`;

export function sampleScheduleData(): ScheduleData {
  const people: ScheduleTrainer[] = trainers.map((trainer, index) => ({
    id: slugOf(trainer.name),
    name: trainer.name,
    job: trainer.job,
    portrait: trainer.portrait ?? null,
    position: index,
    retired: false,
    version: 1,
  }));
  // A coach the classes or the timetable name without a line in trainers.ts is still a trainer.
  for (const name of [...gymClasses, ...timetable].map((entry) => entry.trainer)) {
    if (people.some((person) => person.name === name)) continue;
    people.push({
      id: slugOf(name),
      name,
      job: "",
      portrait: null,
      position: people.length,
      retired: false,
      version: 1,
    });
  }
  const capacityOf = (slug: string) =>
    gymClasses.find((gymClass) => gymClass.slug === slug)?.capacity ?? bookingRules.defaultCapacity;
  return {
    origin: "sample",
    version: SAMPLE_VERSION,
    trainers: people,
    classes: gymClasses.map((gymClass, index) => ({
      slug: gymClass.slug,
      title: gymClass.title,
      description: gymClass.description,
      picture: gymClass.picture.name,
      trainerId: slugOf(gymClass.trainer),
      capacity: capacityOf(gymClass.slug),
      position: index,
      retired: false,
      version: 1,
    })),
    slots: timetable.map((entry) => ({
      id: sampleSlotId(entry.classSlug, entry.weekday, entry.start),
      classSlug: entry.classSlug,
      weekday: entry.weekday,
      start: entry.start,
      end: entry.end,
      trainerId: slugOf(entry.trainer),
      capacity: capacityOf(entry.classSlug),
      featured: featuredClasses.some(
        (featured) =>
          featured.classSlug === entry.classSlug &&
          featured.weekday === entry.weekday &&
          featured.start === entry.start,
      ),
      effectiveFrom: null,
      effectiveUntil: null,
      version: 1,
    })),
    oneOffs: [],
    covers: [],
    closures: [],
    removed: [],
  };
}
