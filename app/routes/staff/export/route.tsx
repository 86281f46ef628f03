import { Form } from "react-router";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { loadExport } from "./export.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  return loadExport(request, await getServices());
}

export const headers = staffPageHeaders;

export const meta = () => staffPageMeta("Export");

/** The owner's download of everything: what it holds, and the one button. */
export default function StaffExport({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ConsoleHeading title="Export">
        <p>
          All of the gym&apos;s data in one zip of CSV files, for your records, your accountant or another system. It
          holds people&apos;s details: keep it safe. Members&apos; health answers are not in it; each member downloads
          their own from their account.
        </p>
      </ConsoleHeading>
      <section aria-labelledby="files-title" className="mb-10 max-w-3xl">
        <h2 id="files-title" className="mb-4 font-display text-3xl font-semibold uppercase tracking-tight">
          What it holds
        </h2>
        <ul className="divide-y divide-white/10 rounded-card border border-white/8 bg-surface">
          {loaderData.files.map((file) => (
            <li key={file.file} className="p-4">
              <p className="font-semibold">{file.file}</p>
              <p className="text-sm text-muted">{file.about}</p>
            </li>
          ))}
        </ul>
      </section>
      <Form method="post" action="/staff/export.zip" reloadDocument className="space-y-3">
        <button type="submit" className="button-primary">
          Download everything (zip)
        </button>
        <p className="text-sm text-muted">Your download is written to the audit log.</p>
      </Form>
    </>
  );
}
