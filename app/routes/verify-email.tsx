import { Link } from "react-router";
import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";
import { site } from "#app/content/site.ts";
import { resendVerificationAction } from "#app/features/accounts/email-verification.server.ts";
import { ResendOutcome, VerifyEmailNotice } from "#app/features/accounts/VerifyEmailNotice.tsx";
import { verificationMessages } from "#app/features/accounts/verification-messages.ts";
import { verifyEmailPage } from "#app/features/accounts/verify-email-page.server.ts";
import { pageMeta } from "#app/platform/seo/meta.ts";
import { pageOrigin } from "#app/platform/seo/origin.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/verify-email";

/** The link's token is in the address: never cached, never indexed. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  return verifyEmailPage(request, await getServices());
}

/** The notice's resend button posts here. */
export async function action({ request }: Route.ActionArgs) {
  return resendVerificationAction(request, await getServices());
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    origin: pageOrigin(matches),
    title: "Verify your e-mail",
    description: `Confirm the e-mail address of your ${site.brand} member account.`,
  }),
  { name: "robots", content: "noindex" },
];

export default function VerifyEmailRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Verify E-mail" />
      <div className="mx-auto w-full max-w-md space-y-6 px-4 py-16 sm:px-6">
        {actionData ? <ResendOutcome result={actionData} /> : null}
        <PageBody page={loaderData} />
      </div>
    </>
  );
}

function PageBody({ page }: { page: Route.ComponentProps["loaderData"] }) {
  if (page.kind === "link") {
    return page.result === "verified" ? (
      <p role="status" className="rounded-md border border-white/10 bg-surface px-4 py-3">
        {verificationMessages.verified}
      </p>
    ) : (
      <FormAlert>{verificationMessages.invalidLink}</FormAlert>
    );
  }
  if (page.kind === "signed-out") {
    return (
      <p className="text-muted">
        {verificationMessages.signedOut}{" "}
        <Link to="/login" className="link text-paper">
          Sign In
        </Link>
      </p>
    );
  }
  if (page.verified) {
    return (
      <p role="status" className="rounded-md border border-white/10 bg-surface px-4 py-3">
        {verificationMessages.alreadyVerified}
      </p>
    );
  }
  return <VerifyEmailNotice email={page.email} />;
}
