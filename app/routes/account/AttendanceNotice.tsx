import { terms } from "#app/content/terms.ts";
import { termsPagePath } from "#app/features/attendance/terms-page-path.ts";

/** What stands between the member and booking: the gym's terms to accept, or a pause under the no-show policy. */
export function AttendanceNotice({ suspension, termsAccepted }: { suspension: string | null; termsAccepted: boolean }) {
  if (!suspension && termsAccepted) return null;
  return (
    <div role="note" className="space-y-2 rounded-card border border-accent/60 bg-surface p-5">
      {suspension ? <p className="font-semibold">{suspension}</p> : null}
      {termsAccepted ? null : (
        <p>
          Before your next booking, please{" "}
          <a href={termsPagePath()} className="link">
            read and accept the {terms.title.toLowerCase()}
          </a>
          .
        </p>
      )}
    </div>
  );
}
