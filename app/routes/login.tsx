import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { site } from "#app/content/site.ts";
import { shownDemoAccounts } from "#app/features/accounts/demo-accounts.server.ts";
import { authFormAction } from "#app/features/accounts/form-actions.server.ts";
import { LoginForm } from "#app/features/accounts/LoginForm.tsx";
import { pageMeta } from "#app/platform/seo/meta.ts";
import { pageOrigin } from "#app/platform/seo/origin.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/login";

/**
 * The demo accounts are runtime configuration, rendered into the page so they show with the
 * first paint; none once the gym has claimed the install.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { database, env } = await getServices();
  const shown = await shownDemoAccounts(database.db, env);
  return {
    demoAccount: shown.member,
    demoStaffAccount: shown.staff,
    passwordChanged: new URL(request.url).searchParams.has("password-changed"),
  };
}

/** Rendered per request with a fresh CSP nonce, so no shared cache may keep a copy. */
export const headers = () => ({ "Cache-Control": "private, no-cache" });

/** The form without JavaScript (with it, the form signs in from the browser). */
export async function action({ request }: Route.ActionArgs) {
  return authFormAction(request, "sign-in", await getServices());
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    origin: pageOrigin(matches),
    title: "Sign in",
    description: `Sign in to your ${site.brand} member account with your e-mail address and password.`,
    path: "/login",
  });

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Sign In" />
      <div className="content-width py-16">
        <LoginForm
          demoAccount={loaderData.demoAccount}
          demoStaffAccount={loaderData.demoStaffAccount}
          passwordChanged={loaderData.passwordChanged}
        />
      </div>
    </>
  );
}
