import { Link } from "react-router";
import { AuditTrail } from "#app/features/staff/AuditTrail.tsx";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { loadAudit } from "./audit.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  return loadAudit(request, await getServices());
}

export const headers = staffPageHeaders;

export const meta = () => staffPageMeta("Audit log");

export default function StaffAudit({ loaderData }: Route.ComponentProps) {
  const { entries, olderHref, paged } = loaderData;
  return (
    <>
      <ConsoleHeading title="Audit log">
        <p>
          Every staff action: who did what, when, and what it was before and after. Nobody can change or delete an
          entry.
        </p>
      </ConsoleHeading>
      {entries.length > 0 ? <AuditTrail entries={entries} /> : <p className="text-muted">No staff actions yet.</p>}
      {paged || olderHref ? (
        <nav aria-label="Pages of the audit log" className="mt-8 flex gap-3">
          {paged ? (
            <Link to="/staff/audit" className="button-outline">
              Newest
            </Link>
          ) : null}
          {olderHref ? (
            <Link to={olderHref} className="button-outline">
              Older entries
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
