import { AsyncLocalStorage } from "node:async_hooks";
import { runWithAdapter } from "@better-auth/core/context";
import { kyselyAdapter } from "@better-auth/kysely-adapter";
import type { Kysely } from "kysely";
import type { Database, Tables } from "#app/platform/data/database.server.ts";
import type { Auth } from "./auth.server.ts";

interface Scope {
  trx: Kysely<Tables>;
  failure?: unknown;
}

const current = new AsyncLocalStorage<Scope>();

/**
 * Runs better-auth work (an `auth.api` call) inside one database transaction of ours: every
 * row better-auth writes goes through an adapter over that transaction, and our callbacks
 * (the password-reset mail) write beside it through `authTransaction()`. So the reset token
 * and the e-mail that carries it commit together or not at all.
 *
 * Only for calls that do not reach the database any other way while it runs (better-auth's
 * HTTP rate limiter does): on SQLite the transaction holds the one connection.
 */
export async function inAuthTransaction<T>(database: Database, auth: Auth, work: () => Promise<T>): Promise<T> {
  return database.db.transaction().execute((trx) => withAuthAdapter(database, auth, trx, work));
}

/**
 * Runs better-auth work (`auth.api` or its internal adapter) inside a transaction the caller
 * already holds: the front desk creates an account in the transaction of its sale, booking
 * and audit entries. better-auth's database hooks (the users document) write through
 * `authTransaction()` into the same transaction.
 */
export async function withAuthAdapter<T>(
  database: Pick<Database, "kind">,
  auth: Auth,
  trx: Kysely<Tables>,
  work: () => Promise<T>,
): Promise<T> {
  const { options } = await auth.$context;
  const adapter = kyselyAdapter(trx, { type: database.kind, transaction: false })(options);
  const scope: Scope = { trx };
  const result = await current.run(scope, () => runWithAdapter(adapter, work));
  if (scope.failure !== undefined) throw scope.failure;
  return result;
}

/** The transaction of the surrounding `inAuthTransaction`, if any. */
export function authTransaction(): Kysely<Tables> | undefined {
  return current.getStore()?.trx;
}

/**
 * better-auth logs and swallows what its send callbacks throw, and would commit a reset
 * token whose e-mail was never queued; a callback reports its failure here instead, and
 * the whole transaction rolls back.
 */
export function failAuthTransaction(error: unknown): void {
  const scope = current.getStore();
  if (scope && scope.failure === undefined) scope.failure = error;
}
