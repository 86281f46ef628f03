import { PageBanner } from "~/components/layout/PageBanner";
import { pageMeta } from "~/seo/meta";

export const meta = () =>
  pageMeta({
    title: "Pricing",
    description: "Membership plans for every goal, with coaching included.",
    path: "/pricing",
  });

export default function PricingPage() {
  return <PageBanner title="Pricing" />;
}
