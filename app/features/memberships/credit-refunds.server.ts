import type { Kysely } from "kysely";
import type { Database, Tables } from "#app/platform/data/database.server.ts";
import { creditsLeftOf, type LedgerActor, NotEnoughCredits, takeCredits } from "./credit-ledger.server.ts";

/**
 * What refunds need of the credit ledger (decision 0150): how many of a sale's credits are
 * left, their withdrawal in the refund's own transaction, and the bookings its credits hold.
 */

type Trx = Kysely<Tables>;
type Kind = Pick<Database, "kind">;

/** The member whose grants a sale bought, or null when it bought no credits. */
async function saleHolder(trx: Trx, saleId: string): Promise<string | null> {
  const row = await trx.selectFrom("credit_grants").select("user_id").where("sale_id", "=", saleId).executeTakeFirst();
  return row?.user_id ?? null;
}

/**
 * For refunds: the credits the sale's grants have left and may still be used (unexpired at
 * `now`). 0 for a sale that bought none (a membership).
 */
export async function saleCreditsLeft(trx: Trx, saleId: string, now: Date): Promise<number> {
  const rows = await trx
    .selectFrom("credit_grants")
    .select((eb) => creditsLeftOf(eb).as("left"))
    .where("sale_id", "=", saleId)
    .where("expires_at", ">", now.toISOString())
    .execute();
  return rows.reduce((sum, row) => sum + Number(row.left), 0);
}

/**
 * For refunds: withdraws `credits` of what the sale bought (a `withdraw` row per grant of
 * the sale touched, naming the sale), inside the caller's write transaction; refused
 * (NotEnoughCredits) when the sale's unexpired grants have fewer left. Holds the member's
 * row lock (take it first if the caller locks other rows of theirs: member, then grant).
 */
export async function withdrawSaleCredits(
  database: Kind,
  trx: Trx,
  {
    saleId,
    credits,
    now,
    actor,
    reason,
  }: { saleId: string; credits: number; now: Date; actor: LedgerActor; reason: string },
): Promise<number> {
  if (!Number.isInteger(credits) || credits < 0) throw new RangeError("credits: a whole number from 0");
  if (credits === 0) return 0;
  const userId = await saleHolder(trx, saleId);
  if (userId === null) throw new NotEnoughCredits(credits, 0);
  const taken = await takeCredits(database, trx, { userId, credits, now, kind: "withdraw", actor, reason, saleId });
  return taken.reduce((sum, row) => sum + row.credits, 0);
}

/**
 * For refunds: the bookings holding a credit of the sale's grants that has not been given
 * back (upcoming or past), soonest first: what the desk may choose to cancel with a refund.
 */
export async function bookingsUsingSaleCredits(
  trx: Trx,
  saleId: string,
): Promise<{ bookingId: string; startsAt: string }[]> {
  const rows = await trx
    .selectFrom("booking_entitlements")
    .innerJoin("credit_grants", "credit_grants.id", "booking_entitlements.credit_grant_id")
    .select(["booking_entitlements.booking_id", "booking_entitlements.starts_at"])
    .where("credit_grants.sale_id", "=", saleId)
    .where("booking_entitlements.returned_at", "is", null)
    .orderBy("booking_entitlements.starts_at")
    .orderBy("booking_entitlements.booking_id")
    .execute();
  return rows.map((row) => ({ bookingId: row.booking_id, startsAt: row.starts_at }));
}
