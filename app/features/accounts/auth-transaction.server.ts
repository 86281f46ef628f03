import { AsyncLocalStorage } from "node:async_hooks";
import { runWithAdapter } from "@better-auth/core/context";
import { kyselyAdapter } from "@better-auth/kysely-adapter";
import type { Kysely } from "kysely";
import type { Database, Tables } from "#app/platform/data/database.server.ts";
import type { Auth } from "./auth.server.ts";

const current = new AsyncLocalStorage<Kysely<Tables>>();

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
  const { options } = await auth.$context;
  return database.db.transaction().execute(async (trx) => {
    const adapter = kyselyAdapter(trx, { type: database.kind, transaction: false })(options);
    return current.run(trx, () => runWithAdapter(adapter, work));
  });
}

/** The transaction of the surrounding `inAuthTransaction`, if any. */
export function authTransaction(): Kysely<Tables> | undefined {
  return current.getStore();
}
