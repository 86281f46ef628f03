import { sql } from "kysely";
import type { Database } from "./database.server";

/**
 * Our own tables, in order. Each step is applied once and recorded in schema_migrations;
 * the statements are also idempotent on their own, so a step interrupted half-way re-runs.
 * Never edit a step that has shipped: add a new one.
 */
const steps: { id: string; statements: string[] }[] = [
  {
    id: "0001_users_inquiries_rate_limits",
    statements: [
      `CREATE TABLE IF NOT EXISTS users (
        email TEXT PRIMARY KEY,
        saved_shows TEXT NOT NULL DEFAULT '[]',
        created_at TEXT NOT NULL
      )`,
      `CREATE TABLE IF NOT EXISTS contact_inquiries (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        full_name TEXT NOT NULL,
        email TEXT NOT NULL,
        class_name TEXT,
        comment TEXT NOT NULL
      )`,
      "CREATE INDEX IF NOT EXISTS contact_inquiries_created_at ON contact_inquiries (created_at)",
      `CREATE TABLE IF NOT EXISTS rate_limits (
        key TEXT PRIMARY KEY,
        window_start BIGINT NOT NULL,
        count INTEGER NOT NULL
      )`,
    ],
  },
];

/**
 * Brings the database up to date: `before` (better-auth's tables) then our steps, all under
 * the migration lock, so servers starting together on an empty database queue up and the
 * later ones find nothing left to do.
 */
export async function migrate(database: Database, before?: () => Promise<void>): Promise<void> {
  await database.withMigrationLock(async () => {
    await before?.();
    const { db } = database;
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`.execute(db);
    const applied = new Set((await db.selectFrom("schema_migrations").select("id").execute()).map((row) => row.id));
    for (const step of steps) {
      if (applied.has(step.id)) continue;
      await db.transaction().execute(async (trx) => {
        for (const statement of step.statements) await sql.raw(statement).execute(trx);
        await trx
          .insertInto("schema_migrations")
          .values({ id: step.id, applied_at: new Date().toISOString() })
          .onConflict((oc) => oc.column("id").doNothing())
          .execute();
      });
    }
  });
}
