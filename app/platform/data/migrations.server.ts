import { sql } from "kysely";
import { migrationSteps } from "#app/platform/data/migrations/steps.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Database } from "./database.server.ts";

/**
 * Brings the database up to date: `before` (better-auth's tables), our steps, then `after`
 * (the data a new database starts with), all under the migration lock, so servers starting
 * together on an empty database queue up and the later ones find nothing left to do.
 */
export async function migrate(
  database: Database,
  before?: () => Promise<void>,
  after?: () => Promise<unknown>,
): Promise<void> {
  await database.withMigrationLock(async () => {
    await before?.();
    const { db } = database;
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`.execute(db);
    const applied = new Set((await db.selectFrom("schema_migrations").select("id").execute()).map((row) => row.id));
    for (const step of migrationSteps) {
      if (applied.has(step.id)) continue;
      await db.transaction().execute(async (trx) => {
        const statements = [...step.statements, ...(step.perDatabase?.[database.kind] ?? [])];
        for (const statement of statements) await sql.raw(statement).execute(trx);
        await trx
          .insertInto("schema_migrations")
          .values({ id: step.id, applied_at: clock.now().toISOString() })
          .onConflict((oc) => oc.column("id").doNothing())
          .execute();
      });
    }
    await after?.();
  });
}
