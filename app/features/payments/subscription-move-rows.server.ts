import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import type { MailContext } from "#app/features/mail/templates/mail-context.ts";
import { priceChangeEmail } from "#app/features/mail/templates/price-change.ts";
import { longDateLabel } from "#app/features/memberships/wording.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import type { MembershipsTable } from "#app/platform/data/tables.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Payments } from "./stripe.server.ts";

/**
 * A move of one subscription to a new Price, as its membership row keeps it (decision 0213,
 * subscription-moves.server.ts): claimed by a conditional UPDATE of the row as it was read,
 * released as failed or waiting, or recorded as moved together with the member's e-mail, each
 * only by the press that holds the claim.
 */

/** A claim older than this was left by a server that stopped: another press may take it over. */
export const CLAIM_LEASE_MS = 2 * 60 * 1000;

export interface MoveServices {
  database: Database;
  payments: Payments;
  mail: { context: MailContext };
}

export interface Candidate {
  id: string;
  email: string;
  subscriptionId: string;
  moveTo: string | null;
  state: MembershipsTable["price_move_state"];
  attempts: number;
}

/** Claims the row for a move to `priceId`: false when it is moved, or another press holds a fresh claim. */
export async function claim(database: Database, candidate: Candidate, priceId: string, now: Date): Promise<boolean> {
  const stale = new Date(now.getTime() - CLAIM_LEASE_MS).toISOString();
  const sameTarget = candidate.moveTo === priceId;
  const result = await database.db
    .updateTable("memberships")
    .set({
      price_move_to: priceId,
      price_move_state: "moving",
      price_move_at: now.toISOString(),
      // A move to another Price starts its tries again.
      price_move_attempts: sameTarget ? candidate.attempts : 0,
      price_move_error: null,
    })
    .where("id", "=", candidate.id)
    // Exactly the row as read: another press that claimed (or moved) it since changed one of these.
    .where((eb) =>
      candidate.moveTo === null ? eb("price_move_to", "is", null) : eb("price_move_to", "=", candidate.moveTo),
    )
    .where((eb) =>
      candidate.state === null ? eb("price_move_state", "is", null) : eb("price_move_state", "=", candidate.state),
    )
    .where("price_move_attempts", "=", candidate.attempts)
    .where((eb) =>
      eb.or([
        eb("price_move_state", "is", null),
        eb("price_move_state", "!=", "moving"),
        eb("price_move_at", "<", stale),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends the claim as `state`, only while this press holds it. */
export async function release(
  database: Database,
  id: string,
  priceId: string,
  claimedAt: Date,
  set: { state: "failed" | "waiting" | null; error?: string; attempts?: number; moveTo?: string | null },
) {
  await database.db
    .updateTable("memberships")
    .set({
      price_move_state: set.state,
      price_move_error: set.error ?? null,
      ...(set.moveTo !== undefined ? { price_move_to: set.moveTo } : {}),
      ...(set.attempts !== undefined ? { price_move_attempts: set.attempts } : {}),
      price_move_at: clock.now().toISOString(),
    })
    .where("id", "=", id)
    .where("price_move_to", "=", priceId)
    .where("price_move_state", "=", "moving")
    .where("price_move_at", "=", claimedAt.toISOString())
    .execute();
}

export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === "string" ? error : "Stripe could not be reached.";

/**
 * Recorded once: the row moved to `priceId` from `from`, and the member's e-mail queued, by
 * the claim that holds it. The webhook may have set the row's Price already; the notice is
 * this claim's alone.
 */
export async function recordMoved(
  services: MoveServices,
  candidate: Candidate,
  claimedAt: Date,
  move: { priceId: string; from: string; product: string; oldPrice: string; newPrice: string },
): Promise<boolean> {
  return services.database.writeTransaction(async (trx) => {
    const done = await trx
      .updateTable("memberships")
      .set({
        price_move_state: "moved",
        stripe_price_id: move.priceId,
        price_changes_from: move.from,
        price_move_error: null,
        price_move_at: clock.now().toISOString(),
        updated_at: clock.now().toISOString(),
      })
      .where("id", "=", candidate.id)
      .where("price_move_to", "=", move.priceId)
      .where("price_move_state", "=", "moving")
      .where("price_move_at", "=", claimedAt.toISOString())
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return false;
    await enqueueMail(
      trx,
      priceChangeEmail(
        {
          to: candidate.email,
          product: move.product,
          oldPrice: move.oldPrice,
          newPrice: move.newPrice,
          startsOn: longDateLabel(move.from),
        },
        services.mail.context,
      ),
    );
    return true;
  });
}
