import { PageBanner } from "~/components/layout/PageBanner";
import { pageMeta } from "~/seo/meta";

export const meta = () => pageMeta({ title: "Sign up", description: "Create your member account.", path: "/signup" });

export default function SignupPage() {
  return <PageBanner title="Sign Up" />;
}
