import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrateEmpty } from "#tests/support/migrate-empty.ts";
import { openDatabase } from "./database.server.ts";

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe("the SQLite files", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "ironpeak-modes-"));
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it("are readable by the server's user only: folder 700, database, -wal and -shm 600", async () => {
    const dataDir = path.join(root, "data");
    const file = path.join(dataDir, "ironpeak.sqlite");
    const database = openDatabase({ kind: "sqlite", file });
    try {
      await migrateEmpty(database);
      await sql`INSERT INTO users (email, saved_shows, created_at) VALUES ('a@b.co', '[]', 'now')`.execute(database.db);
      expect(modeOf(dataDir)).toBe(0o700);
      for (const each of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(each), each).toBe(0o600);
    } finally {
      await database.close();
    }
  });

  it("closes down files an older version left readable to everyone", async () => {
    const dataDir = path.join(root, "old");
    mkdirSync(dataDir);
    const file = path.join(dataDir, "ironpeak.sqlite");
    const first = openDatabase({ kind: "sqlite", file });
    await migrateEmpty(first);
    await first.close();
    chmodSync(file, 0o644);
    writeFileSync(`${file}-wal`, "");
    chmodSync(`${file}-wal`, 0o644);
    const again = openDatabase({ kind: "sqlite", file });
    try {
      expect(modeOf(file)).toBe(0o600);
      expect(modeOf(`${file}-wal`)).toBe(0o600);
    } finally {
      await again.close();
    }
  });
});
