import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { NodeSqliteDialect } from "@better-auth/kysely-adapter/node-sqlite-dialect";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { Tables } from "./tables.ts";

export type { Tables };

/**
 * The one data layer: a typed Kysely instance over either the embedded SQLite file or
 * PostgreSQL. better-auth runs on the same instance, so there is one connection setup,
 * one transaction model and one place that knows which database is in use.
 * Our tables use only SQL that both databases accept (TEXT, BIGINT, INTEGER,
 * ON CONFLICT, RETURNING), so every query below runs unchanged on both.
 */
export type DatabaseKind = "sqlite" | "postgres";

export interface Database {
  kind: DatabaseKind;
  db: Kysely<Tables>;
  /**
   * Runs `work` in a transaction that may write, retried when the database aborted it to
   * break a deadlock or a serialisation conflict (PostgreSQL). On SQLite it takes the write
   * lock up front (BEGIN IMMEDIATE), so reads inside it cannot go stale before its writes.
   * Row locks inside it: `forUpdate(database, query)`.
   */
  writeTransaction<T>(work: (trx: Kysely<Tables>) => Promise<T>): Promise<T>;
  /** Runs `work` while holding a lock that every server sharing this database respects. */
  withMigrationLock<T>(work: () => Promise<T>): Promise<T>;
  /** Cheap round trip for the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseConfig = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string; poolSize?: number };

const DEADLOCK_DETECTED = "40P01";
const SERIALIZATION_FAILURE = "40001";
const MAX_TRANSACTION_ATTEMPTS = 5;

/** Any number will do as long as every server uses the same one. */
const MIGRATION_LOCK_KEY = 7_294_051_318;

export function openDatabase(config: DatabaseConfig): Database {
  return config.kind === "sqlite" ? openSqlite(config.file) : openPostgres(config.url, config.poolSize ?? 10);
}

function openSqlite(file: string): Database {
  if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new DatabaseSync(file);
  // WAL lets readers run beside the writer; NORMAL sync in WAL mode survives a killed process.
  sqlite.exec("PRAGMA journal_mode = WAL");
  sqlite.exec("PRAGMA synchronous = NORMAL");
  sqlite.exec("PRAGMA foreign_keys = ON");
  sqlite.exec("PRAGMA busy_timeout = 5000");
  const db = new Kysely<Tables>({ dialect: new NodeSqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    kind: "sqlite",
    db,
    writeTransaction: (work) =>
      db.connection().execute(async (connection) => {
        await sql`BEGIN IMMEDIATE`.execute(connection);
        try {
          const result = await work(connection);
          await sql`COMMIT`.execute(connection);
          return result;
        } catch (error) {
          await sql`ROLLBACK`.execute(connection).catch(() => {});
          throw error;
        }
      }),
    // One process owns an SQLite file; the connection mutex already serialises its queries.
    withMigrationLock: (work) => work(),
    async ping() {
      sqlite.prepare("SELECT 1").get();
    },
    async close() {
      await db.destroy();
    },
  };
}

/** Enough for every query the app and better-auth make; the oldest is dropped beyond it. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite dialect prepares every query anew; parsing and planning the same dozen
 * statements over and over was a sixth of a booking's database time. Prepared statements
 * are kept per SQL text and reused (node:sqlite runs one at a time on this connection,
 * and SQLite re-prepares a statement itself when the schema changes).
 */
function withStatementCache(sqlite: DatabaseSync): DatabaseSync {
  const cache = new Map<string, StatementSync>();
  const prepare = (query: string): StatementSync => {
    let statement = cache.get(query);
    if (statement) {
      // Most recently used last, so the first entry is the one to drop.
      cache.delete(query);
    } else {
      statement = sqlite.prepare(query);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    }
    cache.set(query, statement);
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, property) {
      if (property === "prepare") return prepare;
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function openPostgres(url: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 10_000 });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on("error", (error) => console.warn(`PostgreSQL pool: ${error.message}`));
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: "postgres",
    db,
    async writeTransaction(work) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await db.transaction().execute(work);
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (attempt >= MAX_TRANSACTION_ATTEMPTS || (code !== DEADLOCK_DETECTED && code !== SERIALIZATION_FAILURE))
            throw error;
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
        }
      }
    },
    async withMigrationLock(work) {
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    async ping() {
      await pool.query("SELECT 1");
    },
    async close() {
      await db.destroy();
    },
  };
}

/** The database this configuration names: PostgreSQL when DATABASE_URL is set, else $DATA_DIR/ironpeak.sqlite. */
export function databaseConfigFromEnv(env: { DATABASE_URL?: string; DATA_DIR: string }): DatabaseConfig {
  return env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL }
    : { kind: "sqlite", file: path.resolve(env.DATA_DIR, "ironpeak.sqlite") };
}

/**
 * A SELECT that locks the rows it reads until the transaction ends (PostgreSQL's FOR
 * UPDATE). SQLite has no row locks: there the whole database is locked for writing by
 * `writeTransaction`, which serialises the same way.
 */
export function forUpdate<Q extends { forUpdate(): Q }>(database: Pick<Database, "kind">, query: Q): Q {
  return database.kind === "postgres" ? query.forUpdate() : query;
}
