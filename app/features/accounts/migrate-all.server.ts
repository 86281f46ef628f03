import { getMigrations } from "better-auth/db/migration";
import { importSampleSchedule } from "#app/features/timetable/schedule-import.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { migrate } from "#app/platform/data/migrations.server.ts";
import type { Auth } from "./auth.server.ts";

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
