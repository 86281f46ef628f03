import type { Temporal } from "temporal-polyfill";
import { bookingRules } from "#app/content/booking-rules.ts";
import { currentSchedule } from "./current-schedule.ts";
import { type FilterName, type FilterOption, filterOptions } from "./filters.ts";
import { type Schedule, trainerName } from "./schedule.ts";

/**
 * What the schedule pages' filters offer: the classes and trainers of the sessions the
 * pages can show (the weekly slots in force in the weeks shown, and their one-off
 * sessions), without working out every dated session.
 */
export function scheduleFilterOptions(
  today: Temporal.PlainDate,
  schedule: Schedule = currentSchedule(),
): Record<FilterName, FilterOption[]> {
  // Asked on every schedule page view: worked out once per snapshot and date.
  const key = today.toString();
  const kept = optionsBySchedule.get(schedule);
  if (kept?.date === key) return kept.options;
  const options = workOutOptions(today, schedule);
  optionsBySchedule.set(schedule, { date: key, options });
  return options;
}

const optionsBySchedule = new WeakMap<Schedule, { date: string; options: Record<FilterName, FilterOption[]> }>();

function workOutOptions(today: Temporal.PlainDate, schedule: Schedule): Record<FilterName, FilterOption[]> {
  const first = today.toString();
  const last = today.add({ days: 7 * bookingRules.weeksShown - 1 }).toString();
  const weekly = schedule.slots.filter(
    (slot) =>
      (slot.effectiveFrom === null || slot.effectiveFrom <= last) &&
      (slot.effectiveUntil === null || slot.effectiveUntil > first),
  );
  const extra = schedule.oneOffs.filter((session) => session.localDate >= first && session.localDate <= last);
  return filterOptions(
    [...weekly, ...extra].map((entry) => ({
      classSlug: entry.classSlug,
      className: schedule.classBySlug.get(entry.classSlug)?.title ?? entry.classSlug,
      trainer: trainerName(schedule, entry.trainerId),
      trainerId: entry.trainerId,
      start: entry.start,
    })),
  );
}
