import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { NodeSqliteDialect } from "@better-auth/kysely-adapter/node-sqlite-dialect";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { log } from "#app/platform/logging/log.server.ts";
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
  /** Runs `work` while holding a lock that every server sharing this database respects. */
  withMigrationLock<T>(work: () => Promise<T>): Promise<T>;
  /** Cheap round trip for the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseConfig = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string; poolSize?: number };

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
  const db = new Kysely<Tables>({ dialect: new NodeSqliteDialect({ database: sqlite }) });
  return {
    kind: "sqlite",
    db,
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

function openPostgres(url: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 10_000 });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on("error", (error) => log.warn(`PostgreSQL pool: ${error.message}`));
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: "postgres",
    db,
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
