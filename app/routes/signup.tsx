import { PageBanner } from "~/components/layout/PageBanner";
import { SignupForm } from "~/features/auth/SignupForm";
import { pageMeta } from "~/seo/meta";

export const meta = () => pageMeta({ title: "Sign up", description: "Create your member account.", path: "/signup" });

export default function SignupPage() {
  return (
    <>
      <PageBanner title="Sign Up" />
      <div className="px-4 py-16 sm:px-6">
        <SignupForm />
      </div>
    </>
  );
}
