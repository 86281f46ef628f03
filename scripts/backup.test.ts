import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "#app/platform/data/database.server.ts";
import { migrateEmpty } from "#tests/support/migrate-empty.ts";
import { testClockEnv } from "#tests/support/test-clock.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");

function backup(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["scripts/backup.ts", ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? "", ...testClockEnv(), ...env },
    encoding: "utf8",
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("npm run backup", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "ironpeak-backup-"));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function databaseWithInquiry() {
    const file = path.join(dataDir, "ironpeak.sqlite");
    const database = openDatabase({ kind: "sqlite", file });
    await migrateEmpty(database);
    await database.db
      .insertInto("contact_inquiries")
      .values({ id: "1", created_at: "2026-01-01", full_name: "Ann", email: "a@b.co", class_name: null, comment: "" })
      .execute();
    await database.close();
    return file;
  }

  it("explains itself with --help", () => {
    const result = backup(["--help"], { DATA_DIR: dataDir });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Usage: npm run backup [-- FILE]");
  });

  it("answers bad input with the usage, not a stack trace", () => {
    const result = backup(["--frobnicate"], { DATA_DIR: dataDir });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("Usage: npm run backup");
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(backup(["a.sqlite", "b.sqlite"], { DATA_DIR: dataDir }).code).toBe(2);
  });

  it("copies what is committed while a writer holds a transaction open, into a private file", async () => {
    const file = await databaseWithInquiry();
    const writer = new DatabaseSync(file);
    writer.exec("BEGIN IMMEDIATE");
    writer.exec(
      "INSERT INTO contact_inquiries (id, created_at, full_name, email, class_name, comment) VALUES ('2', '2026-01-02', 'Not yet', 'n@b.co', NULL, '')",
    );
    try {
      const target = path.join(dataDir, "copy.sqlite");
      const result = backup([target], { DATA_DIR: dataDir });
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
      expect(statSync(target).mode & 0o777).toBe(0o600);
      const copy = new DatabaseSync(target, { readOnly: true });
      expect(copy.prepare("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
      expect(copy.prepare("SELECT full_name FROM contact_inquiries").all()).toEqual([{ full_name: "Ann" }]);
      copy.close();
    } finally {
      writer.exec("ROLLBACK");
      writer.close();
    }
  });

  it("names the copy by the time, in a private backups folder, when no file is given", async () => {
    await databaseWithInquiry();
    const result = backup([], { DATA_DIR: dataDir });
    expect(result.code).toBe(0);
    const written = /Backed up .* to (.*)\n/.exec(result.stdout)?.[1] ?? "";
    expect(written).toMatch(/backups\/ironpeak-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.sqlite$/);
    expect(statSync(path.dirname(written)).mode & 0o777).toBe(0o700);
  });

  it("never overwrites a file, and says what to do when there is nothing to copy", async () => {
    await databaseWithInquiry();
    const taken = path.join(dataDir, "taken.sqlite");
    writeFileSync(taken, "keep me");
    const overwrite = backup([taken], { DATA_DIR: dataDir });
    expect(overwrite.code).toBe(1);
    expect(overwrite.stderr).toContain("already exists");
    const empty = mkdtempSync(path.join(tmpdir(), "ironpeak-backup-empty-"));
    const nothing = backup([path.join(empty, "x.sqlite")], { DATA_DIR: empty });
    rmSync(empty, { recursive: true, force: true });
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toContain("nothing to back up");
  });

  it("points to pg_dump on PostgreSQL", () => {
    const result = backup([], { DATABASE_URL: "postgres://u:p@127.0.0.1:1/x", BETTER_AUTH_SECRET: "s".repeat(40) });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("pg_dump");
  });
});
