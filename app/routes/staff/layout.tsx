import type { ReactNode } from "react";
import { Outlet, useRouteLoaderData } from "react-router";
import { ErrorScreen } from "#app/components/errors/ErrorScreen.tsx";
import { Container } from "#app/components/ui/Container.tsx";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/layout";
import { DeskHeader, type DeskHeaderProps } from "./DeskHeader.tsx";
import { loadConsole } from "./layout.server.ts";

/**
 * The front desk (/staff): every page below checks for itself that the visitor is staff
 * (a layout's loader does not guard its children's data requests), renders per request
 * and is cached nowhere. It has its own header and no site footer (root.tsx reads `handle`).
 */
export async function loader({ request }: Route.LoaderArgs) {
  return loadConsole(request, await getServices());
}

export const headers = staffPageHeaders;

export const handle = { ownChrome: true };

function Desk({ header, children }: { header: DeskHeaderProps; children: ReactNode }) {
  return (
    <>
      <DeskHeader {...header} />
      <main id="content" tabIndex={-1} className="py-8 outline-none sm:py-12 print:py-0">
        {children}
      </main>
    </>
  );
}

export default function StaffConsole({ loaderData }: Route.ComponentProps) {
  return (
    <Desk header={loaderData}>
      <Container>
        <Outlet />
      </Container>
    </Desk>
  );
}

/** A desk page that failed (an unknown session, say) keeps the desk around it; a refused visitor gets the site's. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const header = useRouteLoaderData<typeof loader>("routes/staff/layout");
  if (!header) return <ErrorScreen error={error} />;
  return (
    <Desk header={header}>
      <ErrorScreen error={error} />
    </Desk>
  );
}
