import { data, redirect } from "react-router";
import { formatMoney } from "#app/content/products.ts";
import { isDemo } from "#app/features/accounts/demo-accounts.server.ts";
import { requireMemberOnPage } from "#app/features/accounts/member.server.ts";
import { pageMember } from "#app/features/accounts/page-member.server.ts";
import { loginPathReturningTo } from "#app/features/accounts/return-path.ts";
import type { IntentOutcome } from "#app/features/booking/outcome.ts";
import { OFFER_CODE_MAX, pricingOffer } from "#app/features/offers/pricing-offer.server.ts";
import { currentPromotion } from "#app/features/offers/promotion.server.ts";
import { CheckoutRefused, startCheckout } from "#app/features/payments/checkout.server.ts";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import { pricingPlans } from "#app/features/products/pricing-plans.server.ts";
import type { Services } from "#app/services.server.ts";

/**
 * How the page sells: online when Stripe is set up (signed-in members buy, visitors sign in
 * first), else at the desk; with a promo code (`?code=`, where the banners lead), what each
 * product costs with it; without one, the offer the banners promote.
 */
export async function loadPricing(request: Request, services: Services) {
  const member = await pageMember(request, services);
  const catalog = currentProducts();
  const typed = new URL(request.url).searchParams.get("code")?.trim() ?? "";
  const offer = typed ? pricingOffer(typed, catalog.forSale) : null;
  return {
    online: services.payments !== null,
    signedIn: member !== null,
    signInHref: loginPathReturningTo(offer?.valid ? `/pricing?code=${encodeURIComponent(offer.code)}` : "/pricing"),
    offer,
    promotion: offer ? null : currentPromotion(),
    plans: pricingPlans(catalog),
    passes: catalog.creditProducts.map((product) => ({
      id: product.id,
      name: product.name,
      description: product.description,
      price: formatMoney(product.price, product.currency),
      credits: product.credits,
      validDays: product.validDays,
      oncePerPerson: product.oncePerPerson,
    })),
  };
}

export type PricingData = Awaited<ReturnType<typeof loadPricing>>;

/** A Buy button's answer when it does not go on to Stripe; `billingPortal`: the refusal points there. */
export interface PricingOutcome extends IntentOutcome {
  billingPortal?: boolean;
}

/** A Buy button: to Stripe's Checkout (303), or why not. A visitor goes to /login first and comes back. */
export async function pricingAction(request: Request, services: Services) {
  const member = await requireMemberOnPage(request, services);
  const form = await request.formData().catch(() => new FormData());
  const productId = String(form.get("productId") ?? "").slice(0, 100);
  const offerCode =
    String(form.get("code") ?? "")
      .trim()
      .slice(0, OFFER_CODE_MAX) || null;
  if (await isDemo(services.database.db, services.env, member.email)) {
    // Its password is public: a card paid through it would be every visitor's to look at in the portal.
    return data<PricingOutcome>(
      { tone: "error", message: "The demo account cannot pay. Sign up for your own account to buy online." },
      { status: 403 },
    );
  }
  if (!services.payments) {
    return data<PricingOutcome>(
      { tone: "error", message: "Online payment is not set up here: please buy at the front desk." },
      { status: 409 },
    );
  }
  let checkout: string;
  try {
    checkout = await startCheckout({ ...services, payments: services.payments }, member, productId, offerCode);
  } catch (error) {
    if (!(error instanceof CheckoutRefused)) throw error;
    return data<PricingOutcome>(
      { tone: "error", message: error.message, ...(error.toBillingPortal ? { billingPortal: true } : {}) },
      error.retryAfter === null
        ? { status: 409 }
        : { status: 429, headers: { "Retry-After": String(error.retryAfter) } },
    );
  }
  throw redirect(checkout, 303);
}
