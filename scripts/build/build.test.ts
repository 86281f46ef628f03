import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runStep } from "./build.ts";

describe("a build step run quietly (npm start's build)", () => {
  const step = (source: string) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "ironpeak-step-")), "step.mjs");
    writeFileSync(file, source);
    return [file];
  };
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("keeps the file listing to itself when the step succeeds", () => {
    const written = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    expect(runStep(step('console.log("build/client/index.html 1.2 kB")'), { env: {}, output: "quiet" })).toBe(true);
    expect(written).not.toHaveBeenCalled();
  });

  it("shows what a failing step said, so the reason is not lost", () => {
    const written = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    expect(runStep(step('console.log("app/root.tsx: unexpected token"); process.exit(1)'), { env: {}, output: "quiet" })).toBe(
      false,
    );
    expect(written).toHaveBeenCalledWith("app/root.tsx: unexpected token\n");
  });
});
