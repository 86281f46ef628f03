import { describe, expect, it } from "vitest";
import { csvCell, formatInquiriesCsv } from "./inquiries-format.ts";

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
