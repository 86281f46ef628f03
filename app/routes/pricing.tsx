import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { PricingSection } from "#app/components/sections/PricingSection.tsx";
import { planCurrency, plans } from "#app/content/plans.ts";
import { site } from "#app/content/site.ts";
import { pageMeta } from "#app/platform/seo/meta.ts";
import { pageOrigin } from "#app/platform/seo/origin.ts";
import type { Route } from "./+types/pricing";

/** The cheapest plan, for the description search results show. */
const lowestPrice = Math.min(...plans.map((plan) => Number(plan.price)));

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    origin: pageOrigin(matches),
    title: "Pricing",
    description: `${site.brand} membership plans from ${planCurrency}${lowestPrice} a month, with coaching included and no joining fee.`,
    path: "/pricing",
  });

export default function PricingPage() {
  return (
    <>
      <PageBanner title="Pricing" eyebrow="Membership" />
      <PricingSection />
    </>
  );
}
