import type { MigrationStep } from "./step.ts";

/**
 * Idempotency keys of the staff JSON API (app/platform/http/idempotency.server.ts, decision
 * 0115): a client that retries a sale after a timeout sends the same `Idempotency-Key` and
 * gets the first answer back instead of a second sale.
 * - One row per key and account that sent it (`user_id`): another account's identical key
 *   is another key.
 * - `fingerprint`: SHA-256 of the method, path and body the key was first used with; a
 *   different request under the same key is refused.
 * - `response_status`, `response_body`: the answer to replay. They are null only inside the
 *   transaction that claims the key (the row is written first, so an identical request at
 *   the same instant waits for it) and are set before it commits, with the sale.
 * - `created_at`: keys are forgotten a day later; the index makes that hourly delete cheap.
 */
export const idempotencyKeys: MigrationStep = {
  id: "0075_idempotency_keys",
  statements: [
    `CREATE TABLE IF NOT EXISTS idempotency_keys (
      user_id TEXT NOT NULL,
      key TEXT NOT NULL,
      fingerprint TEXT NOT NULL,
      response_status INTEGER,
      response_body TEXT,
      created_at TEXT NOT NULL,
      PRIMARY KEY (user_id, key)
    )`,
    "CREATE INDEX IF NOT EXISTS idempotency_keys_created ON idempotency_keys (created_at)",
  ],
};
