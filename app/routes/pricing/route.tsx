import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { OfferBanner } from "#app/components/sections/OfferBanner.tsx";
import { PricingSection } from "#app/components/sections/PricingSection.tsx";
import { Container } from "#app/components/ui/Container.tsx";
import { planCurrency } from "#app/content/plans.ts";
import { site } from "#app/content/site.ts";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import { pageMeta } from "#app/platform/seo/meta.ts";
import { pageOrigin } from "#app/platform/seo/origin.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { BuyControl } from "./BuyControl.tsx";
import { ClassPasses } from "./ClassPasses.tsx";
import { FrontDesk } from "./FrontDesk.tsx";
import { OfferCode } from "./OfferCode.tsx";
import { loadPricing, pricingAction } from "./pricing.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  return loadPricing(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  return pricingAction(request, await getServices());
}

/** Online or at the desk, signed in or not: rendered per request (decision 0052), for one visitor; a refused Buy's Retry-After kept. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return { "Cache-Control": "private, no-cache", ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
};

/** The same for every visitor, and for every member: rendered once per version, completed per request (decision 0175). */
export const handle = { liveTemplate: true };

/** What search results say of the page: the cheapest plan for sale, if there is one. */
function pricingDescription(plans: readonly { price: string }[]): string {
  if (plans.length === 0) return `${site.brand} class passes and memberships, with coaching included.`;
  const lowest = plans.reduce((low, plan) => (Number(plan.price) < Number(low.price) ? plan : low));
  return `${site.brand} membership plans from ${planCurrency}${lowest.price} a month, with coaching included and no joining fee.`;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({
    origin: pageOrigin(matches),
    title: "Pricing",
    description: pricingDescription(loaderData?.plans ?? []),
    path: "/pricing",
  });

export default function PricingPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Pricing" eyebrow="Membership" />
      {actionData ? (
        <Container className="py-10">
          <OutcomeMessage outcome={actionData} />
          {actionData.billingPortal ? (
            // A document link: /account/billing answers with a redirect to Stripe's portal.
            <a href="/account/billing" className="button-outline mt-4">
              Manage card and billing
            </a>
          ) : null}
        </Container>
      ) : null}
      <OfferCode offer={loaderData.offer} />
      <PricingSection
        plans={loaderData.plans}
        promotion={loaderData.promotion ? <OfferBanner promotion={loaderData.promotion} wide /> : null}
        actionFor={(plan, featured) => (
          <BuyControl page={loaderData} productId={plan.productId} name={plan.name} featured={featured} />
        )}
      />
      <ClassPasses page={loaderData} />
      <FrontDesk online={loaderData.online} />
    </>
  );
}
