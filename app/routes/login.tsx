import { PageBanner } from "~/components/layout/PageBanner";
import { pageMeta } from "~/seo/meta";

export const meta = () =>
  pageMeta({
    title: "Sign in",
    description: "Sign in to your Ironpeak member account with your e-mail address and password.",
    path: "/login",
  });

export default function LoginPage() {
  return <PageBanner title="Sign In" />;
}
