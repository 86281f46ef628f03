import { Outlet } from "react-router";
import { Container } from "#app/components/ui/Container.tsx";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/layout";
import { ConsoleNav } from "./ConsoleNav.tsx";
import { loadConsole } from "./layout.server.ts";

/**
 * The front desk (/staff): every page below checks for itself that the visitor is staff
 * (a layout's loader does not guard its children's data requests), renders per request
 * and is cached nowhere.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return loadConsole(request, await getServices());
}

export const headers = staffPageHeaders;

export default function StaffConsole({ loaderData }: Route.ComponentProps) {
  const { email, roleLabel, newLeads, demo } = loaderData;
  return (
    <>
      <section className="page-banner border-b border-white/10 bg-surface pt-18">
        <Container className="pt-8 pb-5">
          <div className="mb-5 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
            <p className="section-label">Front desk</p>
            <p className="text-sm text-muted">
              <span className="break-all">{email}</span> · {roleLabel}
            </p>
          </div>
          <ConsoleNav newLeads={newLeads} />
          {demo ? (
            <p className="mt-5 border-l-2 border-accent pl-3 text-sm text-muted">
              Demo account: you can look around, but not change anything, and people&apos;s details are masked.
            </p>
          ) : null}
        </Container>
      </section>
      <div className="py-10 sm:py-14">
        <Container>
          <Outlet />
        </Container>
      </div>
    </>
  );
}
