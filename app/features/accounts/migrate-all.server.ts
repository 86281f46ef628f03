import { getMigrations } from "better-auth/db/migration";
import { articlesContent } from "#app/features/blog/articles-content.server.ts";
import { importSampleSchedule } from "#app/features/timetable/schedule-import.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { migrate } from "#app/platform/data/migrations.server.ts";
import { importOwnedContent, type OwnedContent } from "#app/platform/data/owned-content.server.ts";
import type { Auth } from "./auth.server.ts";

/**
 * The content the database owns after the first start, besides the schedule (decision
 * 0180): imported from app/content into a new database, then polled by every server
 * (services.server.ts). A new kind (products, site details…) is added here.
 */
export const ownedContents: OwnedContent<unknown>[] = [articlesContent as OwnedContent<unknown>];

/**
 * better-auth's tables, then ours, then the sample schedule and the other owned content of a
 * new database (the articles name the schedule's trainers, so they come after it), under the
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
    async () => {
      await importSampleSchedule(database.db);
      await importOwnedContent(database.db, ownedContents);
    },
  );
}
