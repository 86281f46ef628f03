import { Link } from "react-router";
import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { site } from "#app/content/site.ts";
import { VerifyEmailNotice } from "#app/features/accounts/VerifyEmailNotice.tsx";
import { welcomePage } from "#app/features/accounts/welcome.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/welcome";

export async function loader({ request }: Route.LoaderArgs) {
  return welcomePage(request, await getServices());
}

/** One member's page: never cached, never indexed. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

export const meta = () => [{ title: `Welcome | ${site.brand}` }, { name: "robots", content: "noindex" }];

export default function WelcomePage({ loaderData }: Route.ComponentProps) {
  const { name, email, next } = loaderData;
  return (
    <>
      <PageBanner title="Welcome" eyebrow="Members" />
      <div className="content-width py-16">
        <div className="max-w-2xl space-y-8">
          <p className="text-2xl font-semibold">
            {name ? `Welcome to ${site.brand}, ${name}.` : `Welcome to ${site.brand}.`}
          </p>
          {next === "verify-email" ? (
            <>
              <p className="text-lg text-muted">
                Check your e-mail: confirm your address with the link we sent to{" "}
                <strong className="break-all text-paper">{email}</strong>, then book your first class.
              </p>
              <VerifyEmailNotice email={email} />
            </>
          ) : (
            <p className="text-lg text-muted">You&apos;re signed in: book your first class.</p>
          )}
          <div className="flex flex-wrap gap-3">
            <Link to="/schedule" className="button-primary">
              See the schedule
            </Link>
            <Link to="/account" className="button-outline">
              My account
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
