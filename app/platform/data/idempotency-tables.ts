/** The rows behind the JSON API's `Idempotency-Key` (app/platform/http/idempotency.server.ts). */

/** A key an account sent, with the request it was first used for and the answer to replay (migration 0075). */
export interface IdempotencyKeysTable {
  /** The account that sent it: keys are per account. */
  user_id: string;
  key: string;
  /** SHA-256 (hex) of the method, path and body the key was first used with. */
  fingerprint: string;
  /** Null only inside the transaction that claims the key; set before it commits. */
  response_status: number | null;
  /** The answer's JSON, as it was sent. */
  response_body: string | null;
  created_at: string;
}
