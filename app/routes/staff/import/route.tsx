import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import type { StaffOutcome } from "#app/features/staff/outcome.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { ImportActions } from "./ImportActions.tsx";
import { ImportHistory } from "./ImportHistory.tsx";
import { ImportSummary } from "./ImportSummary.tsx";
import { importAction, loadImport } from "./import.server.ts";
import { MappingForm } from "./MappingForm.tsx";
import { ProblemList } from "./ProblemList.tsx";
import { UploadForm } from "./UploadForm.tsx";

export async function loader({ request }: Route.LoaderArgs) {
  return loadImport(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  return importAction(request, await getServices());
}

export const headers = staffPageHeaders;

export const meta = () => staffPageMeta("Import members");

const sectionTitle = "mb-4 font-display text-3xl font-semibold uppercase tracking-tight";

export default function StaffImport({ loaderData, actionData }: Route.ComponentProps) {
  const { current, history, choices } = loaderData;
  const answer = actionData as StaffOutcome | undefined;
  return (
    <>
      <ConsoleHeading title="Import members">
        <p>
          Moving from Mindbody, Glofox, PushPress or TeamUp? Upload their member export: members are matched by e-mail,
          with their phone, emergency contact, membership, credits left and terms; people who hold nothing become leads.
          Check first, then commit; importing the same file again changes nothing.
        </p>
      </ConsoleHeading>
      {answer ? (
        <div className="mb-8">
          <OutcomeMessage outcome={answer} />
        </div>
      ) : null}
      {current ? (
        <section aria-labelledby="current-title" className="mb-16 space-y-8">
          <div>
            <h2 id="current-title" className={`${sectionTitle} break-words`}>
              {current.fileName}
            </h2>
            <p className="text-sm text-muted">
              Uploaded {current.createdLabel} by {current.createdBy}
            </p>
          </div>
          <ImportSummary current={current} />
          <ImportActions current={current} />
          {current.columns.length > 0 ? <MappingForm current={current} choices={choices} /> : null}
          <ProblemList current={current} />
        </section>
      ) : null}
      <section aria-labelledby="upload-title" className="mb-16 max-w-3xl">
        <h2 id="upload-title" className={sectionTitle}>
          {current ? "Another file" : "Upload an export"}
        </h2>
        <UploadForm choices={choices} />
      </section>
      <section aria-labelledby="history-title">
        <h2 id="history-title" className={sectionTitle}>
          History
        </h2>
        <ImportHistory entries={history} />
      </section>
    </>
  );
}
