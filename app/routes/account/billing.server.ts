import { data, redirect } from "react-router";
import { DEMO_ACCOUNT_READ_ONLY, isDemo } from "#app/features/accounts/demo-accounts.server.ts";
import type { Member } from "#app/features/accounts/member.server.ts";
import { knownCustomer } from "#app/features/payments/customers.server.ts";
import { portalUrl } from "#app/features/payments/portal.server.ts";
import { applyReturnedCheckout } from "#app/features/payments/stripe-events.server.ts";
import { log } from "#app/platform/logging/log.server.ts";
import type { Services } from "#app/services.server.ts";

/** /account's part of online payment: the way back from Checkout, and the way to Stripe's billing portal. */

/**
 * Back from Checkout (`?checkout=<session id>`): the purchase is applied at once from
 * Stripe's answer rather than waiting for the webhook, so the page shows it. Applied the
 * same way as the webhook's, whichever comes second changes nothing; if Stripe cannot be
 * reached, the webhook (or `npm run payments -- sync`) still brings it.
 */
export async function applyCheckoutReturn(request: Request, services: Services, member: Member): Promise<void> {
  const sessionId = new URL(request.url).searchParams.get("checkout");
  if (!services.payments || !sessionId || !/^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)) return;
  try {
    await applyReturnedCheckout({ ...services, payments: services.payments }, sessionId, member.id);
  } catch (error) {
    log.warn(
      `Checkout ${sessionId} not applied on return (the webhook will): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Whether the member can manage card and invoices in Stripe's portal (they have paid online). */
export async function billingPortalOffered(services: Services, member: Member): Promise<boolean> {
  return services.payments !== null && (await knownCustomer(services.database, member.id)) !== null;
}

/** To the member's billing portal (303), or back to the account when they have none. */
export async function toBillingPortal(services: Services, member: Member): Promise<never> {
  if (await isDemo(services.database.db, services.env, member.email)) {
    throw data(DEMO_ACCOUNT_READ_ONLY.message, { status: 403, statusText: "Forbidden" });
  }
  const url = services.payments ? await portalUrl({ ...services, payments: services.payments }, member) : null;
  if (!url)
    throw data("There is nothing to manage online: you have not paid online.", {
      status: 404,
      statusText: "Not Found",
    });
  throw redirect(url, 303);
}
