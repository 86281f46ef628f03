import type { Kysely } from "kysely";
import type { Tables } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";

/** The document every account has in the `users` collection, keyed by its e-mail address. */
export interface UserDocument {
  email: string;
  savedShows: unknown[];
  createdAt: string;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Creates the users document for an account if it is not there yet; safe to call any number of times. */
export async function ensureUserDocument(db: Kysely<Tables>, email: string): Promise<void> {
  await db
    .insertInto("users")
    .values({ email: normaliseEmail(email), saved_shows: "[]", created_at: clock.now().toISOString() })
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
}

/**
 * The users document for an e-mail address, or undefined when no such account exists.
 * An account whose document is missing (its creation died half-way) gets it here, so a
 * half-created account is never observed.
 */
export async function findUserDocument(db: Kysely<Tables>, email: string): Promise<UserDocument | undefined> {
  const key = normaliseEmail(email);
  let row = await db.selectFrom("users").selectAll().where("email", "=", key).executeTakeFirst();
  if (!row) {
    const account = await db.selectFrom("user").select("email").where("email", "=", key).executeTakeFirst();
    if (!account) return undefined;
    await ensureUserDocument(db, key);
    row = await db.selectFrom("users").selectAll().where("email", "=", key).executeTakeFirstOrThrow();
  }
  return { email: row.email, savedShows: JSON.parse(row.saved_shows) as unknown[], createdAt: row.created_at };
}
