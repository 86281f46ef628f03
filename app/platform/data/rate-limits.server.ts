import { type Kysely, sql } from "kysely";
import { clock } from "#app/platform/time/clock.ts";
import type { Tables } from "./database.server.ts";

export interface RateLimitRule {
  /** Seconds. */
  window: number;
  max: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window frees up, when not allowed. */
  retryAfter: number | null;
}

/**
 * Counts one request against `key` and says whether it is within `rule`, in one atomic
 * statement (an upsert), so concurrent requests on any number of servers sharing the
 * database cannot all slip past a stale read. A fixed window: it restarts at the first
 * request after it has run out.
 */
export async function consumeRateLimit(
  db: Kysely<Tables>,
  key: string,
  rule: RateLimitRule,
  now = clock.millis(),
): Promise<RateLimitResult> {
  const windowMs = rule.window * 1000;
  const expired = now - windowMs;
  const result = await sql<{ count: number | string; window_start: number | string }>`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${now}, 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start <= ${expired} THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start <= ${expired} THEN ${now} ELSE rate_limits.window_start END
    RETURNING count, window_start`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error("rate limit upsert returned no row");
  const count = Number(row.count);
  if (count <= rule.max) return { allowed: true, retryAfter: null };
  // A concurrent request may have opened the window a moment after this one's `now`: never more than the window.
  const retryAfter = Math.min(rule.window, Math.max(1, Math.ceil((Number(row.window_start) + windowMs - now) / 1000)));
  return { allowed: false, retryAfter };
}

/** Drops counters whose window ended long ago, so the table stays small. */
export async function pruneRateLimits(db: Kysely<Tables>, olderThanMs: number, now = clock.millis()): Promise<void> {
  await db
    .deleteFrom("rate_limits")
    .where("window_start", "<", now - olderThanMs)
    .execute();
}
