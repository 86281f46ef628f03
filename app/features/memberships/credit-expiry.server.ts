import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { appendLedger, creditsLeftOf, lockMemberCredits, SYSTEM } from "./credit-ledger.server.ts";

/**
 * Expired credits leave the ledger by an `expire` row for what the grant had left, dated at
 * its expiry (decision 0150). A sweep of the database writes them, every minute on every
 * server (as the attendance sweep, decision 0064): it walks the grants in expiry order from
 * where it last finished (`sweep_positions`), so it reads each expired grant once, and
 * writes each expiry under the member's row lock after reading the balance again, so two
 * servers sweeping at once expire a grant once. Balances shown never wait for it: they only
 * count grants unexpired at the moment they are read.
 */

const SWEEP = "credit-expiry";
/** Grants looked at per round. */
const BATCH = 200;

async function sweptTo(database: Database) {
  const row = await database.db
    .selectFrom("sweep_positions")
    .select(["at", "id"])
    .where("sweep", "=", SWEEP)
    .executeTakeFirst();
  return row ?? { at: "", id: "" };
}

/** Moves the sweep's position on to (at, id), never back (another server may be further). */
async function advance(database: Database, to: { at: string; id: string }) {
  await database.db
    .insertInto("sweep_positions")
    .values({ sweep: SWEEP, at: to.at, id: to.id })
    .onConflict((conflict) =>
      conflict
        .column("sweep")
        .doUpdateSet({ at: to.at, id: to.id })
        .where((eb) =>
          eb.or([
            eb("sweep_positions.at", "<", to.at),
            eb.and([eb("sweep_positions.at", "=", to.at), eb("sweep_positions.id", "<", to.id)]),
          ]),
        ),
    )
    .execute();
}

/** Writes the grant's `expire` row for what it has left, once: the balance is read again under the member's lock. */
async function expireGrant(database: Database, grant: { id: string; user_id: string; expires_at: string }) {
  return database.writeTransaction(async (trx) => {
    await lockMemberCredits(database, trx, grant.user_id);
    const row = await trx
      .selectFrom("credit_grants")
      .select((eb) => creditsLeftOf(eb).as("left"))
      .where("id", "=", grant.id)
      .executeTakeFirst();
    const left = Number(row?.left ?? 0);
    if (left <= 0) return 0;
    await appendLedger(trx, {
      userId: grant.user_id,
      grantId: grant.id,
      kind: "expire",
      credits: -left,
      at: grant.expires_at,
      actor: SYSTEM,
      reason: null,
    });
    return left;
  });
}

/** Writes the `expire` rows of every grant expired by `now`. Returns how many credits expired. */
export async function expireCredits(database: Database, now: Date = clock.now()): Promise<number> {
  let expired = 0;
  for (;;) {
    const from = await sweptTo(database);
    const due = await database.db
      .selectFrom("credit_grants")
      .select((eb) => ["id", "user_id", "expires_at", creditsLeftOf(eb).as("left")])
      .where("expires_at", "<=", now.toISOString())
      .where((eb) =>
        eb.or([eb("expires_at", ">", from.at), eb.and([eb("expires_at", "=", from.at), eb("id", ">", from.id)])]),
      )
      .orderBy("expires_at")
      .orderBy("id")
      .limit(BATCH)
      .execute();
    for (const grant of due) if (Number(grant.left) > 0) expired += await expireGrant(database, grant);
    const last = due.at(-1);
    if (last) await advance(database, { at: last.expires_at, id: last.id });
    if (due.length < BATCH) return expired;
  }
}
