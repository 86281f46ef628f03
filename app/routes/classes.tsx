import { PageBanner } from "~/components/layout/PageBanner";
import { pageMeta } from "~/seo/meta";

export const meta = () =>
  pageMeta({
    title: "Classes",
    description: "Twelve classes a week, from cycling and yoga to boxing and power lifting.",
    path: "/classes",
  });

export default function ClassesPage() {
  return <PageBanner title="Classes" />;
}
