import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { type Database, joinTransaction, type Tables } from "#app/platform/data/database.server.ts";
import { apiError, apiJson } from "./json-api.server.ts";

/**
 * The JSON API's `Idempotency-Key`, as payment APIs have it (Stripe's is the model; decision
 * 0115, docs/api.md): a client that retries a write after a timeout sends the same key and
 * gets the first answer back instead of a second sale.
 *
 * The key is claimed, the write made and its answer stored in one transaction, so a crash
 * leaves either all of them or none. The key's row is written first: an identical request
 * at the same instant waits on it (PostgreSQL's unique index; SQLite's write lock) and then
 * finds the answer. A refused request (4xx) is rolled back with its key: it recorded
 * nothing, so a retry is tried afresh. Keys are per account and kept at least a day.
 */

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** Stripe's limit: room for a UUID, a ULID, or a client's own prefix and counter. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** How long a key is kept at least; the hourly prune (services.server.ts) forgets it within the hour after. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Visible ASCII, no spaces: what every client can send in a header unchanged. */
const printable = /^[\x21-\x7E]+$/;

export type KeyHeader = { key: string | null; refused?: never } | { key?: never; refused: Response };

/** The request's key (null when it sent none), or the 400 that says what a key must be. */
export function idempotencyKeyOf(request: Request): KeyHeader {
  const value = request.headers.get(IDEMPOTENCY_HEADER);
  if (value === null) return { key: null };
  if (value.length > IDEMPOTENCY_KEY_MAX_LENGTH || !printable.test(value)) {
    return {
      refused: apiError(
        400,
        "INVALID_IDEMPOTENCY_KEY",
        `${IDEMPOTENCY_HEADER}: 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable characters without spaces (a UUID will do).`,
      ),
    };
  }
  return { key: value };
}

export interface KeyedRequest {
  /** From idempotencyKeyOf; null: no key, the write is made as if there were no such thing. */
  key: string | null;
  /** The account that sent it: another account's identical key is another key. */
  userId: string;
  request: Request;
  /** The body as validated: what "the same request" is judged by, with the method and path. */
  body: unknown;
}

/** Object keys in one order, so `{a, b}` and `{b, a}` are the same request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

export function requestFingerprint(request: Request, body: unknown): string {
  const described = JSON.stringify([request.method, new URL(request.url).pathname, canonical(body)]);
  return createHash("sha256").update(described).digest("hex");
}

/** A refusal thrown out of the transaction to roll the key back with whatever the write began. */
class NotKept extends Error {
  readonly response: Response;
  constructor(response: Response) {
    super("refused: the key is not kept");
    this.response = response;
  }
}

/**
 * `work`'s answer, made once per key: the first request with `sent.key` runs `work` inside
 * the transaction that claims the key (`work` writes through the Database it is given) and
 * stores a successful answer with it; a retry with the same request gets that answer again
 * (`Idempotent-Replayed: true`) and runs nothing; another request under the same key is
 * refused (422 IDEMPOTENCY_KEY_REUSED).
 */
export async function idempotent(
  database: Database,
  sent: KeyedRequest,
  work: (database: Database) => Promise<Response>,
  now = new Date(),
): Promise<Response> {
  const { key, userId } = sent;
  if (key === null) return work(database);
  const fingerprint = requestFingerprint(sent.request, sent.body);
  try {
    return await database.writeTransaction(async (trx) => {
      const claimed = await trx
        .insertInto("idempotency_keys")
        .values({
          user_id: userId,
          key,
          fingerprint,
          response_status: null,
          response_body: null,
          created_at: now.toISOString(),
        })
        .onConflict((conflict) => conflict.columns(["user_id", "key"]).doNothing())
        .returning("key")
        .executeTakeFirst();
      if (!claimed) return earlierAnswer(trx, userId, key, fingerprint);
      const response = await work(joinTransaction(database, trx));
      if (!response.ok) throw new NotKept(response);
      const text = await response.text();
      await trx
        .updateTable("idempotency_keys")
        .set({ response_status: response.status, response_body: text })
        .where("user_id", "=", userId)
        .where("key", "=", key)
        .execute();
      return new Response(text, { status: response.status, headers: response.headers });
    });
  } catch (error) {
    if (error instanceof NotKept) return error.response;
    throw error;
  }
}

/** The stored answer to the request the key was first used for, or the refusal of another request under it. */
async function earlierAnswer(trx: Kysely<Tables>, userId: string, key: string, fingerprint: string) {
  const stored = await trx
    .selectFrom("idempotency_keys")
    .select(["fingerprint", "response_status", "response_body"])
    .where("user_id", "=", userId)
    .where("key", "=", key)
    .executeTakeFirstOrThrow();
  if (stored.fingerprint !== fingerprint) {
    return apiError(
      422,
      "IDEMPOTENCY_KEY_REUSED",
      `This ${IDEMPOTENCY_HEADER} was used for another request: send a new key with a new request.`,
    );
  }
  // The claim and the answer commit together: a committed row without its answer is a bug, not a state.
  if (stored.response_status === null || stored.response_body === null) {
    throw new Error("an idempotency key was committed without its answer");
  }
  return apiJson(JSON.parse(stored.response_body), {
    status: stored.response_status,
    headers: { "Idempotent-Replayed": "true" },
  });
}

/** Forgets the keys older than their lifetime (run hourly, services.server.ts), through the index on created_at. */
export async function pruneIdempotencyKeys(db: Kysely<Tables>, now = Date.now()): Promise<void> {
  await db
    .deleteFrom("idempotency_keys")
    .where("created_at", "<", new Date(now - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString())
    .execute();
}
