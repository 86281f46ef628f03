import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { type Database, type DatabaseKind, openDatabase } from "#app/platform/data/database.server.ts";
import { adminQuery, withDatabase } from "./pg-admin.ts";
import { giveBack, takeIdleDatabase } from "./postgres-reuse.ts";

export interface FreshDatabase {
  database: Database;
  /** For a server started as a child process: DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL). */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

/** The database kinds this run tests: SQLite always, PostgreSQL when TEST_POSTGRES_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_POSTGRES_URL ? ["sqlite", "postgres"] : ["sqlite"];

/** An empty, migrated database of its own: a copy of the run's template. */
export async function freshDatabase(kind: DatabaseKind): Promise<FreshDatabase> {
  if (kind === "sqlite") {
    const dir = mkdtempSync(path.join(tmpdir(), "ironpeak-test-db-"));
    copyFileSync(inject("sqliteTemplate"), path.join(dir, "ironpeak.sqlite"));
    const database = openDatabase({ kind: "sqlite", file: path.join(dir, "ironpeak.sqlite") });
    return {
      database,
      env: { DATA_DIR: dir },
      async dispose() {
        await database.close().catch(() => {});
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const fresh = await freshPostgresDatabase();
  const database = openDatabase({ kind: "postgres", url: fresh.url, poolSize: 5 });
  return {
    database,
    env: { DATABASE_URL: fresh.url },
    async dispose() {
      await database.close().catch(() => {});
      await fresh.dispose();
    },
  };
}

/**
 * A PostgreSQL database as the migrated template made it (or empty, to test migrations): an
 * idle one of this run put back as the template left it, else a new copy of the template.
 * `dispose` gives it back for the next test, or drops it (tests/support/postgres-reuse.ts).
 */
export async function freshPostgresDatabase(options: { empty?: boolean } = {}) {
  const adminUrl = process.env.TEST_POSTGRES_URL;
  const template = inject("postgresTemplate");
  const pristine = inject("postgresPristine");
  const runPrefix = inject("postgresRunPrefix");
  if (!adminUrl || !template || !pristine) throw new Error("TEST_POSTGRES_URL is not set");
  const drop = (name: string) =>
    adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined);
  const idle = options.empty ? null : await takeIdleDatabase(adminUrl, runPrefix);
  const name = idle ?? `${runPrefix}${randomBytes(6).toString("hex")}`;
  if (!idle) {
    await adminQuery(
      adminUrl,
      options.empty ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template}`,
    );
  }
  return {
    name,
    url: withDatabase(adminUrl, name),
    async dispose() {
      if (options.empty) return drop(name);
      const given = await giveBack(adminUrl, runPrefix, name, pristine);
      if (!given.reused) await drop(name);
    },
  };
}
