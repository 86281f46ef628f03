import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

/**
 * Every command-line entry (scripts/**, bench/*.ts) answers `--help` with its usage, and a
 * bad option with the problem, the usage and exit code 2: never a stack trace, and never
 * the work itself (a build, a benchmark) started by a typo.
 */
const projectRoot = path.resolve(import.meta.dirname, "..");
const run = promisify(execFile);

const candidates = [
  ...readdirSync(path.join(projectRoot, "scripts"), { recursive: true, encoding: "utf8" }).map((file) =>
    path.posix.join("scripts", file.split(path.sep).join("/")),
  ),
  ...readdirSync(path.join(projectRoot, "bench"), { encoding: "utf8" }).map((file) => `bench/${file}`),
].filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));

const source = (file: string) => readFileSync(path.join(projectRoot, file), "utf8");
/** A module other scripts import is a library, unless it also runs as a command (import.meta.main). */
const importedElsewhere = (file: string) =>
  candidates.some(
    (other) =>
      other !== file &&
      (source(other).includes(`#${file}"`) || source(other).includes(`"./${path.posix.basename(file)}"`)),
  );
const entries = candidates.filter((file) => source(file).includes("import.meta.main") || !importedElsewhere(file));

async function runEntry(file: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [file, ...args], { cwd: projectRoot, timeout: 30_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("command-line entries", () => {
  it("are found (scripts and benchmarks)", () => {
    expect(entries).toEqual(
      expect.arrayContaining(["scripts/inquiries.ts", "scripts/build/build.ts", "scripts/dev.ts", "bench/load.ts"]),
    );
  });

  it.concurrent.for(entries)("%s --help prints its usage and exits 0", async (file, { expect }) => {
    const result = await runEntry(file, ["--help"]);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toMatch(/^Usage: /);
  });

  it.concurrent.for(entries)(
    "%s with an unknown option prints the problem and the usage and exits 2",
    async (file, { expect }) => {
      const result = await runEntry(file, ["--no-such-option"]);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe("");
      expect(result.stderr).toContain("'--no-such-option'");
      expect(result.stderr).toContain("Usage: ");
      expect(result.stderr).not.toMatch(/\n\s+at /);
    },
  );
});
