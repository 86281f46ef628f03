import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { site } from "#app/content/site.ts";
import { authFormAction } from "#app/features/accounts/form-actions.server.ts";
import { SignupForm } from "#app/features/accounts/SignupForm.tsx";
import { signupPageData } from "#app/features/accounts/signup-page.server.ts";
import { pageMeta } from "#app/platform/seo/meta.ts";
import { pageOrigin } from "#app/platform/seo/origin.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/signup";

/** Whether a test account is shown on /login, read per request: demo mode is runtime configuration. */
export async function loader() {
  return signupPageData(await getServices());
}

/** Rendered per request with a fresh CSP nonce, so no shared cache may keep a copy. */
export const headers = () => ({ "Cache-Control": "private, no-cache" });

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

export default function SignupPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Sign Up" />
      <div className="content-width py-16">
        <SignupForm testAccountShown={loaderData.testAccountShown} />
      </div>
    </>
  );
}
