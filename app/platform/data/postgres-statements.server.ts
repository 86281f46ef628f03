import { AsyncLocalStorage } from "node:async_hooks";
import type pg from "pg";

/**
 * The crowded pages' reads run as prepared statements on PostgreSQL (decision 0229): a
 * connection gives each statement a name the first time it is sent within
 * `withPreparedStatements`, and node-postgres then sends it parsed once per connection,
 * only its parameters afterwards. After five runs PostgreSQL may keep one generic plan for
 * it, which is what makes short reads by key cheap, and what can make a report's range
 * query slow (its best plan depends on its dates: measured, docs/performance.md), so the
 * rest of the app sends its statements as text, planned for their parameters every time.
 * Statements without parameters (BEGIN, COMMIT) go as before, and so does any text beyond
 * the first PREPARED_PER_CONNECTION: lists of every length (`in ($1, $2, …)`) must not fill
 * the server's memory.
 */
export const PREPARED_PER_CONNECTION = 500;

const asked = new AsyncLocalStorage<true>();

/** Runs `work` with the statements it sends to PostgreSQL prepared (SQLite keeps all of its own). */
export function withPreparedStatements<T>(work: () => Promise<T>): Promise<T> {
  return asked.run(true, work);
}

type Query = (...args: unknown[]) => unknown;

/** What PostgreSQL says when a table a prepared statement reads changed shape (another server migrated it). */
const STALE_PLAN = "0A000";

export function prepareStatementsOf(client: pg.PoolClient): void {
  const names = new Map<string, string>();
  let prepared = 0;
  const query = client.query.bind(client) as Query;
  const sending: Query = (text, values, ...rest) => {
    // Not asked for, a cursor, a callback or no parameters: as node-postgres takes them.
    const plain = typeof text !== "string" || !Array.isArray(values) || values.length === 0 || rest.length > 0;
    if (plain || asked.getStore() !== true) {
      return query(text, values, ...rest);
    }
    let name = names.get(text);
    if (name === undefined && names.size < PREPARED_PER_CONNECTION) {
      name = `ironpeak_${++prepared}`;
      names.set(text, name);
    }
    return name === undefined ? query(text, values) : runPrepared(text, values, name);
  };
  const runPrepared = async (text: string, values: unknown[], name: string) => {
    try {
      return await query({ name, text, values });
    } catch (error) {
      if ((error as { code?: string }).code !== STALE_PLAN) throw error;
      // Prepared again under a new name at its next use; now, unnamed (in a transaction the
      // error has ended it, and this fails as the statement would have).
      names.delete(text);
      return query(text, values);
    }
  };
  client.query = sending as typeof client.query;
}
