import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleExport } from "#app/features/imports/test-support.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { testClockEnv } from "#tests/support/test-clock.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");

/** `npm run import -- members FILE.csv` against the database the server uses, on both kinds (decision 0187). */
describe.each(databaseKinds)("npm run import on %s", (kind) => {
  let fresh: FreshDatabase;
  let dir: string;
  let sample: ReturnType<typeof sampleExport>;
  let file: string;
  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    dir = mkdtempSync(path.join(tmpdir(), "ironpeak-import-cli-"));
    sample = sampleExport("glofox", gymToday(), `${kind}-cli`);
    file = path.join(dir, sample.fileName);
    writeFileSync(file, sample.csv);
  });
  afterAll(async () => {
    await fresh?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  function run(...args: string[]) {
    const result = spawnSync(process.execPath, [path.join(projectRoot, "scripts/import.ts"), ...args], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? "", ...testClockEnv(), ...fresh.env },
      encoding: "utf8",
    });
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  }
  const users = async () =>
    Number(
      (
        await fresh.database.db
          .selectFrom("user")
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("checks a file without writing, commits it, and changes nothing the second time", async () => {
    const before = await users();
    const dry = run("members", file, "--preset", "glofox");
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain("5 rows: 2 accounts would be created, 0 would be updated, 1 leads would be added");
    expect(dry.stdout).toMatch(/Row 5, email: invalid-email\./);
    expect(dry.stdout).toContain("A dry run: nothing was written.");
    expect(await users()).toBe(before);

    const commit = run("members", file, "--preset", "glofox", "--commit");
    expect(commit.code).toBe(0);
    expect(commit.stdout).toContain("5 rows: 2 accounts created, 0 updated, 1 leads added");
    expect(await users()).toBe(before + 2);

    const again = run("members", file, "--preset", "glofox", "--commit");
    expect(again.stdout).toContain("5 rows: 0 accounts created, 0 updated, 0 leads added, 3 unchanged");
    expect(await users()).toBe(before + 2);
  });

  it("answers a wrong command with its usage, and an unreadable file with why, never a stack trace", () => {
    for (const args of [[], ["members"], ["members", file, "--preset", "wodify"], ["people", file]]) {
      const wrong = run(...args);
      expect(wrong.code).toBe(2);
      expect(wrong.stderr).toContain("Usage: npm run import -- members FILE.csv");
    }
    const missing = run("members", path.join(dir, "nope.csv"));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("Cannot read");
    expect(missing.stderr).not.toMatch(/\n\s+at /);
  });
});
