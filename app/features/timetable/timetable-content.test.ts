import { describe, expect, it } from "vitest";
import { gymClasses } from "#app/content/classes.ts";
import { featuredClasses } from "#app/content/featured-classes.ts";
import { site } from "#app/content/site.ts";
import { timetable } from "#app/content/timetable.ts";

/** Whatever a gym writes into its timetable, these must hold, or the site would show (and sell) nonsense. */
describe("the timetable a gym writes", () => {
  it("names only classes the classes page has", () => {
    const slugs = new Set(gymClasses.map((gymClass) => gymClass.slug));
    expect(timetable.filter((entry) => !slugs.has(entry.classSlug))).toEqual([]);
  });

  it("gives every class a start before its end, in 24-hour HH:MM", () => {
    for (const entry of timetable) {
      expect(entry.start, `${entry.classSlug} on ${entry.weekday}`).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(entry.end, `${entry.classSlug} on ${entry.weekday}`).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(entry.start < entry.end, `${entry.classSlug} on ${entry.weekday}`).toBe(true);
    }
  });

  it("puts every session inside the opening hours of its day", () => {
    const outside = timetable.filter((entry) => {
      const hours = site.hours.find((line) => line.days.includes(entry.weekday));
      return !hours || entry.start < hours.opens || entry.end > hours.closes;
    });
    expect(outside).toEqual([]);
  });

  it("says once when each weekday opens", () => {
    const days = site.hours.flatMap((line) => line.days);
    expect(new Set(days).size).toBe(days.length);
  });

  it("never lists one class twice at the same time on the same day (a session's id names it)", () => {
    const keys = timetable.map((entry) => `${entry.classSlug} ${entry.weekday} ${entry.start}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("features only classes that are on the timetable", () => {
    const onTimetable = (featured: (typeof featuredClasses)[number]) =>
      timetable.some(
        (entry) =>
          entry.classSlug === featured.classSlug &&
          entry.weekday === featured.weekday &&
          entry.start === featured.start,
      );
    expect(featuredClasses.filter((featured) => !onTimetable(featured))).toEqual([]);
  });

  it("gives every class a weekly slot, so no class card says 'Times on request'", () => {
    const taught = new Set(timetable.map((entry) => entry.classSlug));
    expect(gymClasses.filter((gymClass) => !taught.has(gymClass.slug)).map((gymClass) => gymClass.title)).toEqual([]);
  });

  it("never has a trainer in two places at once", () => {
    const clashes = timetable.flatMap((entry, index) =>
      timetable
        .slice(index + 1)
        .filter(
          (other) =>
            other.trainer === entry.trainer &&
            other.weekday === entry.weekday &&
            other.start < entry.end &&
            entry.start < other.end,
        )
        .map((other) => `${entry.trainer}: ${entry.classSlug} and ${other.classSlug} on ${entry.weekday}`),
    );
    expect(clashes).toEqual([]);
  });
});
