import { PageBanner } from "~/components/layout/PageBanner";
import { pageMeta } from "~/seo/meta";

export const meta = () =>
  pageMeta({
    title: "Sign up",
    description: "Create your Ironpeak member account with your e-mail address and a password.",
    path: "/signup",
  });

export default function SignupPage() {
  return <PageBanner title="Sign Up" />;
}
