import { describe, expect, it } from "vitest";
import type { TimetableEntry } from "#app/content/timetable.ts";
import {
  filterOptions,
  filterSearch,
  matchesFilters,
  matchSummary,
  parseFilters,
  schedulePath,
  trainerSlug,
} from "./filters.ts";

type Entry = TimetableEntry & { className: string };

// A timetable of the test's own: a gym that stops teaching boxing keeps this test green.
const source = [
  { classSlug: "yoga", className: "Yoga", weekday: "monday", start: "09:00", end: "10:00", trainer: "Maya Okafor" },
  { classSlug: "yoga", className: "Yoga", weekday: "tuesday", start: "12:00", end: "13:00", trainer: "Maya Okafor" },
  { classSlug: "boxing", className: "Boxing", weekday: "tuesday", start: "17:00", end: "18:00", trainer: "Leon Hart" },
] satisfies Entry[];
const options = filterOptions(source);
const params = (search: string) => new URLSearchParams(search);

describe("the schedule's filters", () => {
  it("offer the classes and trainers on the timetable, and three parts of the day", () => {
    expect(options.class.map((option) => option.value)).toEqual(["boxing", "yoga"]);
    expect(options.trainer).toEqual([
      { value: "leon-hart", label: "Leon Hart" },
      { value: "maya-okafor", label: "Maya Okafor" },
    ]);
    expect(options.time.map((option) => option.value)).toEqual(["morning", "afternoon", "evening"]);
  });

  it("read class, trainer and time of day from the address, and treat an empty choice as none", () => {
    expect(parseFilters(params("class=yoga&trainer=maya-okafor&time=morning"), options)).toEqual({
      filters: { class: "yoga", trainer: "maya-okafor", time: "morning" },
      unknown: [],
    });
    expect(parseFilters(params("class=&trainer=&time="), options)).toEqual({ filters: {}, unknown: [] });
  });

  it("name the values the timetable does not know, and leave those filters off", () => {
    expect(parseFilters(params("class=zumba&time=midnight&trainer=leon-hart"), options)).toEqual({
      filters: { trainer: "leon-hart" },
      unknown: [
        { name: "class", value: "zumba" },
        { name: "time", value: "midnight" },
      ],
    });
  });

  it("let through only the classes that match every filter; noon is afternoon, 5pm evening", () => {
    const [mondayYoga, noonYoga, eveningBoxing] = source as [Entry, Entry, Entry];
    expect(matchesFilters(mondayYoga, { class: "yoga", time: "morning" })).toBe(true);
    expect(matchesFilters(noonYoga, { class: "yoga", time: "morning" })).toBe(false);
    expect(matchesFilters(noonYoga, { time: "afternoon" })).toBe(true);
    expect(matchesFilters(eveningBoxing, { time: "afternoon" })).toBe(false);
    expect(matchesFilters(eveningBoxing, { time: "evening", trainer: "leon-hart" })).toBe(true);
    expect(matchesFilters(eveningBoxing, { trainer: "maya-okafor" })).toBe(false);
  });

  it("write one address per choice, in one order, with the week last", () => {
    expect(filterSearch({ time: "evening", class: "yoga" })).toBe("?class=yoga&time=evening");
    expect(filterSearch({})).toBe("");
    expect(schedulePath("/schedule/week", { class: "yoga" }, 1)).toBe("/schedule/week?class=yoga&week=1");
    expect(schedulePath("/schedule/week", {}, 1)).toBe("/schedule/week?week=1");
    expect(schedulePath("/schedule/monday", {})).toBe("/schedule/monday");
    expect(trainerSlug("Zoë  O'Brien")).toBe("zoe-o-brien");
  });

  it("say how many classes match, naming the filters as the page does", () => {
    expect(matchSummary(3, 25, "this week", {}, options)).toBe("25 classes this week.");
    expect(matchSummary(1, 4, "on Monday 23 November", { class: "boxing", time: "evening" }, options)).toBe(
      "1 of 4 classes on Monday 23 November matches: Boxing · Evening.",
    );
    expect(matchSummary(2, 4, "this week", { trainer: "leon-hart" }, options)).toBe(
      "2 of 4 classes this week match: Leon Hart.",
    );
  });
});
