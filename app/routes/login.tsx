import { PageBanner } from "~/components/layout/PageBanner";
import { LoginForm } from "~/features/auth/LoginForm";
import { pageMeta } from "~/seo/meta";

export const meta = () =>
  pageMeta({ title: "Sign in", description: "Sign in to your member account.", path: "/login" });

export default function LoginPage() {
  return (
    <>
      <PageBanner title="Sign In" />
      <div className="px-4 py-16 sm:px-6">
        <LoginForm />
      </div>
    </>
  );
}
