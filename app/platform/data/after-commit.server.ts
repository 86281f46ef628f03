import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Work that must wait until a write transaction has committed (telling this server's mail
 * worker that a message was queued): registered inside `Database.writeTransaction`, run once
 * it commits, dropped if it rolls back or is retried. Outside a transaction it runs at once,
 * since the write it follows has already committed.
 */
const pending = new AsyncLocalStorage<(() => void)[]>();

export function afterCommit(callback: () => void): void {
  const callbacks = pending.getStore();
  if (callbacks) callbacks.push(callback);
  else callback();
}

let committed = 0;

/**
 * How many write transactions this process has committed so far. What this server keeps
 * from the database for a moment (the places left: app/features/booking/places.server.ts)
 * is read again after its own writes, so a member sees their booking's effect at once.
 */
export function committedWrites(): number {
  return committed;
}

/** Runs one attempt of a transaction, then (if it committed) what it registered. */
export async function collectingAfterCommit<T>(attempt: () => Promise<T>): Promise<T> {
  const callbacks: (() => void)[] = [];
  const result = await pending.run(callbacks, attempt);
  committed++;
  // Outside the store: a callback that writes again is not deferred to a transaction that has ended.
  for (const callback of callbacks) callback();
  return result;
}
