import { describe, expect, it } from "vitest";
import { parseWholeNumber, wholeNumber } from "./whole-number.ts";

describe("a whole number typed into a form", () => {
  it.each([
    ["12", 12],
    [" 7 ", 7],
    ["0", 0],
  ])("reads %j as %d", (text, value) => {
    expect(parseWholeNumber(text)).toBe(value);
    expect(wholeNumber().parse(text)).toBe(value);
  });

  it.each(["0x10", "1e1", "1.5", "-3", "+4", "", " ", "12abc", "1_000", "Infinity", "1234567890"])(
    "refuses %j",
    (text) => {
      expect(parseWholeNumber(text)).toBeNull();
      expect(wholeNumber().safeParse(text).success).toBe(false);
    },
  );
});
