/**
 * PostgreSQL test databases used again instead of made anew. `CREATE DATABASE … TEMPLATE`
 * copies some 650 files and took most of a PostgreSQL test's time (0.5–1 s of ~0.9 s on the
 * CI machine's two cores). A database a test has finished with is put back as the template
 * left it (its tables emptied, the template's rows and sequence positions restored) and handed
 * to the next test of the run; one whose schema the test changed, or that something still
 * holds a connection to, is dropped as before (decision 0225).
 *
 * Nothing of this lives in the test databases themselves (a schema or function there would
 * show in the tests that read the schema): the template's rows travel as JSON in the run's
 * provided context, and the pool of idle databases is a table in the admin database.
 */
import pg from "pg";
import { adminQuery, withDatabase } from "./pg-admin.ts";

/** What a used database must be made again: the template as the run's global setup saw it. */
export interface Pristine {
  /** The schema's shape (tables, columns, constraints, triggers, functions), to refuse a database a test reshaped. */
  fingerprint: string;
  /** One query naming every table that holds a row. */
  tablesWithRows: string;
  /** The tables the template fills, emptied and refilled on every reset. */
  filledTables: string[];
  /** Refills them and puts every sequence back where the template had it (run as replica: no triggers). */
  restore: string;
}

const POOL_TABLE = "test_database_pool";

const FINGERPRINT = `
  SELECT md5(string_agg(part, ',' ORDER BY part)) AS fingerprint FROM (
    SELECT 'rel:' || n.nspname || '.' || c.relname || ':' || c.relkind::text AS part
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_%'
    UNION ALL
    SELECT 'col:' || a.attrelid::regclass::text || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod)
        || ':' || a.attnotnull::text || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE n.nspname = 'public' AND a.attnum > 0 AND NOT a.attisdropped
    UNION ALL
    SELECT 'con:' || conrelid::regclass::text || '.' || conname || ':' || pg_get_constraintdef(c.oid)
      FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname = 'public'
    UNION ALL
    SELECT 'trg:' || tgrelid::regclass::text || '.' || tgname || ':' || tgenabled::text FROM pg_trigger WHERE NOT tgisinternal
    UNION ALL
    SELECT 'fn:' || p.oid::regprocedure::text || ':' || md5(p.prosrc)
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'
  ) AS parts`;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Reads the migrated template once (global setup): its shape, its rows and its sequences. */
export async function describePristine(templateUrl: string): Promise<Pristine> {
  const client = new pg.Client({ connectionString: templateUrl });
  await client.connect();
  try {
    const tables = (
      await client.query<{ tablename: string }>(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
      )
    ).rows.map((row) => row.tablename);
    const restore: string[] = [];
    const filledTables: string[] = [];
    for (const table of tables) {
      const { rows } = await client.query<{ rows: string | null }>(
        `SELECT json_agg(t)::text AS rows FROM ${quoted(table)} AS t`,
      );
      const json = rows[0]?.rows;
      if (!json) continue;
      filledTables.push(table);
      const tag = `$rows_${filledTables.length}$`;
      if (json.includes(tag)) throw new Error(`the template's rows of ${table} contain ${tag}`);
      restore.push(
        `INSERT INTO ${quoted(table)} OVERRIDING SYSTEM VALUE SELECT * FROM json_populate_recordset(NULL::${quoted(table)}, ${tag}${json}${tag});`,
      );
    }
    const sequences = await client.query<{ sequencename: string; last_value: string | null }>(
      "SELECT sequencename, last_value::text FROM pg_sequences WHERE schemaname = 'public'",
    );
    for (const sequence of sequences.rows) {
      const name = `'public.${quoted(sequence.sequencename).replaceAll("'", "''")}'`;
      restore.push(
        sequence.last_value === null
          ? `SELECT setval(${name}, 1, false);`
          : `SELECT setval(${name}, ${Number(sequence.last_value)}, true);`,
      );
    }
    const fingerprint = (await client.query<{ fingerprint: string }>(FINGERPRINT)).rows[0]?.fingerprint ?? "";
    return {
      fingerprint,
      tablesWithRows: tables
        .map((table) => `SELECT '${table.replaceAll("'", "''")}' AS name WHERE EXISTS (SELECT 1 FROM ${quoted(table)})`)
        .join(" UNION ALL "),
      filledTables,
      restore: restore.join("\n"),
    };
  } finally {
    await client.end();
  }
}

/** The admin database's list of idle databases (global setup). */
export async function preparePool(adminUrl: string): Promise<void> {
  try {
    await adminQuery(
      adminUrl,
      `CREATE TABLE IF NOT EXISTS ${POOL_TABLE} (name text PRIMARY KEY, run_prefix text NOT NULL)`,
    );
  } catch (error) {
    // Two runs starting at once both try to make it: the one that loses finds it made.
    if ((error as { code?: string }).code !== "23505") throw error;
  }
}

/** Forgets a run's idle databases (its global teardown drops them). */
export async function forgetPool(adminUrl: string, runPrefix: string): Promise<void> {
  await adminQuery(adminUrl, `DELETE FROM ${POOL_TABLE} WHERE run_prefix = $1`, [runPrefix]);
}

/** An idle database of this run, taken by one test only, or null when none is idle. */
export async function takeIdleDatabase(adminUrl: string, runPrefix: string): Promise<string | null> {
  const { rows } = await adminQuery(
    adminUrl,
    `DELETE FROM ${POOL_TABLE} WHERE name = (
       SELECT name FROM ${POOL_TABLE} WHERE run_prefix = $1 LIMIT 1 FOR UPDATE SKIP LOCKED
     ) RETURNING name`,
    [runPrefix],
  );
  return (rows[0] as { name: string } | undefined)?.name ?? null;
}

/**
 * Puts a database back as the template left it and makes it idle, or says why it cannot be
 * (then the caller drops it): something still connected, a schema the test changed, or a
 * role that may not restore rows without their triggers.
 */
export async function giveBack(
  adminUrl: string,
  runPrefix: string,
  name: string,
  pristine: Pristine,
): Promise<{ reused: true } | { reused: false; why: string }> {
  const client = new pg.Client({ connectionString: withDatabase(adminUrl, name) });
  try {
    await client.connect();
    if (!(await aloneIn(client))) return { reused: false, why: "another connection is still open" };
    const fingerprint = (await client.query<{ fingerprint: string }>(FINGERPRINT)).rows[0]?.fingerprint;
    if (fingerprint !== pristine.fingerprint) return { reused: false, why: "the test changed the schema" };
    const withRows = (await client.query<{ name: string }>(pristine.tablesWithRows)).rows.map((row) => row.name);
    const emptied = [...new Set([...withRows, ...pristine.filledTables])];
    await client.query("BEGIN");
    // Tables are emptied and refilled as they were, without firing triggers (the audit log's
    // append-only guard among them) or checking references on the way.
    await client.query("SET LOCAL session_replication_role = replica");
    // DELETE, not TRUNCATE: a test leaves a few rows, and TRUNCATE makes every table and index
    // new files, which cost as much as the copy this replaces.
    if (emptied.length > 0) await client.query(emptied.map((table) => `DELETE FROM ${quoted(table)};`).join("\n"));
    await client.query(pristine.restore);
    await client.query("COMMIT");
  } catch (error) {
    return { reused: false, why: error instanceof Error ? error.message : String(error) };
  } finally {
    await client.end().catch(() => {});
  }
  await adminQuery(adminUrl, `INSERT INTO ${POOL_TABLE} (name, run_prefix) VALUES ($1, $2)`, [name, runPrefix]);
  return { reused: true };
}

/** Whether this is the only connection to its database, waiting briefly for closed pools' backends to exit. */
async function aloneIn(client: pg.Client): Promise<boolean> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const { rows } = await client.query<{ others: string }>(
      "SELECT count(*)::text AS others FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
    );
    if (rows[0]?.others === "0") return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}
