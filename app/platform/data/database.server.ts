import { chmodSync, closeSync, mkdirSync, openSync, statSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { NodeSqliteDialect } from "@better-auth/kysely-adapter/node-sqlite-dialect";
import { CompiledQuery, type Driver, Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { log } from "#app/platform/logging/log.server.ts";
import { collectingAfterCommit } from "./after-commit.server.ts";
import { prepareStatementsOf } from "./postgres-statements.server.ts";
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
   * Row locks inside it: `forUpdate(database, query)`. What `work` registers with
   * `afterCommit` (after-commit.server.ts) runs once it has committed.
   */
  writeTransaction<T>(work: (trx: Kysely<Tables>) => Promise<T>): Promise<T>;
  /** Runs `work` while holding a lock that every server sharing this database respects. */
  withMigrationLock<T>(work: () => Promise<T>): Promise<T>;
  /** Cheap round trip for the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseConfig =
  | { kind: "sqlite"; file: string }
  | {
      kind: "postgres";
      url: string;
      poolSize?: number;
      /** How long a starting server waits for another's migrations before giving up (default 2 minutes). */
      migrationLockTimeoutMs?: number;
    };

const DEADLOCK_DETECTED = "40P01";
const SERIALIZATION_FAILURE = "40001";
const MAX_TRANSACTION_ATTEMPTS = 5;

/** Any number will do as long as every server uses the same one. */
export const MIGRATION_LOCK_KEY = 7_294_051_318;

export function openDatabase(config: DatabaseConfig): Database {
  return config.kind === "sqlite"
    ? openSqlite(config.file)
    : openPostgres(config.url, config.poolSize ?? 10, config.migrationLockTimeoutMs ?? 120_000);
}

/**
 * The database holds password hashes, sessions and inquiries: only the server's user may
 * read it. The folder is created 700 and the file 600 before SQLite opens it; SQLite
 * gives its -wal and -shm files the database file's mode. Files left more open by an
 * older version are closed down.
 */
function preparePrivateFile(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, "a", 0o600));
  for (const each of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      if ((statSync(each).mode & 0o077) !== 0) chmodSync(each, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
}

/**
 * Every transaction on SQLite takes the write lock when it begins (BEGIN IMMEDIATE), as
 * `writeTransaction` does. A deferred transaction that reads and then writes fails at once
 * with SQLITE_BUSY when another process wrote in between (busy_timeout does not wait for
 * that case), and other processes do write here: `npm run staff` changes roles while the
 * server runs. better-auth's transactions (sign-up) go through this dialect too.
 */
class ImmediateTransactionsDialect extends NodeSqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw("BEGIN IMMEDIATE"));
    };
    return driver;
  }
}

function openSqlite(file: string): Database {
  if (file !== ":memory:") preparePrivateFile(file);
  const sqlite = new DatabaseSync(file);
  // WAL lets readers run beside the writer. NORMAL sync in WAL mode survives a killed
  // process; a power cut or OS crash can lose the last commits, never the file (docs/deployment.md).
  sqlite.exec("PRAGMA journal_mode = WAL");
  sqlite.exec("PRAGMA synchronous = NORMAL");
  sqlite.exec("PRAGMA foreign_keys = ON");
  sqlite.exec("PRAGMA busy_timeout = 5000");
  const db = new Kysely<Tables>({
    dialect: new ImmediateTransactionsDialect({ database: withStatementCache(sqlite) }),
  });
  return {
    kind: "sqlite",
    db,
    writeTransaction: (work) =>
      collectingAfterCommit(() =>
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
      ),
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

function openPostgres(url: string, poolSize: number, migrationLockTimeoutMs: number): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 10_000,
    // No JIT compilation: built for long analytical queries, it fires on a cost estimate and
    // spent ~0.3 s compiling a 0.2 s report query (docs/performance.md); ours are short.
    options: "-c jit=off",
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on("error", (error) => log.warn(`PostgreSQL pool: ${error.message}`));
  pool.on("connect", prepareStatementsOf);
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: "postgres",
    db,
    async writeTransaction(work) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await collectingAfterCommit(() => db.transaction().execute(work));
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (attempt >= MAX_TRANSACTION_ATTEMPTS || (code !== DEADLOCK_DETECTED && code !== SERIALIZATION_FAILURE))
            throw error;
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
        }
      }
    },
    /**
     * A transaction-level advisory lock: it ends with the transaction, so no path returns
     * a client to the pool still holding it, and a server that dies mid-migration frees
     * it with its connection. A client whose rollback failed is destroyed, not reused.
     */
    async withMigrationLock(work) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query("BEGIN");
        await client.query(`SET LOCAL lock_timeout = ${Math.max(1, Math.floor(migrationLockTimeoutMs))}`);
        await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]).catch((error) => {
          if ((error as { code?: string }).code !== "55P03") throw error;
          throw new Error(
            `another server held the migration lock for over ${Math.round(migrationLockTimeoutMs / 1000)} s; start again once its migrations are done`,
          );
        });
        const result = await work();
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        client.release(broken);
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

/**
 * `database` as seen from inside one of its write transactions: every write through it
 * (including another feature's `writeTransaction`) joins `trx`, so several features' writes
 * commit together or not at all, as one front-desk step must (decision 0080). The caller's
 * transaction is the one that commits, rolls back and (on PostgreSQL) retries the whole.
 */
export function joinTransaction(database: Database, trx: Kysely<Tables>): Database {
  return {
    kind: database.kind,
    db: trx,
    writeTransaction: (work) => work(trx),
    withMigrationLock: () => Promise.reject(new Error("no migrations inside a transaction")),
    ping: database.ping,
    close: () => Promise.reject(new Error("the transaction's database closes with its owner")),
  };
}
