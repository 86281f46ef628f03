import { randomUUID } from "node:crypto";
import type { Member } from "#app/features/accounts/member.server.ts";
import { knownCustomer } from "./customers.server.ts";
import type { PaymentServices } from "./stripe-events.server.ts";

/**
 * A fresh session of Stripe's hosted Customer Portal for the member (card, invoices,
 * cancellation), coming back to `/account`; null for a member who never paid online.
 * Portal sessions are short-lived, so each visit makes its own.
 */
export async function portalUrl(services: PaymentServices, member: Pick<Member, "id">): Promise<string | null> {
  const customer = await knownCustomer(services.database, member.id);
  if (!customer) return null;
  const session = await services.payments.stripe.billingPortal.sessions.create(
    { customer, return_url: `${services.mail.context.origin}/account#membership` },
    { idempotencyKey: `portal-${member.id}-${randomUUID()}` },
  );
  return session.url;
}
