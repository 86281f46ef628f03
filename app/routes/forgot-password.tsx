import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { site } from "#app/content/site.ts";
import { ForgotPasswordForm } from "#app/features/accounts/ForgotPasswordForm.tsx";
import { forgotPasswordAction } from "#app/features/accounts/password-reset.server.ts";
import { pageMeta } from "#app/platform/seo/meta.ts";
import { pageOrigin } from "#app/platform/seo/origin.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/forgot-password";

export const headers = () => ({ "Cache-Control": "private, no-cache" });

export async function action({ request }: Route.ActionArgs) {
  return forgotPasswordAction(request, await getServices());
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    origin: pageOrigin(matches),
    title: "Forgot password",
    description: `Get a link to choose a new password for your ${site.brand} member account.`,
  }),
  { name: "robots", content: "noindex" },
];

export default function ForgotPasswordPage() {
  return (
    <>
      <PageBanner title="Forgot Password" />
      <div className="px-4 py-16 sm:px-6">
        <ForgotPasswordForm />
      </div>
    </>
  );
}
