import { normaliseEmail } from "#app/features/accounts/user-documents.server.ts";
import { classBySlug } from "#app/features/timetable/timetable.ts";
import { type Database, forUpdate } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";

/**
 * The class types a member saved: the users document's `savedShows` list (the users document of product.md's Accounts),
 * holding class slugs. Slugs of classes the gym has since retired are ignored when read.
 */

function parseSaved(json: string | undefined): string[] {
  try {
    const value: unknown = JSON.parse(json ?? "[]");
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

export async function savedClassSlugs(database: Database, email: string): Promise<string[]> {
  const row = await database.db
    .selectFrom("users")
    .select("saved_shows")
    .where("email", "=", normaliseEmail(email))
    .executeTakeFirst();
  return parseSaved(row?.saved_shows).filter((slug) => isKnownClass(slug));
}

/** A class the gym teaches now (the schedule). */
export function isKnownClass(slug: string): boolean {
  return classBySlug(slug) !== undefined;
}

/** Saves or unsaves one class, under the document's lock so two tabs toggling at once both count. */
export async function setClassSaved(
  database: Database,
  email: string,
  slug: string,
  saved: boolean,
): Promise<string[]> {
  if (!isKnownClass(slug)) throw new Error(`Unknown class: ${slug}`);
  const key = normaliseEmail(email);
  return database.writeTransaction(async (trx) => {
    await trx
      .insertInto("users")
      .values({ email: key, saved_shows: "[]", created_at: clock.now().toISOString() })
      .onConflict((conflict) => conflict.column("email").doNothing())
      .execute();
    const row = await forUpdate(
      database,
      trx.selectFrom("users").select("saved_shows").where("email", "=", key),
    ).executeTakeFirstOrThrow();
    const current = parseSaved(row.saved_shows).filter((item) => item !== slug);
    const next = saved ? [...current, slug] : current;
    await trx
      .updateTable("users")
      .set({ saved_shows: JSON.stringify(next) })
      .where("email", "=", key)
      .execute();
    return next.filter((item) => isKnownClass(item));
  });
}
