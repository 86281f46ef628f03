import type { Weekday } from "./weekdays.ts";

/**
 * The home page's six featured classes of the sample: each names one entry of the timetable
 * (app/content/timetable.ts) by class, weekday and start, so its time is the timetable's.
 * The first start marks those weekly slots featured in the database; staff change which
 * are at /staff/timetable.
 * Martial Arts is not on the timetable; Boxing stands in for it (product.md: featured classes are timetable entries).
 */
export interface FeaturedEntry {
  classSlug: string;
  weekday: Weekday;
  start: string;
}

export const featuredClasses: FeaturedEntry[] = [
  { classSlug: "cycling", weekday: "wednesday", start: "09:00" },
  { classSlug: "karate", weekday: "friday", start: "10:00" },
  { classSlug: "power-lifting", weekday: "saturday", start: "09:00" },
  { classSlug: "meditation", weekday: "friday", start: "16:00" },
  { classSlug: "boxing", weekday: "tuesday", start: "09:00" },
  { classSlug: "workout", weekday: "friday", start: "18:00" },
];
