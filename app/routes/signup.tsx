import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { site } from "#app/content/site.ts";
import { authFormAction } from "#app/features/accounts/form-actions.server.ts";
import { SignupForm } from "#app/features/accounts/SignupForm.tsx";
import { pageMeta } from "#app/platform/seo/meta.ts";
import { pageOrigin } from "#app/platform/seo/origin.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/signup";

/** The form without JavaScript (with it, the form signs in from the browser). */
export async function action({ request }: Route.ActionArgs) {
  return authFormAction(request, "sign-up", await getServices());
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    origin: pageOrigin(matches),
    title: "Sign up",
    description: `Create your ${site.brand} member account with your e-mail address and a password.`,
    path: "/signup",
  });

export default function SignupPage() {
  return (
    <>
      <PageBanner title="Sign Up" />
      <div className="content-width py-16">
        <SignupForm />
      </div>
    </>
  );
}
