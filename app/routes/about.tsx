import { PageBanner } from "~/components/layout/PageBanner";
import { pageMeta } from "~/seo/meta";

export const meta = () =>
  pageMeta({
    title: "About",
    description: "The coaches, the training floor and the story behind Ironpeak.",
    path: "/about",
  });

export default function AboutPage() {
  return <PageBanner title="About Us" />;
}
