import { type Kysely, sql } from "kysely";
import type { MigrationStep } from "#app/platform/data/migrations/step.ts";
import { migrationSteps } from "#app/platform/data/migrations/steps.ts";
import { log } from "#app/platform/logging/log.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Database, Tables } from "./database.server.ts";

/**
 * Brings the database up to date: `before` (better-auth's tables), our steps, then `after`
 * (the data a new database starts with), all under the migration lock, so servers starting
 * together on an empty database queue up and the later ones find nothing left to do.
 * Our tables reference better-auth's "user" table (decision 0145), so `before` must create
 * it: every caller goes through migrateAll (app/features/accounts/migrate-all.server.ts).
 */
export async function migrate(
  database: Database,
  before?: () => Promise<void>,
  after?: () => Promise<unknown>,
): Promise<void> {
  await database.withMigrationLock(async () => {
    await before?.();
    await applySteps(database, migrationSteps);
    await after?.();
  });
}

/** Applies those of `steps` not yet recorded, in order, each in a transaction of its own. */
export async function applySteps(database: Database, steps: readonly MigrationStep[]): Promise<void> {
  const { db } = database;
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`.execute(db);
  const applied = new Set((await db.selectFrom("schema_migrations").select("id").execute()).map((row) => row.id));
  const pending = steps.filter((step) => !applied.has(step.id));
  if (pending.length > 0 && !(await hasAccountsTable(database))) {
    throw new Error(
      'our tables reference better-auth\'s "user" table (decision 0145), which is not there yet: migrate through migrateAll (app/features/accounts/migrate-all.server.ts)',
    );
  }
  for (const step of pending) {
    const foreignKeysOff = database.kind === "sqlite" && step.rebuildsTables === true;
    // Only outside a transaction does SQLite take this pragma.
    if (foreignKeysOff) await sql`PRAGMA foreign_keys = OFF`.execute(db);
    try {
      const line = await db.transaction().execute(async (trx) => {
        const statements = [...step.statements, ...(step.perDatabase?.[database.kind] ?? [])];
        for (const statement of statements) await sql.raw(statement).execute(trx);
        const said = await step.run?.(trx, database.kind);
        if (foreignKeysOff) await refuseBrokenForeignKeys(trx, step.id);
        await trx
          .insertInto("schema_migrations")
          .values({ id: step.id, applied_at: clock.now().toISOString() })
          .onConflict((oc) => oc.column("id").doNothing())
          .execute();
        return said;
      });
      if (line) log.info(`Migration ${step.id}: ${line}`);
    } finally {
      if (foreignKeysOff) await sql`PRAGMA foreign_keys = ON`.execute(db);
    }
  }
}

async function hasAccountsTable(database: Database): Promise<boolean> {
  const found =
    database.kind === "sqlite"
      ? await sql`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'user'`.execute(database.db)
      : await sql`SELECT 1 WHERE to_regclass('"user"') IS NOT NULL`.execute(database.db);
  return found.rows.length > 0;
}

/** With foreign keys off nothing stopped a row pointing nowhere: the step is rolled back if one does. */
async function refuseBrokenForeignKeys(trx: Kysely<Tables>, stepId: string): Promise<void> {
  const broken = await sql<{ table: string; parent: string }>`PRAGMA foreign_key_check`.execute(trx);
  if (broken.rows.length === 0) return;
  const where = [...new Set(broken.rows.map((row) => `${row.table} → ${row.parent}`))].join(", ");
  throw new Error(`${stepId} left ${broken.rows.length} rows pointing nowhere (${where})`);
}
