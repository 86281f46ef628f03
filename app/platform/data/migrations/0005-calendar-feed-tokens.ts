import type { MigrationStep } from "./step.ts";

/**
 * A member's private calendar feed. The table holds what makes the feed's secret address,
 * never the address itself: a random seed (the token is an HMAC of it under the server's
 * secret) and the SHA-256 of the token, which is what a request is looked up by. A copy of
 * the database alone opens no member's feed.
 */
export const calendarFeedTokens: MigrationStep = {
  id: "0005_calendar_feed_tokens",
  statements: [
    `CREATE TABLE IF NOT EXISTS calendar_feed_tokens (
      user_id TEXT PRIMARY KEY,
      seed TEXT NOT NULL,
      token_hash TEXT NOT NULL,
      created_at TEXT NOT NULL
    )`,
    "CREATE UNIQUE INDEX IF NOT EXISTS calendar_feed_tokens_hash ON calendar_feed_tokens (token_hash)",
  ],
};
