import { describe, expect, it } from "vitest";
import { hasControlCharactersBesidesLines } from "#app/platform/security/control-characters.ts";
import type { Inquiry } from "./inquiries.server.ts";
import { csvCell, formatInquiriesCsv, formatInquiriesTable } from "./inquiries-format.ts";

const ESC = "\u001b";

/** An inquiry stored before the form refused control characters, or written to the database directly. */
const hostile: Inquiry = {
  id: "2",
  createdAt: "2026-01-02T00:00:00.000Z",
  fullName: `Eve${ESC}]52;c;cm0gLXJmIH4=\u0007`,
  email: `eve@example.com${ESC}[2J`,
  className: `Yoga\rBoxing`,
  comment: `first line\nsecond${ESC}[8m hidden\u009b`,
};

describe("inquiries CSV", () => {
  it("quotes what needs quoting and defuses spreadsheet formulas", () => {
    expect(csvCell('He said "hi", then left')).toBe('"He said ""hi"", then left"');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell(null)).toBe("");
    const csv = formatInquiriesCsv([
      {
        id: "1",
        createdAt: "2026-01-01T00:00:00.000Z",
        fullName: "Ann",
        email: "a@x.co",
        className: null,
        comment: "a\nb",
      },
    ]);
    expect(csv).toBe('received_at,full_name,email,class,comment\r\n2026-01-01T00:00:00.000Z,Ann,a@x.co,,"a\nb"\r\n');
  });
});

describe("inquiries in the operator's terminal", () => {
  it("prints control characters as visible escapes in the table, keeping the comment's lines", () => {
    const table = formatInquiriesTable([hostile]);
    expect(hasControlCharactersBesidesLines(table)).toBe(false);
    expect(table).toContain("Eve\\x1b]52;c;cm0gLXJmIH4=\\x07");
    expect(table).toContain("eve@example.com\\x1b[2J");
    expect(table).toContain("Yoga\\rBoxing");
    expect(table).toContain("first line\n  second\\x1b[8m hidden\\x9b");
  });

  it("does the same in CSV, where a comment's line breaks stay inside its quoted cell", () => {
    const csv = formatInquiriesCsv([hostile]);
    expect(hasControlCharactersBesidesLines(csv)).toBe(false);
    expect(csv).toContain('"first line\nsecond\\x1b[8m hidden\\x9b"');
  });
});
