import type { Kysely } from "kysely";
import type Stripe from "stripe";
import type { Tables } from "#app/platform/data/database.server.ts";

/** What a paid Checkout Session says of the sale it records (stripe-effects.server.ts): when, what, and whether it was bought before. */

type Trx = Kysely<Tables>;

/** The moment a Checkout's payment was made: its PaymentIntent's charge (read with `payment_intent.latest_charge` expanded). */
export function paidAtOfSession(session: Stripe.Checkout.Session): Date | null {
  const intent = session.payment_intent;
  if (!intent || typeof intent === "string") return null;
  const charge = intent.latest_charge;
  if (charge && typeof charge === "object") return new Date(charge.created * 1000);
  return null;
}

/** The credits and their validity a Checkout sold (its metadata keeps them), when it says. */
export function termsPaidFor(metadata: Stripe.Metadata | null): { credits?: number; validDays?: number } {
  const credits = Number(metadata?.credits);
  const validDays = Number(metadata?.validDays);
  return {
    ...(Number.isInteger(credits) && credits > 0 ? { credits } : {}),
    ...(Number.isInteger(validDays) && validDays > 0 ? { validDays } : {}),
  };
}

/**
 * A member who bought the intro offer at the desk while paying for it online: the payment
 * is taken, so it is recorded and its credits granted all the same (not as the once-only
 * grant, which the database allows once).
 */
export async function boughtBefore(trx: Trx, userId: string, productId: string): Promise<boolean> {
  const row = await trx
    .selectFrom("credit_grants")
    .select("id")
    .where("user_id", "=", userId)
    .where("product_id", "=", productId)
    .where("once_per_person", "=", 1)
    .executeTakeFirst();
  return row !== undefined;
}
