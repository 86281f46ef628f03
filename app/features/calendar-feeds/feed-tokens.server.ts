import { createHash, createHmac, randomBytes } from "node:crypto";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";

/**
 * The secret in a member's private feed address (/account/calendar/<token>.ics). It is made
 * from a random seed, not from anything about the member, and is an HMAC of that seed under
 * the server's secret, so /account can show the same address again while the database
 * holds only the seed and the token's SHA-256. Resetting draws a new seed: the old address
 * stops working with that write.
 */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

function tokenOf(secret: string, seed: string): string {
  return createHmac("sha256", secret).update(`ironpeak calendar feed:${seed}`).digest("base64url");
}

const newSeed = () => randomBytes(32).toString("base64url");

/** The member's feed token, made on first use. Stays the same until it is reset (or the server's secret changes). */
export async function memberFeedToken(database: Database, secret: string, userId: string): Promise<string> {
  const { db } = database;
  const seed = newSeed();
  const token = tokenOf(secret, seed);
  await db
    .insertInto("calendar_feed_tokens")
    .values({ user_id: userId, seed, token_hash: sha256(token), created_at: clock.now().toISOString() })
    .onConflict((conflict) => conflict.column("user_id").doNothing())
    .execute();
  const row = await db
    .selectFrom("calendar_feed_tokens")
    .select(["seed", "token_hash"])
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  const current = tokenOf(secret, row.seed);
  // A new server secret makes a new token from the same seed: the address shown is the one that works.
  if (sha256(current) !== row.token_hash) {
    await db
      .updateTable("calendar_feed_tokens")
      .set({ token_hash: sha256(current) })
      .where("user_id", "=", userId)
      .where("seed", "=", row.seed)
      .execute();
  }
  return current;
}

/** A new token for the member; the previous one no longer opens anything. */
export async function resetMemberFeedToken(database: Database, secret: string, userId: string): Promise<string> {
  const seed = newSeed();
  const token = tokenOf(secret, seed);
  await database.db
    .insertInto("calendar_feed_tokens")
    .values({ user_id: userId, seed, token_hash: sha256(token), created_at: clock.now().toISOString() })
    .onConflict((conflict) => conflict.column("user_id").doUpdateSet({ seed, token_hash: sha256(token) }))
    .execute();
  return token;
}

/** Whose feed a token opens, or null (malformed, reset, or never issued). */
export async function memberOfFeedToken(database: Database, token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await database.db
    .selectFrom("calendar_feed_tokens")
    .select("user_id")
    .where("token_hash", "=", sha256(token))
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** When an account is deleted, its feed goes with it. */
export async function forgetMemberFeed(database: Database, userId: string): Promise<void> {
  await database.db.deleteFrom("calendar_feed_tokens").where("user_id", "=", userId).execute();
}
