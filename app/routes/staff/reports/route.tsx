import { Link } from "react-router";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { loadReports } from "./reports.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  return loadReports(request, await getServices());
}

export const headers = staffPageHeaders;

export const meta = () => staffPageMeta("Reports");

export default function StaffReports({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ConsoleHeading title="Reports">
        <p>The gym's numbers over any dates you choose, each with its charts, its tables and a CSV to download.</p>
      </ConsoleHeading>
      <nav aria-label="Reports">
        <ul className="grid gap-4 md:grid-cols-2">
          {loaderData.reports.map((report) => (
            <li
              key={report.name}
              className="relative rounded-card border border-white/8 bg-surface p-5 shadow-card transition-colors focus-within:border-accent hover:border-accent/60 sm:p-6"
            >
              <h2 className="font-display text-3xl font-semibold uppercase tracking-tight">
                <Link
                  to={`/staff/reports/${report.name}`}
                  className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none"
                >
                  {report.title}
                </Link>
              </h2>
              <p className="mt-2 text-muted">{report.summary}</p>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
