import { type Kysely, sql } from "kysely";
import type { Tables } from "#app/platform/data/tables.ts";

/** What a rebuild changes of an SQLite table; everything else (rows, columns, indexes, triggers) it keeps. */
export interface SqliteRebuild {
  table: string;
  /** Table constraints to add, written as in CREATE TABLE ("CONSTRAINT x FOREIGN KEY (…) REFERENCES …"). */
  constraints: string[];
  /** TEXT columns whose NOT NULL goes. */
  nullable?: string[];
}

interface SchemaRow {
  type: string;
  name: string;
  sql: string | null;
}

/**
 * SQLite cannot add a constraint to a table: it is rebuilt the way its documentation says
 * (https://www.sqlite.org/lang_altertable.html#otheralter), from the definition the table
 * has in this database, so columns added by earlier steps (or by steps of other branches
 * merged before this one) are kept: a new table from that definition with the change,
 * every row copied, the old table dropped, the new one renamed, then its indexes and
 * triggers created again from their own definitions, and the AUTOINCREMENT counter kept.
 * Run with foreign keys off (MigrationStep.rebuildsTables), inside the step's transaction.
 */
export async function rebuildSqliteTable(trx: Kysely<Tables>, change: SqliteRebuild): Promise<void> {
  const { table } = change;
  const schema = await sql<SchemaRow>`
    SELECT type, name, sql FROM sqlite_master WHERE tbl_name = ${table} ORDER BY type = 'table' DESC, rowid
  `.execute(trx);
  const definition = schema.rows.find((row) => row.type === "table" && row.name === table)?.sql;
  if (!definition) throw new Error(`no table ${table} to rebuild`);
  const dependents = schema.rows.filter((row) => row.type !== "table" && row.sql !== null);
  const rebuilt = `${table}__rebuilt`;

  const info = (
    await sql<{ name: string; notnull: number }>`SELECT name, "notnull" FROM pragma_table_info(${table})`.execute(trx)
  ).rows;
  const columns = info.map((row) => `"${row.name}"`);
  // A column that already takes NULL needs no change.
  const nullable = (change.nullable ?? []).filter((column) => info.some((row) => row.name === column && row.notnull));
  const counter = await sql<{ seq: number }>`SELECT seq FROM sqlite_sequence WHERE name = ${table}`
    .execute(trx)
    .catch(() => ({ rows: [] as { seq: number }[] }));

  await sql.raw(changedDefinition(definition, rebuilt, { ...change, nullable })).execute(trx);
  await sql
    .raw(`INSERT INTO "${rebuilt}" (${columns.join(", ")}) SELECT ${columns.join(", ")} FROM "${table}"`)
    .execute(trx);
  await sql.raw(`DROP TABLE "${table}"`).execute(trx);
  await sql.raw(`ALTER TABLE "${rebuilt}" RENAME TO "${table}"`).execute(trx);
  for (const dependent of dependents) await sql.raw(dependent.sql as string).execute(trx);
  const seq = counter.rows[0]?.seq;
  if (seq !== undefined) {
    await sql`DELETE FROM sqlite_sequence WHERE name = ${table}`.execute(trx);
    await sql`INSERT INTO sqlite_sequence (name, seq) VALUES (${table}, ${seq})`.execute(trx);
  }
}

/** The table's CREATE TABLE under the new name, with NOT NULL dropped where asked and the constraints added last. */
export function changedDefinition(definition: string, newName: string, change: SqliteRebuild): string {
  const header = new RegExp(`^CREATE TABLE\\s+(?:IF NOT EXISTS\\s+)?(["\`]?)${change.table}\\1\\s*\\(`, "i");
  if (!header.test(definition)) throw new Error(`unexpected definition of ${change.table}: ${definition}`);
  let text = definition.replace(header, `CREATE TABLE "${newName}" (`);
  for (const column of change.nullable ?? []) {
    const notNull = new RegExp(`(^|[\\s(,])("?)${column}\\2(\\s+TEXT)\\s+NOT\\s+NULL\\b`, "gi");
    const found = text.match(notNull)?.length ?? 0;
    if (found !== 1)
      throw new Error(`${change.table}.${column}: expected one "TEXT NOT NULL" definition, found ${found}`);
    text = text.replace(notNull, `$1$2${column}$2$3`);
  }
  const end = text.lastIndexOf(")");
  if (end < 0 || text.slice(end + 1).trim() !== "") throw new Error(`unexpected end of ${change.table}'s definition`);
  if (change.constraints.length === 0) return text;
  return `${text.slice(0, end).trimEnd()},\n  ${change.constraints.join(",\n  ")}\n)`;
}
