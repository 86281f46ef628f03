import { useNavigation } from "react-router";
import { SiteEditor } from "#app/features/site/SiteEditor.tsx";
import { loadSiteEditor, type SiteAnswer, siteAction } from "#app/features/site/site-forms.server.ts";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";

export async function loader({ request }: Route.LoaderArgs) {
  return loadSiteEditor(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  return siteAction(request, await getServices());
}

export const headers = staffPageHeaders;

export const meta = () => staffPageMeta("Site details");

export default function SiteDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { values, version, limits, timeZone, readOnly, showing, hasAnnouncement } = loaderData;
  const answer = actionData as SiteAnswer | undefined;
  const sending = useNavigation().state === "submitting";
  return (
    <>
      <ConsoleHeading title="Site details">
        <p>
          How visitors reach the gym, when it is open, where to follow it, and the announcement across the top of the
          site. Every page, e-mail and search engine reads them from here; every server shows a change within a few
          seconds.
          {hasAnnouncement
            ? showing
              ? " The announcement is showing now."
              : " The announcement is not showing now."
            : ""}
        </p>
      </ConsoleHeading>
      {/* A new version read from the server is a new form: its fields start from what was saved. */}
      <SiteEditor
        key={answer?.tone === "error" ? "kept" : version}
        values={answer?.values ?? values}
        version={version}
        limits={limits}
        timeZone={timeZone}
        readOnly={readOnly}
        answer={answer}
        sending={sending}
      />
    </>
  );
}
