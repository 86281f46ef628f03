import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./database.server.ts";
import { expectFreshAnswers } from "./test-support.ts";

/** SQLite's prepared statements are kept and reused (database.server.ts): answers must not change. */
describe("SQLite with reused statements", () => {
  let dir: string;
  let database: Database;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "ironpeak-statements-"));
    database = openDatabase({ kind: "sqlite", file: path.join(dir, "test.sqlite") });
    await sql`CREATE TABLE things (id INTEGER PRIMARY KEY, name TEXT NOT NULL)`.execute(database.db);
  });
  afterEach(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers the same query with fresh parameters and fresh rows every time", () => expectFreshAnswers(database));

  it("sees a schema change made after a statement was first used", async () => {
    const all = () => sql<Record<string, unknown>>`SELECT * FROM things`.execute(database.db).then((r) => r.rows);
    await sql`INSERT INTO things (id, name) VALUES (${1}, ${"one"})`.execute(database.db);
    expect(await all()).toEqual([{ id: 1, name: "one" }]);
    await sql`ALTER TABLE things ADD COLUMN colour TEXT`.execute(database.db);
    expect(await all()).toEqual([{ id: 1, name: "one", colour: null }]);
  });

  it("keeps answering correctly past the number of statements it keeps", async () => {
    for (let n = 0; n < 700; n++) {
      const { rows } = await sql.raw<{ n: number }>(`SELECT ${n} AS n`).execute(database.db);
      expect(rows).toEqual([{ n }]);
    }
    const { rows } = await sql.raw<{ n: number }>("SELECT 3 AS n").execute(database.db);
    expect(rows).toEqual([{ n: 3 }]);
  });

  it("runs transactions on reused statements and rolls them back whole", async () => {
    const insert = (id: number) => sql`INSERT INTO things (id, name) VALUES (${id}, ${"x"})`;
    await database.writeTransaction(async (trx) => {
      await insert(1).execute(trx);
    });
    await expect(
      database.writeTransaction(async (trx) => {
        await insert(2).execute(trx);
        await insert(1).execute(trx);
      }),
    ).rejects.toThrow(/UNIQUE/);
    const { rows } = await sql<{ id: number }>`SELECT id FROM things ORDER BY id`.execute(database.db);
    expect(rows).toEqual([{ id: 1 }]);
  });
});
