import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { type Database, joinTransaction, type Tables } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { apiError, apiJson } from "./json-api.server.ts";

/**
 * The JSON API's `Idempotency-Key`, as payment APIs have it (Stripe's is the model; decision
 * 0115, docs/api.md): a client that retries a write after a timeout sends the same key and
 * gets the first answer back instead of a second sale. The desk's forms that record money
 * carry such a key in a hidden field, made when the page is rendered (decision 0130): the
 * same form posted twice is answered twice with its first outcome.
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

/** What a key may be, in a header or a form's hidden field alike. */
export function isIdempotencyKey(value: string): boolean {
  return value.length <= IDEMPOTENCY_KEY_MAX_LENGTH && printable.test(value);
}

/** The request's key (null when it sent none), or the 400 that says what a key must be. */
export function idempotencyKeyOf(request: Request): KeyHeader {
  const value = request.headers.get(IDEMPOTENCY_HEADER);
  if (value === null) return { key: null };
  if (!isIdempotencyKey(value)) {
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
  /**
   * Its method and URL (a Request will do). A form action gives React Router's `url`, which
   * has the `.data` of a post made with JavaScript taken off: the same form posted with and
   * without JavaScript is the same request.
   */
  request: { method: string; url: string | URL };
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

export function requestFingerprint(request: KeyedRequest["request"], body: unknown): string {
  const described = JSON.stringify([request.method, new URL(request.url).pathname, canonical(body)]);
  return createHash("sha256").update(described).digest("hex");
}

/** An answer as the key's row keeps it. */
export interface StoredAnswer {
  status: number;
  body: string;
}

/**
 * How one kind of answer is kept with its key and given again: the JSON API's Responses
 * (below), a desk form's outcome (app/features/staff/form-once.server.ts).
 */
export interface KeptAnswers<T> {
  /** The answer as its key's row keeps it, or null for a refusal: the key rolls back with it and it is answered as it is. */
  keep(answer: T): Promise<StoredAnswer | null>;
  /** The first answer, once `keep` has read it. */
  first(answer: T, stored: StoredAnswer): T;
  /** The first answer, given to a retry. */
  replayed(stored: StoredAnswer): T;
  /** The refusal of another request under a key already used. */
  reused(): T;
}

/** The JSON API's answers: a 2xx kept and replayed with `Idempotent-Replayed: true`, a reused key 422. */
const responses: KeptAnswers<Response> = {
  keep: async (response) => (response.ok ? { status: response.status, body: await response.text() } : null),
  first: (response, stored) => new Response(stored.body, { status: stored.status, headers: response.headers }),
  replayed: (stored) =>
    apiJson(JSON.parse(stored.body), { status: stored.status, headers: { "Idempotent-Replayed": "true" } }),
  reused: () =>
    apiError(
      422,
      "IDEMPOTENCY_KEY_REUSED",
      `This ${IDEMPOTENCY_HEADER} was used for another request: send a new key with a new request.`,
    ),
};

/** A refusal thrown out of the transaction to roll the key back with whatever the write began. */
class NotKept<T> extends Error {
  readonly answer: T;
  constructor(answer: T) {
    super("refused: the key is not kept");
    this.answer = answer;
  }
}

/**
 * `work`'s answer, made once per key: the first request with `sent.key` runs `work` inside
 * the transaction that claims the key (`work` writes through the Database it is given) and
 * stores a successful answer with it; a retry with the same request gets that answer again
 * (`Idempotent-Replayed: true`) and runs nothing; another request under the same key is
 * refused (422 IDEMPOTENCY_KEY_REUSED).
 */
export function idempotent(
  database: Database,
  sent: KeyedRequest,
  work: (database: Database) => Promise<Response>,
  now = clock.now(),
): Promise<Response> {
  return idempotentWith(responses, database, sent, work, now);
}

/** `idempotent` for answers of another kind, kept and given again as `answers` says. */
export async function idempotentWith<T>(
  answers: KeptAnswers<T>,
  database: Database,
  sent: KeyedRequest,
  work: (database: Database) => Promise<T>,
  now = clock.now(),
): Promise<T> {
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
      if (!claimed) return earlierAnswer(answers, trx, userId, key, fingerprint);
      const answer = await work(joinTransaction(database, trx));
      const stored = await answers.keep(answer);
      if (stored === null) throw new NotKept(answer);
      await trx
        .updateTable("idempotency_keys")
        .set({ response_status: stored.status, response_body: stored.body })
        .where("user_id", "=", userId)
        .where("key", "=", key)
        .execute();
      return answers.first(answer, stored);
    });
  } catch (error) {
    if (error instanceof NotKept) return error.answer as T;
    throw error;
  }
}

/** The stored answer to the request the key was first used for, or the refusal of another request under it. */
async function earlierAnswer<T>(
  answers: KeptAnswers<T>,
  trx: Kysely<Tables>,
  userId: string,
  key: string,
  fingerprint: string,
): Promise<T> {
  const stored = await trx
    .selectFrom("idempotency_keys")
    .select(["fingerprint", "response_status", "response_body"])
    .where("user_id", "=", userId)
    .where("key", "=", key)
    .executeTakeFirstOrThrow();
  if (stored.fingerprint !== fingerprint) return answers.reused();
  // The claim and the answer commit together: a committed row without its answer is a bug, not a state.
  if (stored.response_status === null || stored.response_body === null) {
    throw new Error("an idempotency key was committed without its answer");
  }
  return answers.replayed({ status: stored.response_status, body: stored.response_body });
}

/** Forgets the keys older than their lifetime (run hourly, services.server.ts), through the index on created_at. */
export async function pruneIdempotencyKeys(db: Kysely<Tables>, now = clock.millis()): Promise<void> {
  await db
    .deleteFrom("idempotency_keys")
    .where("created_at", "<", new Date(now - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString())
    .execute();
}
