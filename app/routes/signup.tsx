import { PageBanner } from "~/components/layout/PageBanner";
import { authFormAction } from "~/features/auth/form-actions.server";
import { SignupForm } from "~/features/auth/SignupForm";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/signup";

/** The form without JavaScript (with it, the form signs in from the browser). */
export function action({ request }: Route.ActionArgs) {
  return authFormAction(request, "sign-up");
}

export const meta = () =>
  pageMeta({
    title: "Sign up",
    description: "Create your Ironpeak member account with your e-mail address and a password.",
    path: "/signup",
  });

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
