import type { Member } from "#app/features/accounts/member.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { PaymentServices } from "./stripe-events.server.ts";

/**
 * The member's Stripe customer, made on their first purchase. Its idempotency key is the
 * member's id: two first purchases at once (or a retry) make one customer, and the unique
 * user_id keeps one row.
 */
export async function stripeCustomerOf(
  { database, payments }: Pick<PaymentServices, "database" | "payments">,
  member: Pick<Member, "id" | "email" | "name">,
): Promise<string> {
  const known = await knownCustomer(database, member.id);
  if (known) return known;
  const customer = await payments.stripe.customers.create(
    { email: member.email, ...(member.name ? { name: member.name } : {}), metadata: { userId: member.id } },
    { idempotencyKey: `customer-${member.id}` },
  );
  await database.db
    .insertInto("stripe_customers")
    .values({ user_id: member.id, customer_id: customer.id, created_at: clock.now().toISOString() })
    .onConflict((conflict) => conflict.column("user_id").doNothing())
    .execute();
  return (await knownCustomer(database, member.id)) ?? customer.id;
}

export async function knownCustomer(database: PaymentServices["database"], userId: string): Promise<string | null> {
  const row = await database.db
    .selectFrom("stripe_customers")
    .select("customer_id")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.customer_id ?? null;
}
