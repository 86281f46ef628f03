import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { WhoWeAreSection } from "#app/components/sections/WhoWeAreSection.tsx";
import { site } from "#app/content/site.ts";
import { pageMeta } from "#app/platform/seo/meta.ts";
import { pageOrigin } from "#app/platform/seo/origin.ts";
import type { Route } from "./+types/route";
import { HistorySection } from "./HistorySection.tsx";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    origin: pageOrigin(matches),
    title: "About",
    description: `Expert trainers and nutritionists who build your personal fitness and nutrition plan: the people and the story behind ${site.brand}.`,
    path: "/about",
  });

export default function AboutPage() {
  return (
    <>
      <PageBanner title="About Us" eyebrow="Who we are" />
      <WhoWeAreSection />
      <HistorySection />
    </>
  );
}
