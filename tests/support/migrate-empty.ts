import { getMigrations } from "better-auth/db/migration";
import { createAuth } from "#app/features/accounts/auth.server.ts";
import { migrateAll } from "#app/features/accounts/migrate-all.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { TEST_AUTH_SETTINGS } from "./test-settings.ts";

/**
 * Brings a database a test made empty up to date as a server does: better-auth's tables
 * first (ours reference its "user" table), then ours, then the sample schedule.
 */
export async function migrateEmpty(database: Database): Promise<void> {
  await migrateAll(database, createAuth(database, TEST_AUTH_SETTINGS));
}

/** better-auth's tables alone, for a test that runs our steps itself (`migrate(database, before, after)`). */
export function betterAuthTables(database: Database): () => Promise<void> {
  return async () => {
    const { runMigrations } = await getMigrations(createAuth(database, TEST_AUTH_SETTINGS).options);
    await runMigrations();
  };
}
