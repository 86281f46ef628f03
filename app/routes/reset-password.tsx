import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { site } from "#app/content/site.ts";
import { isResetTokenUsable, resetPasswordAction } from "#app/features/accounts/password-reset.server.ts";
import { ResetPasswordForm } from "#app/features/accounts/ResetPasswordForm.tsx";
import { pageMeta } from "#app/platform/seo/meta.ts";
import { pageOrigin } from "#app/platform/seo/origin.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/reset-password";

/** The link's token is in the address: never cached, never indexed. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  const { searchParams } = new URL(request.url);
  const token = searchParams.get("token") ?? "";
  return {
    token,
    usable: await isResetTokenUsable(await getServices(), token),
    invited: searchParams.has("invited"),
  };
}

export async function action({ request }: Route.ActionArgs) {
  return resetPasswordAction(request, await getServices());
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    origin: pageOrigin(matches),
    title: "Choose a new password",
    description: `Set a new password for your ${site.brand} member account.`,
  }),
  { name: "robots", content: "noindex" },
];

export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={loaderData.invited ? "Welcome" : "New Password"} />
      <div className="px-4 py-16 sm:px-6">
        <ResetPasswordForm token={loaderData.token} usable={loaderData.usable} invited={loaderData.invited} />
      </div>
    </>
  );
}
