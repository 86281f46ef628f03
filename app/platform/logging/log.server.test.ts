import { describe, expect, it, vi } from "vitest";
import { log, logLine } from "./log.server.ts";

describe("the server log", () => {
  it("writes every entry as one line, whatever its parts contain", () => {
    const line = logLine("Invalid callbackURL:", "https://x\n2026-01-01T00:00:00Z ERROR forged", {
      detail: "\u001b[2J",
    });
    for (const raw of ["\n", "\r", "\u001b"]) expect(line).not.toContain(raw);
    expect(line).toContain("\\n2026-01-01T00:00:00Z ERROR forged");
    expect(line).toContain("[2J");
  });

  it("keeps an error's message and stack, on the same line", () => {
    const line = logLine(new Error("boom"));
    expect(line).toContain("Error: boom");
    expect(line).toContain("\\n    at ");
    expect(line).not.toContain("\n");
  });

  it("sends errors to standard error", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    log.error("bad\rthing");
    expect(error).toHaveBeenCalledWith("bad\\rthing");
  });
});
