import { type GymClass, gymClasses } from "#app/content/classes.ts";
import { formatClockTime } from "#app/content/clock.ts";
import { featuredClasses } from "#app/content/featured-classes.ts";
import { type TimetableEntry, timetable } from "#app/content/timetable.ts";
import { type Weekday, weekdays } from "#app/content/weekdays.ts";

/**
 * The weekly timetable as the pages read it: lookups and labels only, no dates (dated
 * sessions are server work: sessions.server.ts). Safe in the browser bundle.
 */
export type { TimetableEntry };

const bySlug = new Map(gymClasses.map((gymClass) => [gymClass.slug, gymClass]));

export function classBySlug(slug: string): GymClass | undefined {
  return bySlug.get(slug);
}

/** The class's name as visitors read it; a timetable naming an unknown class is a content error. */
export function classTitle(slug: string): string {
  const gymClass = bySlug.get(slug);
  if (!gymClass) throw new Error(`The timetable names a class that app/content/classes.ts does not have: ${slug}`);
  return gymClass.title;
}

const byStart = (a: TimetableEntry, b: TimetableEntry) => a.start.localeCompare(b.start);
const byWeekThenStart = (a: TimetableEntry, b: TimetableEntry) =>
  weekdays.indexOf(a.weekday) - weekdays.indexOf(b.weekday) || byStart(a, b);

/** A day's classes in time order. */
export function entriesOn(weekday: Weekday): TimetableEntry[] {
  return timetable.filter((entry) => entry.weekday === weekday).sort(byStart);
}

/** When a class runs in the week, Monday first. */
export function entriesForClass(slug: string): TimetableEntry[] {
  return timetable.filter((entry) => entry.classSlug === slug).sort(byWeekThenStart);
}

/** "Wed: 9:00am": a weekly slot as a class card writes it, day first, the time as the schedule writes it. */
export function weeklySlotLabel(entry: TimetableEntry): string {
  const day = entry.weekday.charAt(0).toUpperCase() + entry.weekday.slice(1, 3);
  return `${day}: ${formatClockTime(entry.start)}`;
}

/** The home page's featured classes, each resolved to its timetable entry. */
export function featuredEntries(): TimetableEntry[] {
  return featuredClasses.map((featured) => {
    const entry = timetable.find(
      (candidate) =>
        candidate.classSlug === featured.classSlug &&
        candidate.weekday === featured.weekday &&
        candidate.start === featured.start,
    );
    if (!entry) {
      throw new Error(
        `A featured class is not on the timetable: ${featured.classSlug} on ${featured.weekday} at ${featured.start}`,
      );
    }
    return entry;
  });
}

/** A class's capacity per session: its own, or the gym's default. */
export function capacityOf(slug: string, defaultCapacity: number): number {
  return bySlug.get(slug)?.capacity ?? defaultCapacity;
}
