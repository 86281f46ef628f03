import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { databaseKinds, freshPostgresDatabase } from "#tests/support/databases.ts";
import { type Database, openDatabase } from "./database.server.ts";
import { PREPARED_PER_CONNECTION, withPreparedStatements } from "./postgres-statements.server.ts";
import { expectFreshAnswers } from "./test-support.ts";

/** The crowded pages' statements prepared on PostgreSQL (postgres-statements.server.ts): answers must not change. */
describe.runIf(databaseKinds.includes("postgres"))("PostgreSQL with prepared statements", () => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeEach(async () => {
    const fresh = await freshPostgresDatabase({ empty: true });
    dispose = fresh.dispose;
    // One connection: every query below meets the statements the ones before it prepared.
    database = openDatabase({ kind: "postgres", url: fresh.url, poolSize: 1 });
    await sql`CREATE TABLE things (id INTEGER PRIMARY KEY, name TEXT NOT NULL)`.execute(database.db);
  });
  afterEach(async () => {
    await database.close();
    await dispose();
  });

  const prepared = async () =>
    (
      await sql<{
        statement: string;
      }>`SELECT statement FROM pg_prepared_statements WHERE name LIKE 'ironpeak_%'`.execute(database.db)
    ).rows.map((row) => row.statement);

  it("sends statements as text where nobody asked for them prepared", async () => {
    await sql`INSERT INTO things (id, name) VALUES (${1}, ${"one"})`.execute(database.db);
    const rows = await sql<{ name: string }>`SELECT name FROM things WHERE id = ${1}`.execute(database.db);
    expect(rows.rows).toEqual([{ name: "one" }]);
    expect(await prepared()).toEqual([]);
  });

  it("prepares a query once and answers it with fresh parameters and fresh rows every time", () =>
    withPreparedStatements(async () => {
      await expectFreshAnswers(database);
      const statements = await prepared();
      expect(statements.filter((text) => text.startsWith("SELECT name FROM things"))).toHaveLength(1);
      expect(statements.filter((text) => text.startsWith("INSERT INTO things"))).toHaveLength(1);
    }));

  it("still answers once the table under a prepared statement changed shape", () =>
    withPreparedStatements(async () => {
      const everything = (id: number) =>
        sql<Record<string, unknown>>`SELECT * FROM things WHERE id = ${id}`.execute(database.db).then((r) => r.rows);
      await sql`INSERT INTO things (id, name) VALUES (${1}, ${"one"})`.execute(database.db);
      expect(await everything(1)).toEqual([{ id: 1, name: "one" }]);
      // As another server's migration would, under this connection's prepared statement.
      await sql`ALTER TABLE things ADD COLUMN size INTEGER NOT NULL DEFAULT 3`.execute(database.db);
      expect(await everything(1)).toEqual([{ id: 1, name: "one", size: 3 }]);
      expect(await everything(1)).toEqual([{ id: 1, name: "one", size: 3 }]);
    }));

  it(`prepares at most ${PREPARED_PER_CONNECTION} statements a connection, and answers the ones beyond`, () =>
    withPreparedStatements(async () => {
      await sql`INSERT INTO things (id, name) VALUES (${1}, ${"one"})`.execute(database.db);
      for (let length = 1; length <= PREPARED_PER_CONNECTION + 20; length++) {
        const ids = Array.from({ length }, (_, i) => i + 1);
        const rows = await database.db
          .selectFrom("things" as never)
          .select("name" as never)
          .where("id" as never, "in", ids as never)
          .execute();
        expect(rows).toEqual([{ name: "one" }]);
      }
      expect((await prepared()).length).toBe(PREPARED_PER_CONNECTION);
    }));
});
