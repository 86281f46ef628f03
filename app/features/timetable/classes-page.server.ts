import type { Temporal } from "temporal-polyfill";
import type { ClassCardData } from "#app/features/classes/ClassCard.tsx";
import { shellSiteDetails } from "#app/features/site/site-details.server.ts";
import { classSchedulesJsonLd } from "./class-schedule-json-ld.ts";
import { currentSchedule } from "./current-schedule.ts";
import type { Schedule } from "./schedule.ts";
import { gymToday } from "./sessions.server.ts";
import { activeClasses, entriesForClass, type TimetableSlot, weeklySlotLabel } from "./timetable.ts";

/**
 * /classes: each class the gym teaches with its weekly slots, and the classes as weekly
 * schema.org EventSeries (rendered once per schedule version: server/page-cache.ts).
 */

/** "Wed: 9:00am and 2 more", or null for a class with no weekly slot now. */
function weeklySlotsText(entries: TimetableSlot[]): string | null {
  const [first, ...more] = entries;
  if (!first) return null;
  return more.length > 0 ? `${weeklySlotLabel(first)} and ${more.length} more` : weeklySlotLabel(first);
}

export function classesPage(
  origin: string,
  today: Temporal.PlainDate = gymToday(),
  schedule: Schedule = currentSchedule(),
) {
  const classes = activeClasses(schedule).map((gymClass) => ({
    ...gymClass,
    entries: entriesForClass(gymClass.slug, today.toString(), schedule),
  }));
  return {
    classes: classes.map(
      ({ entries, ...gymClass }): ClassCardData => ({ ...gymClass, weeklySlots: weeklySlotsText(entries) }),
    ),
    structuredData: classSchedulesJsonLd(classes, origin, shellSiteDetails()),
  };
}
