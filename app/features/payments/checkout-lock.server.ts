import { randomUUID } from "node:crypto";
import { setTimeout as pause } from "node:timers/promises";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";

/**
 * One membership Checkout started at a time per member, on every server sharing the
 * database (decision 0110): a row of stripe_checkout_locks is the lock. Taking it is one
 * statement, an upsert that succeeds only while the row is absent or its lease has run
 * out, so it needs no transaction held open across Stripe's requests (on SQLite that would
 * stop every other write). The lease outlasts the longest the holder can take (its Stripe
 * requests time out and are retried); a server that dies holding it delays the member's
 * next press by that much at most.
 */

const LEASE_MS = 3 * 60_000;
/** How long a second press waits for the first (which usually takes a second) before it is told to try again. */
const WAIT_MS = 10_000;
const POLL_MS = 100;

/** Another press of the same member still holds the lock after the wait. */
export class CheckoutLockBusy extends Error {
  override name = "CheckoutLockBusy";
}

export interface LockOptions {
  /** How a waiting press waits between attempts; the test of the wait makes it observable. */
  pause?: (ms: number) => Promise<unknown>;
  now?: () => Date;
}

async function tryToTake(database: Database, userId: string, token: string, now: Date): Promise<boolean> {
  const heldUntil = new Date(now.getTime() + LEASE_MS).toISOString();
  await database.db
    .insertInto("stripe_checkout_locks")
    .values({ user_id: userId, token, held_until: heldUntil })
    .onConflict((conflict) =>
      conflict
        .column("user_id")
        .doUpdateSet({ token, held_until: heldUntil })
        .where("stripe_checkout_locks.held_until", "<=", now.toISOString()),
    )
    .execute();
  const row = await database.db
    .selectFrom("stripe_checkout_locks")
    .select("token")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.token === token;
}

/** Runs `work` holding the member's Checkout lock, waiting for another holder first; CheckoutLockBusy if it waits in vain. */
export async function withCheckoutLock<T>(
  database: Database,
  userId: string,
  work: () => Promise<T>,
  { pause: wait = pause, now = () => clock.now() }: LockOptions = {},
): Promise<T> {
  const token = randomUUID();
  const giveUpAt = now().getTime() + WAIT_MS;
  while (!(await tryToTake(database, userId, token, now()))) {
    if (now().getTime() >= giveUpAt) throw new CheckoutLockBusy(`Checkout lock of ${userId} still held`);
    await wait(POLL_MS);
  }
  try {
    return await work();
  } finally {
    await database.db
      .deleteFrom("stripe_checkout_locks")
      .where("user_id", "=", userId)
      .where("token", "=", token)
      .execute();
  }
}
