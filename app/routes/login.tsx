import { PageBanner } from "~/components/layout/PageBanner";
import { publicEnv } from "~/config/env.server";
import { authFormAction } from "~/features/auth/form-actions.server";
import { LoginForm } from "~/features/auth/LoginForm";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/login";

/** The demo account is runtime configuration, rendered into the page so it shows with the first paint. */
export function loader() {
  return { demoAccount: publicEnv().demoAccount };
}

/** Rendered per request with a fresh CSP nonce, so no shared cache may keep a copy. */
export const headers = () => ({ "Cache-Control": "private, no-cache" });

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

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Sign In" />
      <div className="px-4 py-16 sm:px-6">
        <LoginForm demoAccount={loaderData.demoAccount} />
      </div>
    </>
  );
}
