import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { type Database, type DatabaseKind, openDatabase } from "#app/platform/data/database.server.ts";
import { adminQuery, withDatabase } from "./pg-admin.ts";

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
  const { url, drop } = await freshPostgresDatabase();
  const database = openDatabase({ kind: "postgres", url, poolSize: 5 });
  return {
    database,
    env: { DATABASE_URL: url },
    async dispose() {
      await database.close().catch(() => {});
      await drop();
    },
  };
}

/** A PostgreSQL database copied from the migrated template (or empty, to test migrations). */
export async function freshPostgresDatabase(options: { empty?: boolean } = {}) {
  const adminUrl = process.env.TEST_POSTGRES_URL;
  const template = inject("postgresTemplate");
  if (!adminUrl || !template) throw new Error("TEST_POSTGRES_URL is not set");
  const name = `${inject("postgresRunPrefix")}${randomBytes(6).toString("hex")}`;
  await adminQuery(
    adminUrl,
    options.empty ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template}`,
  );
  return {
    name,
    url: withDatabase(adminUrl, name),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined),
  };
}
