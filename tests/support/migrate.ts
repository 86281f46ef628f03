import { getMigrations } from "better-auth/db/migration";
import { createAuth } from "#app/features/accounts/auth.server.ts";
import { migrateAll } from "#app/features/accounts/migrate-all.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { TEST_AUTH_SETTINGS } from "./test-settings.ts";

/**
 * Migrates a database of the test's own as the server does: better-auth's tables first
 * (ours reference its "user" table), then ours, then the sample schedule (or `after`).
 */
export function migrateLikeTheServer(database: Database, after?: () => Promise<unknown>): Promise<void> {
  return migrateAll(database, createAuth(database, TEST_AUTH_SETTINGS), after);
}

/** better-auth's tables alone, for a test that runs our steps itself (`migrate(database, before, after)`). */
export function betterAuthTables(database: Database): () => Promise<void> {
  return async () => {
    const { runMigrations } = await getMigrations(createAuth(database, TEST_AUTH_SETTINGS).options);
    await runMigrations();
  };
}
