import { type ClassPicture, classImage, type ImageAsset } from "#app/content/artwork.ts";
import { gymClasses } from "#app/content/classes.ts";
import { trainerImage } from "#app/content/trainers.ts";
import { type Weekday, weekdays } from "#app/content/weekdays.ts";
import { isMediaReference, mediaImage } from "#app/features/media/media-image.ts";
import { trainerSlug } from "./filters.ts";

/**
 * The gym's schedule as one immutable value: classes, trainers, weekly slots (each in force
 * from one date until another), one-off sessions, cover, closures, and the sessions an
 * edit took off the timetable after someone had booked them. The database holds it
 * (schedule-store.server.ts); every server keeps the latest as its snapshot
 * (current-schedule.ts), so dated sessions are derived without a query. `version` is the
 * database's schedule version it was read at, `origin` which database it was read from.
 */
export interface ScheduleTrainer {
  /** "maya-okafor": the trainer in URLs (?trainer=) and in the other rows. Stays when the name changes. */
  id: string;
  name: string;
  job: string;
  /** A portrait of public/artwork/trainers; null: not shown in the team section. */
  portrait: string | null;
  position: number;
  retired: boolean;
  version: number;
}

export interface ScheduleClass {
  slug: string;
  title: string;
  description: string;
  /** A picture of public/artwork/classes (one of classPictures()). */
  picture: string;
  /** Who usually teaches it (the class card says so; new slots start with them). */
  trainerId: string;
  /** Places a new slot or session of this class starts with. */
  capacity: number;
  position: number;
  retired: boolean;
  version: number;
}

/** A class every week on one weekday, from `effectiveFrom` (null: always) until the day before `effectiveUntil` (null: open). */
export interface WeeklySlot {
  id: string;
  classSlug: string;
  weekday: Weekday;
  /** The gym's wall-clock times, "HH:MM". */
  start: string;
  end: string;
  trainerId: string;
  capacity: number;
  /** One of the home page's featured classes. */
  featured: boolean;
  effectiveFrom: string | null;
  effectiveUntil: string | null;
  version: number;
}

/** An extra class on one date: a workshop, a holiday special. */
export interface OneOffSession {
  id: string;
  classSlug: string;
  localDate: string;
  start: string;
  end: string;
  trainerId: string;
  capacity: number;
  version: number;
}

/** Another trainer for one session. */
export interface SessionCover {
  sessionId: string;
  trainerId: string;
  version: number;
}

/** Days the gym is closed, both included: their sessions are cancelled and the schedule says "Closed: reason". */
export interface Closure {
  id: string;
  from: string;
  to: string;
  reason: string;
  createdAt: string;
}

/** A session an edit took off the timetable after it had a row (someone had booked it): kept so its bookings still find it. */
export interface RemovedSession {
  id: string;
  classSlug: string;
  localDate: string;
  start: string;
  end: string;
  trainerId: string;
  capacity: number;
}

export interface ScheduleData {
  /** Which schedule this is: the database's own id (made when its schedule was imported), or "sample". */
  origin: string;
  version: number;
  trainers: ScheduleTrainer[];
  classes: ScheduleClass[];
  slots: WeeklySlot[];
  oneOffs: OneOffSession[];
  covers: SessionCover[];
  closures: Closure[];
  removed: RemovedSession[];
}

export interface Schedule extends ScheduleData {
  trainerById: ReadonlyMap<string, ScheduleTrainer>;
  classBySlug: ReadonlyMap<string, ScheduleClass>;
  /** Every slot of each weekday, whatever its dates, by start time. */
  slotsByWeekday: Readonly<Record<Weekday, WeeklySlot[]>>;
  oneOffsByDate: ReadonlyMap<string, OneOffSession[]>;
  coverBySession: ReadonlyMap<string, SessionCover>;
  removedById: ReadonlyMap<string, RemovedSession>;
}

const byStart = <T extends { start: string; classSlug: string }>(a: T, b: T) =>
  a.start.localeCompare(b.start) || a.classSlug.localeCompare(b.classSlug);

/** The lookups every reader needs, made once per snapshot. */
export function indexSchedule(data: ScheduleData): Schedule {
  const slotsByWeekday = Object.fromEntries(
    weekdays.map((weekday) => [weekday, data.slots.filter((slot) => slot.weekday === weekday).sort(byStart)]),
  ) as Record<Weekday, WeeklySlot[]>;
  const oneOffsByDate = new Map<string, OneOffSession[]>();
  for (const session of [...data.oneOffs].sort(byStart)) {
    oneOffsByDate.set(session.localDate, [...(oneOffsByDate.get(session.localDate) ?? []), session]);
  }
  return {
    ...data,
    trainers: [...data.trainers].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name)),
    classes: [...data.classes].sort((a, b) => a.position - b.position || a.title.localeCompare(b.title)),
    trainerById: new Map(data.trainers.map((trainer) => [trainer.id, trainer])),
    classBySlug: new Map(data.classes.map((gymClass) => [gymClass.slug, gymClass])),
    slotsByWeekday,
    oneOffsByDate,
    coverBySession: new Map(data.covers.map((cover) => [cover.sessionId, cover])),
    removedById: new Map(data.removed.map((session) => [session.id, session])),
  };
}

/** Whether a slot runs on a local date ("YYYY-MM-DD" compares as text). */
export function inForceOn(slot: Pick<WeeklySlot, "effectiveFrom" | "effectiveUntil">, localDate: string): boolean {
  return (
    (slot.effectiveFrom === null || slot.effectiveFrom <= localDate) &&
    (slot.effectiveUntil === null || localDate < slot.effectiveUntil)
  );
}

export function closureOn(schedule: Pick<Schedule, "closures">, localDate: string): Closure | undefined {
  return schedule.closures.find((closure) => closure.from <= localDate && localDate <= closure.to);
}

/** "Maya Okafor"; a row naming a trainer the schedule does not have is a data error. */
export function trainerName(schedule: Pick<Schedule, "trainerById">, trainerId: string): string {
  const trainer = schedule.trainerById.get(trainerId);
  if (!trainer) throw new Error(`The schedule names a trainer it does not have: ${trainerId}`);
  return trainer.name;
}

/** The class pictures staff may choose from in /staff: those of the sample classes the site ships. */
export function classPictures(): ClassPicture[] {
  return gymClasses.map((gymClass) => gymClass.picture);
}

/** A class's picture with its alt text; a picture the content no longer describes keeps a plain alt. */
export function imageOfClass(gymClass: Pick<ScheduleClass, "title" | "picture">): ImageAsset {
  // An uploaded picture (decision 0201): described as the class it shows.
  if (isMediaReference(gymClass.picture)) return mediaImage(gymClass.picture, "classes", `${gymClass.title} class`);
  const subject = classPictures().find((picture) => picture.name === gymClass.picture)?.subject;
  const image = classImage(gymClass.title, { name: gymClass.picture, subject: subject ?? "" });
  return subject ? image : { ...image, alt: `${gymClass.title} class` };
}

export function imageOfTrainer(trainer: Pick<ScheduleTrainer, "name" | "job" | "portrait">): ImageAsset | null {
  if (trainer.portrait && isMediaReference(trainer.portrait)) {
    return mediaImage(trainer.portrait, "trainers", `Portrait of ${trainer.name}, ${trainer.job.toLowerCase()}`);
  }
  return trainer.portrait ? trainerImage(trainer.name, trainer.job, trainer.portrait) : null;
}

/** "Maya Okafor" → "maya-okafor": a new trainer's id, a new class's slug (as the schedule's filters write a trainer). */
export const slugOf = trainerSlug;
