import { sql } from "kysely";
import { expect } from "vitest";
import type { Database } from "./database.server.ts";

/**
 * A kept statement must answer as a fresh one would: the same query asked with new
 * parameters and after new rows, in a `things (id, name)` table (SQLite's statement cache,
 * PostgreSQL's prepared statements).
 */
export async function expectFreshAnswers(database: Database): Promise<void> {
  const named = (id: number) =>
    sql<{ name: string }>`SELECT name FROM things WHERE id = ${id}`.execute(database.db).then((r) => r.rows);
  await sql`INSERT INTO things (id, name) VALUES (${1}, ${"one"})`.execute(database.db);
  expect(await named(1)).toEqual([{ name: "one" }]);
  expect(await named(2)).toEqual([]);
  await sql`INSERT INTO things (id, name) VALUES (${2}, ${"two"})`.execute(database.db);
  expect(await named(2)).toEqual([{ name: "two" }]);
}
