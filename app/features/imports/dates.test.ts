import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { localeDateOrder, orderTheDatesShow, readDate } from "./dates.ts";

const zone = "Europe/London";
const day = (text: string) => Temporal.PlainDate.from(text);

describe("dates in other systems' exports", () => {
  it.each([
    ["2026-11-27", "dmy", "2026-11-27"],
    ["2026-11-27T09:30:00", "mdy", "2026-11-27"],
    ["27/11/2026", "dmy", "2026-11-27"],
    ["11/27/2026", "mdy", "2026-11-27"],
    ["27.11.2026", "dmy", "2026-11-27"],
    ["27-11-26", "dmy", "2026-11-27"],
    ["11/27/2026 10:15 PM", "mdy", "2026-11-27"],
    ["27 Nov 2026", "mdy", "2026-11-27"],
    ["Nov 27, 2026", "dmy", "2026-11-27"],
    ["27-Nov-2026", "dmy", "2026-11-27"],
    ["November 27th 2026", "dmy", "2026-11-27"],
  ] as const)("reads %s (%s)", (text, order, expected) => {
    expect(readDate(text, order, zone)?.toString()).toBe(expected);
  });

  it("reads an instant with its offset as the gym's date", () => {
    expect(readDate("2026-11-27T23:30:00-05:00", "dmy", zone)?.toString()).toBe("2026-11-28");
  });

  it.each([
    ["31/02/2026", "dmy"],
    ["13/27/2026", "mdy"],
    ["tomorrow", "dmy"],
    ["", "dmy"],
    ["12345", "dmy"],
  ] as const)("reads no date in %j (%s)", (text, order) => {
    expect(readDate(text, order, zone)).toBeNull();
  });

  it("reads the same numbers as another date in the other order: the owner's choice matters", () => {
    expect(readDate("03/04/2026", "dmy", zone)).toEqual(day("2026-04-03"));
    expect(readDate("03/04/2026", "mdy", zone)).toEqual(day("2026-03-04"));
  });

  it("learns the order from a date whose first or second number can only be a day", () => {
    expect(orderTheDatesShow(["03/04/2026", "27/11/2026"])).toEqual({ order: "dmy", example: "27/11/2026" });
    expect(orderTheDatesShow(["", "11/27/2026"])).toEqual({ order: "mdy", example: "11/27/2026" });
    expect(orderTheDatesShow(["2026-11-27"])).toEqual({ order: "ymd", example: "2026-11-27" });
    expect(orderTheDatesShow(["03/04/2026", "05/06/2026"]).order).toBeNull();
    expect(orderTheDatesShow(["27/11/2026", "11/27/2026"]).order).toBeNull();
  });

  it("knows how a locale orders dates", () => {
    expect(localeDateOrder("en-US")).toBe("mdy");
    expect(localeDateOrder("en-GB")).toBe("dmy");
    expect(localeDateOrder("sv-SE")).toBe("ymd");
  });
});
