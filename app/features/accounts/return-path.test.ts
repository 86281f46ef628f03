import { describe, expect, it } from "vitest";
import { loginPathReturningTo, safeReturnPath } from "./return-path.ts";

describe("the page to return to after signing in", () => {
  it.each(["/schedule/friday", "/schedule/friday?week=1", "/account#bookings", "/"])(
    "accepts a path of this site: %s",
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  it.each([
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "schedule/friday",
    "/%0d%0aSet-Cookie:x=1".replace("%0d%0a", "\r\n"),
    `/${"a".repeat(600)}`,
    "",
    null,
    undefined,
  ])("refuses anything that could lead elsewhere: %s", (path) => {
    expect(safeReturnPath(path)).toBeUndefined();
  });

  it("builds a /login link that comes back to the page", () => {
    expect(loginPathReturningTo("/schedule/friday?week=1")).toBe("/login?next=%2Fschedule%2Ffriday%3Fweek%3D1");
    expect(safeReturnPath(new URLSearchParams(loginPathReturningTo("/a?b=1").split("?")[1]).get("next"))).toBe(
      "/a?b=1",
    );
  });
});
