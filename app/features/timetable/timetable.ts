import type { ImageAsset } from "#app/content/artwork.ts";
import { formatClockTime } from "#app/content/clock.ts";
import type { TimetableEntry } from "#app/content/timetable.ts";
import { type Weekday, weekdays } from "#app/content/weekdays.ts";
import { currentSchedule } from "./current-schedule.ts";
import {
  imageOfClass,
  inForceOn,
  type Schedule,
  type ScheduleClass,
  trainerName,
  type WeeklySlot,
} from "./schedule.ts";

/**
 * The weekly timetable as the pages read it: lookups and labels, no dates (dated sessions
 * are server work: sessions.server.ts). Reads this process's snapshot of the schedule, so
 * it runs where the snapshot is: on the server, and in tests and specs (the sample).
 */
export type { TimetableEntry };

/** A weekly slot as pages show it: the trainer by name. */
export interface TimetableSlot extends TimetableEntry {
  slotId: string;
  trainerId: string;
  featured: boolean;
}

/** One of the home page's featured classes, leading to its day. */
export interface FeaturedClass {
  key: string;
  className: string;
  weekday: Weekday;
  start: string;
  end: string;
}

/** A class as its card shows it. */
export interface ClassView {
  slug: string;
  title: string;
  description: string;
  trainer: string;
  image: ImageAsset;
}

export function classView(gymClass: ScheduleClass, schedule: Schedule = currentSchedule()): ClassView {
  return {
    slug: gymClass.slug,
    title: gymClass.title,
    description: gymClass.description,
    trainer: trainerName(schedule, gymClass.trainerId),
    image: imageOfClass(gymClass),
  };
}

/** The classes the gym teaches now, in the gym's order (retired ones are not shown). */
export function activeClasses(schedule: Schedule = currentSchedule()): ClassView[] {
  return schedule.classes.filter((gymClass) => !gymClass.retired).map((gymClass) => classView(gymClass, schedule));
}

/** A class the gym teaches now, by slug. */
export function classBySlug(slug: string, schedule: Schedule = currentSchedule()): ClassView | undefined {
  const gymClass = schedule.classBySlug.get(slug);
  return gymClass && !gymClass.retired ? classView(gymClass, schedule) : undefined;
}

/** The slug of the class the gym teaches now under this title (a contact form's lead names it so); null for none. */
export function activeClassTitled(title: string | null, schedule: Schedule = currentSchedule()): string | null {
  if (!title) return null;
  return schedule.classes.find((gymClass) => !gymClass.retired && gymClass.title === title)?.slug ?? null;
}

/** The class's name as visitors read it (a retired class keeps its name in its history). */
export function classTitle(slug: string, schedule: Schedule = currentSchedule()): string {
  const gymClass = schedule.classBySlug.get(slug);
  if (!gymClass) throw new Error(`The schedule names a class it does not have: ${slug}`);
  return gymClass.title;
}

function slotView(slot: WeeklySlot, schedule: Schedule): TimetableSlot {
  return {
    slotId: slot.id,
    classSlug: slot.classSlug,
    weekday: slot.weekday,
    start: slot.start,
    end: slot.end,
    trainer: trainerName(schedule, slot.trainerId),
    trainerId: slot.trainerId,
    featured: slot.featured,
  };
}

/** A date of the gym's calendar, "YYYY-MM-DD": the timetable is the weekly slots in force on one. */
export type LocalDate = string;

/** The weekly slots in force on a date, Monday first, each day by start. */
export function weeklyTimetable(onDate: LocalDate, schedule: Schedule = currentSchedule()): TimetableSlot[] {
  return weekdays.flatMap((weekday) =>
    schedule.slotsByWeekday[weekday].filter((slot) => inForceOn(slot, onDate)).map((slot) => slotView(slot, schedule)),
  );
}

/** A day's classes in time order, as the timetable stands on `onDate`. */
export function entriesOn(weekday: Weekday, onDate: LocalDate, schedule: Schedule = currentSchedule()) {
  return weeklyTimetable(onDate, schedule).filter((entry) => entry.weekday === weekday);
}

/** When a class runs in the week, Monday first. */
export function entriesForClass(slug: string, onDate: LocalDate, schedule: Schedule = currentSchedule()) {
  return weeklyTimetable(onDate, schedule).filter((entry) => entry.classSlug === slug);
}

/** "Wed: 9:00am": a weekly slot as a class card writes it, day first, the time as the schedule writes it. */
export function weeklySlotLabel(entry: Pick<TimetableEntry, "weekday" | "start">): string {
  const day = entry.weekday.charAt(0).toUpperCase() + entry.weekday.slice(1, 3);
  return `${day}: ${formatClockTime(entry.start)}`;
}

/** The home page's featured classes: the featured slots in force, in the order of the week. */
export function featuredEntries(onDate: LocalDate, schedule: Schedule = currentSchedule()): TimetableSlot[] {
  return weeklyTimetable(onDate, schedule).filter((entry) => entry.featured);
}

/** A class's places per session: its own, or the gym's default. */
export function capacityOf(slug: string, defaultCapacity: number, schedule: Schedule = currentSchedule()): number {
  return schedule.classBySlug.get(slug)?.capacity ?? defaultCapacity;
}
