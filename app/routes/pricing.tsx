import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { PricingSection } from "#app/components/sections/PricingSection.tsx";
import { pageMeta } from "#app/platform/seo/meta.ts";

export const meta = () =>
  pageMeta({
    title: "Pricing",
    description: "Ironpeak membership plans from $39 a month, with coaching included and no joining fee.",
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
