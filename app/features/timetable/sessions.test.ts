import { describe, expect, it } from "vitest";
import type { TimetableEntry } from "#app/content/timetable.ts";
import { timetable } from "#app/content/timetable.ts";
import {
  dayLabel,
  findSession,
  gymToday,
  localDateTimeLabel,
  localTimeLabel,
  nextDateOf,
  parseLocalDate,
  sessionIdOf,
  sessionOf,
  sessionsBetween,
} from "./sessions.server.ts";

const date = (value: string) => {
  const parsed = parseLocalDate(value);
  if (!parsed) throw new Error(`bad date ${value}`);
  return parsed;
};

/** A class of our own, so the time-zone rules are tested whatever the gym's timetable says. */
const nineOClock: TimetableEntry = { classSlug: "yoga", weekday: "sunday", start: "09:00", end: "10:00", trainer: "T" };

describe("a dated session", () => {
  it("stays at 9:00 wall-clock time in London on both sides of the spring change (29 March 2026)", () => {
    const before = sessionOf(nineOClock, date("2026-03-22"), "Europe/London");
    const after = sessionOf(nineOClock, date("2026-03-29"), "Europe/London");
    expect(before.startsAt).toBe("2026-03-22T09:00:00+00:00");
    expect(after.startsAt).toBe("2026-03-29T09:00:00+01:00");
    expect(after.startsAtUtc).toBe("2026-03-29T08:00:00.000Z");
    expect(after.endsAt).toBe("2026-03-29T10:00:00+01:00");
  });

  it("stays at 9:00 wall-clock time in London on both sides of the autumn change (25 October 2026)", () => {
    const before = sessionOf(nineOClock, date("2026-10-18"), "Europe/London");
    const after = sessionOf(nineOClock, date("2026-10-25"), "Europe/London");
    expect(before.startsAt).toBe("2026-10-18T09:00:00+01:00");
    expect(after.startsAt).toBe("2026-10-25T09:00:00+00:00");
    expect(after.startsAtUtc).toBe("2026-10-25T09:00:00.000Z");
  });

  it("follows another zone's own changes (New York, 8 March and 1 November 2026)", () => {
    expect(sessionOf(nineOClock, date("2026-03-08"), "America/New_York").startsAt).toBe("2026-03-08T09:00:00-04:00");
    expect(sessionOf(nineOClock, date("2026-11-01"), "America/New_York").startsAt).toBe("2026-11-01T09:00:00-05:00");
  });

  it("moves a time that does not exist on the spring-forward night forward, as clocks do", () => {
    const night = { ...nineOClock, start: "01:30", end: "02:45" };
    expect(sessionOf(night, date("2026-03-29"), "Europe/London").startsAt).toBe("2026-03-29T02:30:00+01:00");
  });

  it("has an id made of class, local date and start, that finds the same session again", () => {
    const entry = timetable[0];
    if (!entry) throw new Error("the timetable is empty");
    const monday = nextDateOf(entry.weekday, date("2026-11-23"));
    const id = sessionIdOf(entry, monday.toString());
    expect(id).toBe(`${entry.classSlug}-${monday.toString()}-${entry.start.replace(":", "")}`);
    // The same session as its timetable entry on that date, found as the weekly slot it is.
    const { source, ...session } = sessionOf(entry, monday);
    expect(findSession(id)).toEqual({ ...session, source: { kind: "weekly", id: expect.any(String) } });
    expect(source.kind).toBe("weekly");
  });

  it("is not found for malformed ids, impossible dates, or a class that does not run then", () => {
    const entry = timetable[0];
    if (!entry) throw new Error("the timetable is empty");
    const day = nextDateOf(entry.weekday, date("2026-11-23"));
    for (const id of [
      "",
      "yoga",
      "../../etc",
      `${entry.classSlug}-2026-02-30-${entry.start.replace(":", "")}`,
      `${entry.classSlug}-${day.add({ days: 1 }).toString()}-${entry.start.replace(":", "")}`,
      `${entry.classSlug}-${day.toString()}-0301`,
      `no-such-class-${day.toString()}-${entry.start.replace(":", "")}`,
    ]) {
      expect(findSession(id), id).toBeUndefined();
    }
  });
});

describe("the calendar where the gym is", () => {
  it("knows today's date in the gym's zone, whatever the server's", () => {
    const lateEvening = new Date("2026-11-23T23:30:00Z");
    expect(gymToday(lateEvening, "Europe/London").toString()).toBe("2026-11-23");
    expect(gymToday(lateEvening, "Australia/Sydney").toString()).toBe("2026-11-24");
  });

  it("finds the next date of a weekday, today included", () => {
    const monday = date("2026-11-23");
    expect(nextDateOf("monday", monday).toString()).toBe("2026-11-23");
    expect(nextDateOf("friday", monday).toString()).toBe("2026-11-27");
    expect(nextDateOf("sunday", monday).toString()).toBe("2026-11-29");
  });

  it("writes a date as 'Friday 27 November'", () => {
    expect(dayLabel("2026-11-27")).toBe("Friday 27 November");
    expect(dayLabel("2027-06-07")).toBe("Monday 7 June");
  });

  it("writes an instant as the gym's clock shows it, in winter and in summer time", () => {
    expect(localTimeLabel(Date.parse("2026-11-23T16:00:00Z"), "Europe/London")).toBe("4:00pm");
    expect(localTimeLabel(Date.parse("2027-06-07T08:00:00Z"), "Europe/London")).toBe("9:00am");
    expect(localDateTimeLabel(Date.parse("2026-11-23T09:00:00Z"), "Europe/London")).toBe("Mon 23 Nov, 9:00am");
    expect(localDateTimeLabel(Date.parse("2027-06-06T23:30:00Z"), "Europe/London")).toBe("Mon 7 Jun, 12:30am");
    expect(localDateTimeLabel(Date.parse("2027-06-06T23:30:00Z"), "America/New_York")).toBe("Sun 6 Jun, 7:30pm");
  });

  it("lists every timetable entry once per week between two dates", () => {
    const week = sessionsBetween(date("2026-11-23"), date("2026-11-29"));
    expect(week).toHaveLength(timetable.length);
    expect(new Set(week.map((session) => session.id)).size).toBe(timetable.length);
    const sorted = [...week].sort((a, b) => a.startsAtUtc.localeCompare(b.startsAtUtc));
    expect(week.map((session) => session.id)).toEqual(sorted.map((session) => session.id));
  });
});
