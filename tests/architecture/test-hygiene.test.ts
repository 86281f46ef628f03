import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Tests that mean what they say (DEVELOPERS.md, "Tests"): they wait on state instead of
 * sleeping, put back what they replace, and never hide errors for a whole file.
 */
const projectRoot = path.resolve(import.meta.dirname, "../..");

const testFiles = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: projectRoot,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => /\.(test|spec)\.tsx?$/.test(file) && existsSync(path.join(projectRoot, file)))
  .filter((file) => file !== "tests/architecture/test-hygiene.test.ts");

const read = (file: string) => readFileSync(path.join(projectRoot, file), "utf8");

/** Files that still silence console.error in a hook, each with the reason it may for now. */
const silencingConsoleErrors: Record<string, string> = {};

describe("tests", () => {
  it("never sleep in the browser: they wait for the state they expect", () => {
    const sleeping = testFiles.filter((file) => /\.waitForTimeout\(/.test(read(file)));
    expect(sleeping).toEqual([]);
  });

  it("replace globals with vi.stubGlobal (put back after each test by vitest.config.ts), never by assignment", () => {
    const assigning = testFiles.filter((file) =>
      /^\s*(window|globalThis|navigator|document)\.\w+\s*=[^=]/m.test(read(file)),
    );
    expect(assigning).toEqual([]);
  });

  it("silence console.error only inside the one test that expects it, never for a whole file", () => {
    const inHooks = testFiles.filter((file) => silencesConsoleErrorOutsideATest(read(file)));
    expect(inHooks.filter((file) => !(file in silencingConsoleErrors))).toEqual([]);
    // An exception nobody needs any more goes too.
    expect(Object.keys(silencingConsoleErrors).filter((file) => !inHooks.includes(file))).toEqual([]);
  });
});

/** A console.error spy whose nearest enclosing block opener is a hook, a describe or the file itself. */
function silencesConsoleErrorOutsideATest(text: string): boolean {
  for (const spy of text.matchAll(/spyOn\(console,\s*["']error["']\)/g)) {
    const before = text.slice(0, spy.index);
    const openers = [...before.matchAll(/\b(it|test|beforeEach|beforeAll|describe(?:\.each\([^)]*\))?)\s*\(/g)];
    const opener = openers.at(-1)?.[1] ?? "file";
    if (opener !== "it" && opener !== "test") return true;
  }
  return false;
}
