import { describe, expect, it } from "vitest";
import { rangeOf } from "./range.server.ts";
import { csvOf, leadsCsv } from "./report-csv.server.ts";

describe("a report's CSV", () => {
  it("has a header row, RFC 4180 quoting, CRLF lines, and numbers as numbers", () => {
    expect(
      csvOf(
        ["class", "visits", "net"],
        [
          ["Spin, early", 12, -15.5],
          [null, 0, 0],
        ],
      ),
    ).toBe('class,visits,net\r\n"Spin, early",12,-15.5\r\n,0,0\r\n');
  });

  it("keeps text a spreadsheet would run as a formula as text", () => {
    const csv = leadsCsv({
      range: rangeOf("2026-11-02", "2026-11-08"),
      funnel: [],
      weeks: [],
      classes: [],
      leads: [
        {
          id: "1",
          receivedAt: "2026-11-02T10:00:00.000Z",
          date: "2026-11-02",
          className: '=HYPERLINK("http://evil.example","Click")',
          accountAt: "2026-11-04T22:00:00.000Z",
          firstBookingAt: null,
          firstPurchaseAt: null,
          reached: "account",
        },
      ],
    });
    expect(csv.split("\r\n")).toEqual([
      "received_date,class,reached,days_to_account,days_to_first_booking,days_to_first_purchase",
      `2026-11-02,"'=HYPERLINK(""http://evil.example"",""Click"")",account,2.5,,`,
      "",
    ]);
  });
});
