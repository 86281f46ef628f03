import { randomBytes } from "node:crypto";
import { getMigrations } from "better-auth/db/migration";
import { importSampleSchedule } from "#app/features/timetable/schedule-import.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { migrate } from "#app/platform/data/migrations.server.ts";
import { type Auth, createAuth } from "./auth.server.ts";

/**
 * better-auth's tables, then ours, then the sample schedule of a new database, under the
 * migration lock. Kept apart from the services so that command-line tools (npm run staff)
 * migrate without loading the mail renderer.
 */
export async function migrateAll(database: Database, auth: Auth): Promise<void> {
  await migrate(
    database,
    async () => {
      const { runMigrations } = await getMigrations(auth.options);
      await runMigrations();
    },
    () => importSampleSchedule(database.db),
  );
}

/**
 * The same for a command-line tool (npm run staff, mail, inquiries, payments): better-auth's
 * tables too, since ours reference its "user" table, through an auth instance that only
 * describes the schema (its secret is never used).
 */
export async function migrateForTool(database: Database, siteUrl: string): Promise<void> {
  const schemaOnly = createAuth(database, {
    secret: randomBytes(32).toString("hex"),
    baseURL: siteUrl,
    trustedOrigins: [siteUrl],
    authRateLimit: { window: 60, max: 1 },
    secureCookies: false,
  });
  await migrateAll(database, schemaOnly);
}
