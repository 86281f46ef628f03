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

  it("names each action in words, and an action it does not know by its code", () => {
    expect(actionLabel("session.cancelled")).toBe("Cancelled a session");
    expect(actionLabel("something.new")).toBe("something.new");
  });
});
