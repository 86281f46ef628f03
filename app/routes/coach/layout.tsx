import type { ReactNode } from "react";
import { Outlet, useRouteLoaderData } from "react-router";
import { ErrorScreen } from "#app/components/errors/ErrorScreen.tsx";
import { Container } from "#app/components/ui/Container.tsx";
import { Logo } from "#app/components/ui/Logo.tsx";
import { AccountMenu } from "#app/features/accounts/AccountMenu.tsx";
import { coachPageHeaders, requireCoach } from "#app/features/coaches/coach-access.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/layout";

/**
 * A coach's pages (/coach): the sessions they teach and their rosters (decision 0185).
 * Each page checks for itself (a layout's loader does not guard its children's data
 * requests); this one only says who is signed in.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const coach = await requireCoach(request, await getServices());
  return { email: coach.email, trainer: coach.trainer.name };
}

export const headers = coachPageHeaders;

export const handle = { ownChrome: true };

function CoachChrome({ who, children }: { who: { email: string; trainer: string }; children: ReactNode }) {
  return (
    <>
      <header className="border-b border-white/10 bg-surface print:hidden">
        <Container className="flex min-h-16 flex-wrap items-center gap-x-3 gap-y-1 py-2">
          <Logo />
          <p className="font-display text-sm uppercase tracking-[0.2em] text-accent">Coach</p>
          <p className="ml-auto hidden min-w-0 truncate text-sm text-muted md:block">
            {who.trainer} · {who.email}
          </p>
          <div className="ml-auto md:ml-0">
            <AccountMenu />
          </div>
        </Container>
      </header>
      <main id="content" tabIndex={-1} className="py-8 outline-none sm:py-12 print:py-0">
        <Container>{children}</Container>
      </main>
    </>
  );
}

export default function CoachLayout({ loaderData }: Route.ComponentProps) {
  return (
    <CoachChrome who={loaderData}>
      <Outlet />
    </CoachChrome>
  );
}

/** A coach page that failed (another trainer's session, say) keeps the coach's header; a refused visitor gets the site's. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const who = useRouteLoaderData<typeof loader>("routes/coach/layout");
  if (!who) return <ErrorScreen error={error} />;
  return (
    <CoachChrome who={who}>
      <ErrorScreen error={error} />
    </CoachChrome>
  );
}
