import { PageBanner } from "~/components/layout/PageBanner";
import { HistorySection } from "~/components/sections/HistorySection";
import { WhoWeAreSection } from "~/components/sections/WhoWeAreSection";
import { pageMeta } from "~/seo/meta";

export const meta = () =>
  pageMeta({
    title: "About",
    description:
      "Expert trainers and nutritionists who build your personal fitness and nutrition plan: the people and the story behind Ironpeak.",
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
