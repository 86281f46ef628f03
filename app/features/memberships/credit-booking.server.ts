import { type Kysely, sql } from "kysely";
import type { Tables } from "#app/platform/data/database.server.ts";
import { grantsWithCredits, type LedgerActor, MEMBER } from "./credit-ledger.server.ts";

/**
 * Booking's rows of the credit ledger (decision 0150), each found and written in one
 * statement: booking's transaction holds the session's row, and is kept short of round trips.
 */

type Trx = Kysely<Tables>;

const LEDGER_COLUMNS = [
  "user_id",
  "grant_id",
  "kind",
  "credits",
  "at",
  "booking_id",
  "sale_id",
  "actor_id",
  "actor",
  "reason",
] as const;

/**
 * A booking takes one credit of the member's grant valid at `validAt` that expires first: its
 * `use` row, found and written in one statement (booking's transaction is short of round
 * trips). Returns the grant, or null when the member has no such credit. The caller holds
 * the member's row lock (booking takes it before the claim).
 */
export async function spendCredit(
  trx: Trx,
  use: { userId: string; validAt: string; at: Date; bookingId: string },
): Promise<string | null> {
  const taken = await trx
    .insertInto("credit_ledger")
    .columns(LEDGER_COLUMNS)
    .expression(
      grantsWithCredits(trx, use.userId, use.validAt)
        .select((eb) => [
          eb.val(use.userId).as("user_id"),
          "credit_grants.id as grant_id",
          eb.val("use").as("kind"),
          // A literal: PostgreSQL types a parameter in a SELECT list as text.
          sql<number>`-1`.as("credits"),
          eb.val(use.at.toISOString()).as("at"),
          eb.val(use.bookingId).as("booking_id"),
          sql<null>`NULL`.as("sale_id"),
          sql<null>`NULL`.as("actor_id"),
          eb.val(MEMBER.label).as("actor"),
          sql<null>`NULL`.as("reason"),
        ])
        .limit(1),
    )
    .returning("grant_id")
    .executeTakeFirst();
  return taken?.grant_id ?? null;
}

/**
 * A credit given back to its grant, when the grant is valid after `validAfter` and its sale
 * not refunded: the `return` row, checked and written in one statement. False, writing
 * nothing, otherwise (the caller decides what else happens to it).
 */
export async function returnToValidGrant(
  trx: Trx,
  back: { grantId: string; validAfter: string; at: Date; bookingId: string; actor: LedgerActor; reason: string },
): Promise<boolean> {
  const returned = await trx
    .insertInto("credit_ledger")
    .columns(LEDGER_COLUMNS)
    .expression(
      trx
        .selectFrom("credit_grants")
        .leftJoin("sales", "sales.id", "credit_grants.sale_id")
        .select((eb) => [
          "credit_grants.user_id",
          "credit_grants.id as grant_id",
          eb.val("return").as("kind"),
          sql<number>`1`.as("credits"),
          eb.val(back.at.toISOString()).as("at"),
          eb.val(back.bookingId).as("booking_id"),
          sql<null>`NULL`.as("sale_id"),
          sql<string | null>`${back.actor.id}`.as("actor_id"),
          eb.val(back.actor.label).as("actor"),
          eb.val(back.reason).as("reason"),
        ])
        .where("credit_grants.id", "=", back.grantId)
        .where("credit_grants.expires_at", ">", back.validAfter)
        .where("sales.refunded_at", "is", null),
    )
    .returning("grant_id")
    .executeTakeFirst();
  return returned !== undefined;
}
