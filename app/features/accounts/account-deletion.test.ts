import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAccount } from "#app/features/staff/test-support.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { DELETED_PERSON_LABEL, type PersonTables, personColumns } from "#app/platform/data/person-columns.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { foreignKeys } from "#tests/support/foreign-keys.ts";
import { fillPersonRows, HOLDS_NOBODY, type Person, personRows } from "#tests/support/person-rows.ts";
import { deleteAccount } from "./test-support.ts";

/**
 * Nothing of a person is left behind (decision 0145). An account with a row in every table
 * that holds people (bookings, sales, credits, terms and health answers, push
 * subscriptions, the desk's notes, reminders… tests/support/person-rows.ts fills each, and
 * a table added later with them) is deleted as the server deletes one; then no row
 * anywhere names it, its own rows are gone, the gym's records are kept with
 * "Deleted account" in its place, and another member's rows are as they were.
 */
interface Counted {
  table: string;
  rows: number;
}

/** Every table of the database (better-auth's too) and its columns, as the database has them. */
async function everyColumn(database: Database) {
  const tables = await database.db.introspection.getTables();
  return tables.map((table) => ({ table: table.name, columns: table.columns.map((column) => column.name) }));
}

/** Cells, in any column of any table, whose text contains `needle`, as "table.column". */
async function cellsContaining(database: Database, needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const { table, columns } of await everyColumn(database)) {
    // Columns that are no account's, and documents kept as issued, are not searched.
    const classes = personColumns[table as PersonTables];
    const skipped = [...Object.keys(classes?.notAccounts ?? {}), ...Object.keys(classes?.keptAsIssued ?? {})];
    for (const column of columns.filter((name) => !skipped.includes(name))) {
      const contains =
        database.kind === "sqlite"
          ? sql<boolean>`instr(CAST(${sql.ref(column)} AS TEXT), ${needle}) > 0`
          : sql<boolean>`strpos(CAST(${sql.ref(column)} AS TEXT), ${needle}) > 0`;
      const row = await sql<{ count: number | string }>`
        SELECT count(*) AS count FROM ${sql.table(table)} WHERE ${contains}`.execute(database.db);
      if (Number(row.rows[0]?.count) > 0) found.push(`${table}.${column}`);
    }
  }
  return found;
}

/** Rows whose foreign key names an account that does not exist (none can, with the keys in place). */
async function pointingNowhere(database: Database): Promise<string[]> {
  const found: string[] = [];
  for (const key of (await foreignKeys(database)).filter((each) => each.references === "user")) {
    const row = await sql<{ count: number | string }>`
      SELECT count(*) AS count FROM ${sql.table(key.table)} AS t
      WHERE t.${sql.ref(key.column)} IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM "user" AS u WHERE u.${sql.ref(key.referencedColumn)} = t.${sql.ref(key.column)})`.execute(
      database.db,
    );
    if (Number(row.rows[0]?.count) > 0) found.push(`${key.table}.${key.column}`);
  }
  return found;
}

async function rowCounts(database: Database): Promise<Counted[]> {
  const counted: Counted[] = [];
  for (const { table } of await everyColumn(database)) {
    const row = await sql<{ count: number | string }>`SELECT count(*) AS count FROM ${sql.table(table)}`.execute(
      database.db,
    );
    counted.push({ table, rows: Number(row.rows[0]?.count) });
  }
  return counted;
}

/**
 * The rows of `table` that are `person`'s: those a `cascade` reference names them in (the
 * row goes with them), or, in a table the gym keeps, those any reference names them in.
 */
async function rowsOf(database: Database, table: PersonTables, person: Person): Promise<number> {
  const references = Object.entries(personColumns[table].references ?? {}) as [
    string,
    { onDelete: string; to?: string },
  ][];
  const owning = references.filter(([, rule]) => rule.onDelete === "cascade");
  const columns = (owning.length > 0 ? owning : references).map(([column, rule]) => ({
    column,
    value: rule.to === "email" ? person.email : person.id,
  }));
  if (columns.length === 0) return 0;
  const row = await sql<{ count: number | string }>`
    SELECT count(*) AS count FROM ${sql.table(table)}
    WHERE ${sql.join(
      columns.map(({ column, value }) => sql`${sql.ref(column)} = ${value}`),
      sql` OR `,
    )}`.execute(database.db);
  return Number(row.rows[0]?.count);
}

describe.each(databaseKinds)("deleting an account on %s", (kind) => {
  let fresh: FreshDatabase;
  let leaving: Person;
  let staying: Person;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    leaving = await createAccount(fresh.database, { email: "leaving@example.com", name: "Leaving Member" });
    staying = await createAccount(fresh.database, { email: "staying@example.com", name: "Staying Member" });
    // Each has a row in every table that holds people; each names the other where a row
    // says who did something (a note's author, the desk that sold, who forgave a strike).
    await fillPersonRows(fresh.database, leaving, staying);
    await fillPersonRows(fresh.database, staying, leaving);
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  it("leaves no row anywhere that names it or points to it", async () => {
    const filled = Object.entries(personRows).filter(([, fill]) => fill !== HOLDS_NOBODY);
    for (const [table] of filled) {
      if (Object.keys(personColumns[table as PersonTables].references ?? {}).length === 0) continue;
      expect(await rowsOf(fresh.database, table as PersonTables, leaving), `${table} before`).toBeGreaterThan(0);
    }
    expect(await cellsContaining(fresh.database, leaving.id)).not.toEqual([]);

    await deleteAccount(fresh.database, leaving.id);

    expect(await pointingNowhere(fresh.database)).toEqual([]);
    expect(await cellsContaining(fresh.database, leaving.id)).toEqual([]);
    expect(await cellsContaining(fresh.database, leaving.email)).toEqual([]);
  });

  it("deletes its own rows, keeps the gym's records with “Deleted account” in its place, and leaves the others' alone", async () => {
    const before = await rowCounts(fresh.database);
    const theirsBefore = await Promise.all(
      (Object.keys(personColumns) as PersonTables[]).map(async (table) => [
        table,
        await rowsOf(fresh.database, table, staying),
      ]),
    );

    await deleteAccount(fresh.database, leaving.id);

    const after = new Map((await rowCounts(fresh.database)).map(({ table, rows }) => [table, rows]));
    for (const { table, rows } of before) {
      const rules = Object.values(personColumns[table as PersonTables]?.references ?? {});
      if (rules.some((rule) => rule?.onDelete === "cascade")) {
        expect(after.get(table), `${table}: the leaving member's rows go`).toBeLessThan(rows);
      } else if (rules.length > 0) {
        expect(after.get(table), `${table}: the gym keeps its records`).toBe(rows);
      }
    }
    for (const [table, rows] of theirsBefore) {
      expect(await rowsOf(fresh.database, table as PersonTables, staying), `${table}: the staying member's`).toBe(rows);
    }

    for (const [table, classes] of Object.entries(personColumns) as [
      PersonTables,
      (typeof personColumns)[PersonTables],
    ][]) {
      for (const [column, rule] of Object.entries(classes.references ?? {}) as [string, { name?: string }][]) {
        if (!rule.name) continue;
        const named = await sql<{ count: number | string }>`
          SELECT count(*) AS count FROM ${sql.table(table)}
          WHERE ${sql.ref(column)} IS NULL AND ${sql.ref(rule.name)} = ${DELETED_PERSON_LABEL}`.execute(
          fresh.database.db,
        );
        expect(Number(named.rows[0]?.count), `${table}.${rule.name}`).toBeGreaterThan(0);
      }
      for (const column of classes.namedByEmail ?? []) {
        const named = await sql<{ count: number | string }>`
          SELECT count(*) AS count FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${DELETED_PERSON_LABEL}`.execute(
          fresh.database.db,
        );
        expect(Number(named.rows[0]?.count), `${table}.${column}`).toBeGreaterThan(0);
      }
    }
  });

  it("keeps the audit log append-only for everything but forgetting a person", async () => {
    await deleteAccount(fresh.database, leaving.id);
    const entries = await fresh.database.db.selectFrom("staff_audit_log").selectAll().orderBy("seq").execute();
    const aboutThem = entries.filter((entry) => entry.subject_label === DELETED_PERSON_LABEL);
    expect(aboutThem.map((entry) => [entry.subject_type, entry.before_state, entry.after_state])).toEqual([
      ["account", null, null],
      ["booking", null, null],
    ]);
    expect(aboutThem.find((entry) => entry.subject_type === "account")?.subject_id).toBe("");
    const byThem = entries.filter((entry) => entry.actor === DELETED_PERSON_LABEL);
    expect(byThem.map((entry) => entry.actor_id)).toEqual([null, null]);
    const first = entries[0]?.seq ?? 0;
    await expect(
      fresh.database.db
        .updateTable("staff_audit_log")
        .set({ subject_label: "rewritten" })
        .where("seq", "=", first)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      fresh.database.db
        .updateTable("staff_audit_log")
        .set({ actor: DELETED_PERSON_LABEL })
        .where("seq", "=", first)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(fresh.database.db.deleteFrom("staff_audit_log").where("seq", "=", first).execute()).rejects.toThrow(
      /append-only/,
    );
  });
});
