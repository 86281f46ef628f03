import type { Temporal } from "temporal-polyfill";
import { openDaysOf, whoWeAreHighlights } from "#app/content/about.ts";
import { footerClassLinks, type NavLink } from "#app/content/site.ts";
import { openingHours, specialHoursSpecification } from "#app/features/site/site-details.server.ts";
import type { TeamMember } from "#app/features/team/TeamGrid.tsx";
import type { SpecialHours } from "#app/platform/seo/gym-json-ld.ts";
import { currentSchedule } from "./current-schedule.ts";
import { imageOfTrainer, type Schedule } from "./schedule.ts";
import { gymToday } from "./sessions.server.ts";
import { activeClasses, type FeaturedClass, featuredEntries } from "./timetable.ts";

/**
 * What the public pages show of the schedule, read from this server's snapshot: the featured
 * classes, the team, the footer's classes, the contact form's choice of class, and the
 * closures the opening-hours markup announces (the class cards: classes-page.server.ts). The pages are rendered once
 * per schedule version and day (server/page-cache.ts), so these run rarely.
 */

/** The home page's featured classes, each leading to its day. */
export function featuredClasses(
  today: Temporal.PlainDate = gymToday(),
  schedule: Schedule = currentSchedule(),
): FeaturedClass[] {
  return featuredEntries(today.toString(), schedule).map((entry) => ({
    key: entry.slotId,
    className: schedule.classBySlug.get(entry.classSlug)?.title ?? entry.classSlug,
    weekday: entry.weekday,
    start: entry.start,
    end: entry.end,
  }));
}

/** The coaches of the team section: the trainers with a portrait, in the gym's order. */
export function teamMembers(schedule: Schedule = currentSchedule()): TeamMember[] {
  return schedule.trainers.flatMap((trainer) => {
    const image = trainer.retired ? null : imageOfTrainer(trainer);
    return image ? [{ name: trainer.name, job: trainer.job, image }] : [];
  });
}

/** "12 weekly classes", "6 specialist coaches", … */
export function highlights(schedule: Schedule = currentSchedule()): string[] {
  return whoWeAreHighlights({
    openDays: openDaysOf(openingHours()),
    classes: schedule.classes.filter((gymClass) => !gymClass.retired).length,
    coaches: schedule.trainers.filter((trainer) => !trainer.retired).length,
  });
}

export function footerClasses(schedule: Schedule = currentSchedule()): NavLink[] {
  return footerClassLinks(activeClasses(schedule));
}

/** The classes the contact form offers. */
export function classChoices(schedule: Schedule = currentSchedule()): { slug: string; title: string }[] {
  return activeClasses(schedule).map(({ slug, title }) => ({ slug, title }));
}

/**
 * The opening hours' exceptions to come (schema.org specialOpeningHoursSpecification): the
 * timetable's closures that have not ended and the site's special hours from today on
 * (decision 0200), by their first day.
 */
export function specialHours(
  today: Temporal.PlainDate = gymToday(),
  schedule: Schedule = currentSchedule(),
): SpecialHours[] {
  const closures: SpecialHours[] = schedule.closures
    .filter((closure) => closure.to >= today.toString())
    .map((closure) => ({ from: closure.from, to: closure.to, closed: true }));
  return [...closures, ...specialHoursSpecification(today.toString())].sort((a, b) => a.from.localeCompare(b.from));
}
