import { Form, useNavigation } from "react-router";
import { DetailsFields } from "#app/features/accounts/DetailsFields.tsx";
import { UnsavedDetails } from "#app/features/accounts/UnsavedDetails.tsx";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import { SessionSelect } from "#app/features/staff/SessionSelect.tsx";
import type { MemberPageData } from "./member.server.ts";
import type { MemberDeskOutcome } from "./member-desk.server.ts";

type Desk = MemberPageData["desk"];

/**
 * The desk's work on one member: correct their details and keep a private note (the member
 * sees the details in /account, never the note), and book them into a session. Real form
 * posts, so a tablet without JavaScript does it too. The details form carries the versions
 * it was made from: a save after someone else's is refused, and what was typed is kept.
 */
export function MemberDesk({ desk, answer }: { desk: Desk; answer?: MemberDeskOutcome | undefined }) {
  const sending = useNavigation().formData?.get("intent");
  const refused = answer?.subject === "details" && answer.tone === "error" ? answer : undefined;
  const typed = refused?.typed;
  return (
    <div className="mt-12 grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
      <section aria-labelledby="member-details" className="rounded-card border border-white/8 bg-surface p-5 sm:p-6">
        <h2 id="member-details" className="font-display text-2xl font-semibold uppercase tracking-tight">
          Details
        </h2>
        {answer?.subject === "details" ? (
          <div className="mt-4 space-y-3">
            <OutcomeMessage outcome={answer} />
            {refused?.unsaved ? (
              <UnsavedDetails
                unsaved={refused.unsaved}
                now={desk.details}
                note={{ now: desk.note, label: "Private note" }}
              />
            ) : null}
          </div>
        ) : null}
        {/* A new version (anyone's save) makes a new form, so it shows what is saved now. */}
        <Form
          method="post"
          preventScrollReset
          className="mt-4 space-y-5"
          key={typed ? "typed" : `${desk.versions.details}-${desk.versions.note}`}
        >
          <input type="hidden" name="intent" value="update-details" />
          <input type="hidden" name="version" value={typed?.version ?? desk.versions.details} />
          <input type="hidden" name="noteVersion" value={typed?.noteVersion ?? desk.versions.note} />
          <div className="grid gap-5 md:grid-cols-2">
            <DetailsFields idPrefix="desk-member" values={typed ?? desk.details} />
          </div>
          <div className="space-y-2">
            <label htmlFor="member-note" className="block text-sm font-medium">
              Private note (staff only)
            </label>
            <textarea
              id="member-note"
              name="note"
              rows={3}
              maxLength={desk.noteMax}
              defaultValue={typed?.note ?? desk.note}
              aria-describedby="member-note-hint"
              className="field"
            />
            <p id="member-note-hint" className="text-sm text-muted">
              {desk.noteChange
                ? `Note by ${desk.noteChange.updatedBy}, ${desk.noteChange.updatedLabel}. The member never sees it.`
                : "The member never sees this note."}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <button type="submit" className="button-primary" disabled={sending === "update-details"}>
              Save details
            </button>
            {desk.detailsChange ? (
              <p className="text-sm text-muted">
                Details last changed by{" "}
                {desk.detailsChange.byMember ? (
                  "the member"
                ) : (
                  <span className="break-all">{desk.detailsChange.updatedBy}</span>
                )}
                , {desk.detailsChange.updatedLabel}
              </p>
            ) : null}
          </div>
        </Form>
      </section>
      <section aria-labelledby="member-book" className="rounded-card border border-white/8 bg-surface p-5 sm:p-6">
        <h2 id="member-book" className="font-display text-2xl font-semibold uppercase tracking-tight">
          Book into a session
        </h2>
        {answer?.subject === "book" ? (
          <div className="mt-4">
            <OutcomeMessage outcome={answer} />
          </div>
        ) : null}
        {desk.sessions.length === 0 ? (
          <p className="mt-4 text-muted">No session is open for booking right now.</p>
        ) : (
          <Form method="post" preventScrollReset className="mt-4 space-y-4">
            <input type="hidden" name="intent" value="book-session" />
            <SessionSelect id="member-session" label="Session" days={desk.sessions} />
            <p className="text-sm text-muted">A full session puts them on its waitlist.</p>
            <button type="submit" className="button-primary" disabled={sending === "book-session"}>
              Book them in
            </button>
          </Form>
        )}
      </section>
    </div>
  );
}
