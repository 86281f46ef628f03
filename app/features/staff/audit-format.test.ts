import { describe, expect, it } from "vitest";
import { actionLabel, describeChange } from "./audit-format.ts";

describe("an audit entry as staff read it", () => {
  it("lists each field that changed with its value before and after, in words", () => {
    expect(describeChange({ capacity: 12, booked: 12 }, { capacity: 14, booked: 14, promotedFromWaitlist: 2 })).toEqual(
      [
        { field: "Capacity", before: "12", after: "14" },
        { field: "Booked", before: "12", after: "14" },
        { field: "Promoted from waitlist", before: "—", after: "2" },
      ],
    );
  });

  it("leaves out what stayed the same, and shows empty, missing and yes/no values readably", () => {
    expect(describeChange({ status: "new", note: "" }, { status: "new", note: "Called" })).toEqual([
      { field: "Note", before: "(empty)", after: "Called" },
    ]);
    expect(describeChange({ cancelled: false }, { cancelled: true, reason: "Storm" })).toEqual([
      { field: "Cancelled", before: "no", after: "yes" },
      { field: "Reason", before: "—", after: "Storm" },
    ]);
    expect(describeChange(null, { attendance: "attended" })).toEqual([
      { field: "Attendance", before: "—", after: "attended" },
    ]);
  });

  it("writes ids, times, dates and weekdays as the rest of the site does: names, 12-hour times, dates in words", () => {
    const names = {
      trainer: (id: string) => (id === "sam-whitaker" ? "Sam Whitaker" : undefined),
      gymClass: (slug: string) => (slug === "yoga" ? "Yoga" : undefined),
      date: (value: string) => (value === "2026-12-01" ? "Tuesday 1 December" : value),
    };
    expect(
      describeChange(
        { trainer: null, start: "09:00", weekday: "monday", classSlug: "yoga" },
        { trainer: "sam-whitaker", start: "17:30", weekday: "tuesday", effectiveFrom: "2026-12-01", classSlug: "yoga" },
        names,
      ),
    ).toEqual([
      { field: "Trainer", before: "—", after: "Sam Whitaker" },
      { field: "Start", before: "9:00am", after: "5:30pm" },
      { field: "Weekday", before: "Monday", after: "Tuesday" },
      { field: "Effective from", before: "—", after: "Tuesday 1 December" },
    ]);
    // An id the schedule no longer knows is shown as it is.
    expect(describeChange(null, { trainer: "gone-trainer" }, names)).toEqual([
      { field: "Trainer", before: "—", after: "gone-trainer" },
    ]);
  });

  it("names each action in words, and an action it does not know by its code", () => {
    expect(actionLabel("session.cancelled")).toBe("Cancelled a session");
    expect(actionLabel("something.new")).toBe("something.new");
  });
});
