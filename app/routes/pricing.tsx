import { PageBanner } from "~/components/layout/PageBanner";
import { PricingSection } from "~/components/sections/PricingSection";
import { pageMeta } from "~/seo/meta";

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
