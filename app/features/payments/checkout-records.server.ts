import type { Kysely } from "kysely";
import type { Tables } from "#app/platform/data/database.server.ts";

/**
 * Whether what a Checkout Session sold is recorded, from our own rows: a pack's sale
 * carries the session's id (`sales.external_ref`), a membership the session it was bought
 * through (`memberships.stripe_checkout_session_id`, written when the session is applied).
 * Once it is, the way back from Checkout has nothing to ask Stripe.
 */
export async function checkoutRecorded(db: Kysely<Tables>, sessionId: string): Promise<boolean> {
  const [sale, membership] = await Promise.all([
    db.selectFrom("sales").select("id").where("external_ref", "=", sessionId).executeTakeFirst(),
    db.selectFrom("memberships").select("id").where("stripe_checkout_session_id", "=", sessionId).executeTakeFirst(),
  ]);
  return sale !== undefined || membership !== undefined;
}

/** The membership bought through this Checkout, in the transaction that applied it. */
export async function linkCheckout(trx: Kysely<Tables>, membershipId: string, sessionId: string): Promise<void> {
  await trx
    .updateTable("memberships")
    .set({ stripe_checkout_session_id: sessionId })
    .where("id", "=", membershipId)
    .where("stripe_checkout_session_id", "is", null)
    .execute();
}
