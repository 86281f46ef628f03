import { PageBanner } from "~/components/layout/PageBanner";
import { pageMeta } from "~/seo/meta";

export const meta = () =>
  pageMeta({ title: "Blog", description: "Training, nutrition and recovery advice from the coaches.", path: "/blog" });

export default function BlogPage() {
  return <PageBanner title="Blog" />;
}
