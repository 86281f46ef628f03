import { PageBanner } from "~/components/layout/PageBanner";
import { authFormAction } from "~/features/auth/form-actions.server";
import { LoginForm } from "~/features/auth/LoginForm";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/login";

/** The form without JavaScript (with it, the form signs in from the browser). */
export function action({ request }: Route.ActionArgs) {
  return authFormAction(request, "sign-in");
}

export const meta = () =>
  pageMeta({
    title: "Sign in",
    description: "Sign in to your Ironpeak member account with your e-mail address and password.",
    path: "/login",
  });

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
