import { randomBytes } from "node:crypto";
import { getMigrations } from "better-auth/db/migration";
import { articlesContent } from "#app/features/blog/articles-content.server.ts";
import { mediaContent } from "#app/features/media/media-content.server.ts";
import { offersContent } from "#app/features/offers/offers-content.server.ts";
import { productsContent } from "#app/features/products/products-content.server.ts";
import { siteContent } from "#app/features/site/site-content.server.ts";
import { importSampleSchedule } from "#app/features/timetable/schedule-import.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { migrate } from "#app/platform/data/migrations.server.ts";
import { importOwnedContent, type OwnedContent } from "#app/platform/data/owned-content.server.ts";
import { type Auth, createAuth } from "./auth.server.ts";

/**
 * The content the database owns after the first start, besides the schedule (decision
 * 0180): imported from app/content into a new database, then polled by every server
 * (services.server.ts). A new kind (products, site details…) is added here.
 */
export const ownedContents: OwnedContent<unknown>[] = [
  articlesContent as OwnedContent<unknown>,
  siteContent as OwnedContent<unknown>,
  mediaContent as OwnedContent<unknown>,
  productsContent as OwnedContent<unknown>,
  // After the products: an offer may name them.
  offersContent as OwnedContent<unknown>,
];

/** What a new database is given: the sample schedule, then the other owned content (articles name the schedule's trainers). */
async function importSampleContent(database: Database): Promise<void> {
  await importSampleSchedule(database.db);
  await importOwnedContent(database.db, ownedContents);
}

/**
 * better-auth's tables, then ours (which reference its "user" table), then the sample
 * content of a new database (or `after`), under the migration lock. Kept apart from the
 * services so that command-line tools (npm run staff) migrate without loading the mail renderer.
 */
export async function migrateAll(
  database: Database,
  auth: Auth,
  after: () => Promise<unknown> = () => importSampleContent(database),
): Promise<void> {
  await migrate(
    database,
    async () => {
      const { runMigrations } = await getMigrations(auth.options);
      await runMigrations();
    },
    after,
  );
}

/**
 * For command-line tools (npm run staff, inquiries, mail, payments): an auth instance that
 * only describes better-auth's schema, so a tool run on a new database creates "user"
 * before our tables, which reference it. Its secret is random and never used.
 */
export function schemaOnlyAuth(database: Database, siteUrl: string): Auth {
  return createAuth(database, {
    secret: randomBytes(32).toString("hex"),
    baseURL: siteUrl,
    trustedOrigins: [siteUrl],
    authRateLimit: { window: 60, max: 1 },
    secureCookies: false,
  });
}
