import { type TimeOfDay, timesOfDay } from "#app/content/times-of-day.ts";
import type { TimetableEntry } from "#app/content/timetable.ts";

/**
 * The schedule's filters, kept in the URL so a filtered view can be shared, bookmarked,
 * crawled and used without JavaScript: ?class=yoga&trainer=maya-okafor&time=morning.
 * Safe in the browser bundle: the classes and trainers to choose from are handed in
 * (filter-options.server.ts reads them from the schedule).
 */
export interface ScheduleFilters {
  class?: string;
  trainer?: string;
  time?: TimeOfDay["slug"];
}

export const filterNames = ["class", "trainer", "time"] as const;
export type FilterName = (typeof filterNames)[number];

export interface FilterOption {
  value: string;
  label: string;
}

/** "Maya Okafor" → "maya-okafor": how the schedule makes a trainer's id from their name. */
export function trainerSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label);

/** A class or session as the filters see it: the trainer by id (or, in a content entry, by name). */
export type Filterable = Pick<TimetableEntry, "classSlug" | "trainer" | "start"> & {
  className?: string;
  trainerId?: string;
};

const trainerIdOf = (entry: Filterable) => entry.trainerId ?? trainerSlug(entry.trainer);

/** What each filter can be set to: the classes and trainers of these entries, and the parts of the day. */
export function filterOptions(
  source: readonly (Filterable & { className: string })[],
): Record<FilterName, FilterOption[]> {
  const classes = new Map(source.map((entry) => [entry.classSlug, entry.className]));
  const trainers = new Map(source.map((entry) => [trainerIdOf(entry), entry.trainer]));
  return {
    class: [...classes].map(([value, label]) => ({ value, label })).sort(byLabel),
    trainer: [...trainers].map(([value, label]) => ({ value, label })).sort(byLabel),
    time: timesOfDay.map((part) => ({ value: part.slug, label: part.label })),
  };
}

export interface ParsedFilters {
  filters: ScheduleFilters;
  /** Values the URL gave that the schedule does not know, to say so (and answer 404). */
  unknown: { name: FilterName; value: string }[];
}

/** The filters of a URL, against the options there are; empty values (a form's "all" choice) mean no filter. */
export function parseFilters(params: URLSearchParams, options: Record<FilterName, FilterOption[]>): ParsedFilters {
  const filters: ScheduleFilters = {};
  const unknown: ParsedFilters["unknown"] = [];
  for (const name of filterNames) {
    const value = params.get(name)?.trim() ?? "";
    if (value === "") continue;
    if (options[name].some((option) => option.value === value)) {
      if (name === "time") filters.time = value as TimeOfDay["slug"];
      else filters[name] = value;
    } else {
      unknown.push({ name, value: value.slice(0, 60) });
    }
  }
  return { filters, unknown };
}

export function hasFilters(filters: ScheduleFilters): boolean {
  return filterNames.some((name) => filters[name] !== undefined);
}

/** Whether a timetable entry (or a session of it) is one the filters let through. */
export function matchesFilters(entry: Filterable, filters: ScheduleFilters) {
  if (filters.class && entry.classSlug !== filters.class) return false;
  if (filters.trainer && trainerIdOf(entry) !== filters.trainer) return false;
  if (filters.time) {
    const part = timesOfDay.find((candidate) => candidate.slug === filters.time);
    if (part && !(entry.start >= part.from && entry.start < part.until)) return false;
  }
  return true;
}

/** "?class=yoga&time=morning", or "" without filters: the same order every time, so links compare equal. */
export function filterSearch(filters: ScheduleFilters): string {
  const params = new URLSearchParams();
  for (const name of filterNames) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** "Yoga · Maya Okafor · Morning": the filters in words, for the count line and titles. */
export function filterSummary(filters: ScheduleFilters, options: Record<FilterName, FilterOption[]>): string {
  return filterNames
    .map((name) => options[name].find((option) => option.value === filters[name])?.label)
    .filter((label): label is string => label !== undefined)
    .join(" · ");
}

/** A schedule page's address with the filters and the week (0 = this week, left out). */
export function schedulePath(path: string, filters: ScheduleFilters, week = 0): string {
  const search = filterSearch(filters);
  if (week === 0) return `${path}${search}`;
  return `${path}${search ? `${search}&` : "?"}week=${week}`;
}

const classes = (count: number) => `${count} ${count === 1 ? "class" : "classes"}`;

/** "3 of 26 classes this week match: Yoga · Morning." or "26 classes this week." */
export function matchSummary(
  shown: number,
  total: number,
  where: string,
  filters: ScheduleFilters,
  options: Record<FilterName, FilterOption[]>,
): string {
  if (!hasFilters(filters)) return `${classes(total)} ${where}.`;
  return `${shown} of ${classes(total)} ${where} ${shown === 1 ? "matches" : "match"}: ${filterSummary(filters, options)}.`;
}
