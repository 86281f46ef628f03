import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createAuth } from "#app/features/accounts/auth.server.ts";
import { migrateAll } from "#app/features/accounts/migrate-all.server.ts";
import { openDatabase } from "#app/platform/data/database.server.ts";
import { buildIfStale } from "#scripts/build/build.ts";
import { adminQuery, withDatabase } from "./pg-admin.ts";
import { describePristine, forgetPool, type Pristine, preparePool } from "./postgres-reuse.ts";
import { TEST_AUTH_SETTINGS } from "./test-settings.ts";

declare module "vitest" {
  export interface ProvidedContext {
    sqliteTemplate: string;
    postgresTemplate: string | null;
    /** The template's rows and shape, to put a used database back as it was (tests/support/postgres-reuse.ts). */
    postgresPristine: Pristine | null;
    /** Prefix of this run's PostgreSQL test databases, so runs side by side never drop each other's. */
    postgresRunPrefix: string;
  }
}

interface Prepared {
  sqliteTemplate: string;
  postgresTemplate: string | null;
  postgresPristine: Pristine | null;
  postgresRunPrefix: string;
  teardown(): Promise<void>;
}

/**
 * What every project of one run shares, made by the first that asks: the date matrix's run
 * (vitest.dates.config.ts) has a project per instant, and each calls this setup.
 */
const shared = globalThis as typeof globalThis & { ironpeakTestRun?: { prepared: Promise<Prepared>; users: number } };

/**
 * Once per run: a migrated SQLite file and (with TEST_POSTGRES_URL) a migrated template
 * database, so each test gets a fresh database by copying instead of migrating; and a
 * production build for the tests that start the real server, rebuilt when the source has
 * changed since (the server launcher refuses a stale one: tests/support/server-process.ts).
 */
export default async function setup(project: TestProject) {
  shared.ironpeakTestRun ??= { prepared: prepare(), users: 0 };
  const run = shared.ironpeakTestRun;
  run.users += 1;
  const prepared = await run.prepared;
  project.provide("sqliteTemplate", prepared.sqliteTemplate);
  project.provide("postgresRunPrefix", prepared.postgresRunPrefix);
  project.provide("postgresTemplate", prepared.postgresTemplate);
  project.provide("postgresPristine", prepared.postgresPristine);
  return async () => {
    run.users -= 1;
    if (run.users === 0) await prepared.teardown();
  };
}

async function prepare(): Promise<Prepared> {
  const dir = mkdtempSync(path.join(tmpdir(), "ironpeak-vitest-"));
  const sqliteTemplate = path.join(dir, "template.sqlite");
  const sqlite = openDatabase({ kind: "sqlite", file: sqliteTemplate });
  await migrateAll(sqlite, createAuth(sqlite, TEST_AUTH_SETTINGS));
  await sqlite.close();

  let postgresTemplate: string | null = null;
  let postgresPristine: Pristine | null = null;
  const runPrefix = `ipk_t_${process.pid.toString(36)}_`;
  const url = process.env.TEST_POSTGRES_URL;
  if (url) {
    postgresTemplate = `ipk_tpl_${process.pid}`;
    await adminQuery(url, `DROP DATABASE IF EXISTS ${postgresTemplate}`);
    await adminQuery(url, `CREATE DATABASE ${postgresTemplate}`);
    const templateUrl = withDatabase(url, postgresTemplate);
    const database = openDatabase({ kind: "postgres", url: templateUrl, poolSize: 2 });
    await migrateAll(database, createAuth(database, TEST_AUTH_SETTINGS));
    await database.close();
    postgresPristine = await describePristine(templateUrl);
    await preparePool(url);
  } else {
    console.log("TEST_POSTGRES_URL is not set: the PostgreSQL variants of the tests are skipped.");
  }

  if (!buildIfStale()) throw new Error("build failed");

  return {
    sqliteTemplate,
    postgresTemplate,
    postgresPristine,
    postgresRunPrefix: runPrefix,
    async teardown() {
      rmSync(dir, { recursive: true, force: true });
      if (url && postgresTemplate) {
        await forgetPool(url, runPrefix);
        const leftovers = await adminQuery(
          url,
          "SELECT datname FROM pg_database WHERE datname = $1 OR starts_with(datname, $2)",
          [postgresTemplate, runPrefix],
        );
        for (const row of leftovers.rows as { datname: string }[]) {
          await adminQuery(url, `DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
        }
      }
    },
  };
}
