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

  it("never sleep and then assert: a fixed wait of 100 ms or more passes when the behaviour is merely slow", () => {
    // Polling a state in a loop with a short pause is waiting on state; a long fixed pause is a guess.
    const sleeping = testFiles.filter((file) => sleepsFor100MsOrMore(read(file)));
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

/** `setTimeout(resolve, 7000)` in a promise, or `await setTimeout(7000)` from node:timers/promises. */
function sleepsFor100MsOrMore(text: string): boolean {
  const delays = [
    ...text.matchAll(/setTimeout\(\s*(?:r|res|resolve|done|next)\s*,\s*([\d_]+)\s*\)/g),
    ...(/from\s+["']node:timers\/promises["']/.test(text) ? text.matchAll(/\bsetTimeout\(\s*([\d_]+)\s*[,)]/g) : []),
    ...text.matchAll(/\bsleep\(\s*([\d_]+)\s*\)/g),
  ].map((match) => Number((match[1] ?? "0").replaceAll("_", "")));
  return delays.some((delay) => delay >= 100);
}

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

describe("the sleep detector", () => {
  it.each([
    "await new Promise((resolve) => setTimeout(resolve, 7_000));",
    "await new Promise((r) => setTimeout(r, 500))",
    'import { setTimeout } from "node:timers/promises";\nawait setTimeout(2000);',
    "await sleep(1000);",
  ])("finds %j", (text) => {
    expect(sleepsFor100MsOrMore(text)).toBe(true);
  });

  it("lets a short pause in a polling loop be", () => {
    expect(sleepsFor100MsOrMore("while (!done()) await new Promise((resolve) => setTimeout(resolve, 50));")).toBe(
      false,
    );
  });
});
