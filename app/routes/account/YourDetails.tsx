import { Form, useNavigation } from "react-router";
import { DetailsFields } from "#app/features/accounts/DetailsFields.tsx";
import type { MemberDetails } from "#app/features/accounts/member-details.ts";
import { UnsavedDetails } from "#app/features/accounts/UnsavedDetails.tsx";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import type { AccountOutcome } from "./account.server.ts";

/**
 * The member's own details: name, phone, emergency contact. An account without a name
 * (sign-up did not always ask) is asked for one at the top of /account; the same form. It
 * carries the version it was made from: a save after the front desk's (or another window's)
 * is refused, the form shows what is saved now and what they typed is kept beside it.
 */
export function YourDetails({
  details,
  askName,
  outcome,
}: {
  details: MemberDetails & { version: number };
  askName: boolean;
  outcome: AccountOutcome | undefined;
}) {
  const saving = useNavigation().formData?.get("intent") === "update-details";
  // A name taken from the e-mail address is no name to offer back.
  const shown = askName ? { ...details, name: "" } : details;
  const typed = outcome?.tone === "error" ? outcome.typed : undefined;
  const values = typed ?? shown;
  return (
    <section
      aria-labelledby="details-title"
      className={askName ? "space-y-5 rounded-card border border-accent/60 bg-surface p-6" : "space-y-5"}
    >
      <h2 id="details-title" className="font-display text-3xl font-semibold uppercase tracking-tight">
        {askName ? "What should we call you?" : "Your details"}
      </h2>
      <p className="max-w-prose text-muted">
        {askName
          ? "Your account has no name yet. Add it, so the coaches and the front desk know who booked."
          : "The coaches and the front desk see your name; they call your phone or your emergency contact only about your classes."}
      </p>
      {outcome ? <OutcomeMessage outcome={outcome} /> : null}
      {outcome?.tone === "error" && outcome.unsaved ? <UnsavedDetails unsaved={outcome.unsaved} now={details} /> : null}
      {/* A new version (anyone's save) makes a new form, so it shows what is saved now. */}
      <Form
        method="post"
        key={typed ? "typed" : details.version}
        className={`space-y-5 ${askName ? "" : "rounded-card border border-white/8 bg-surface p-6 shadow-card"}`}
      >
        <input type="hidden" name="intent" value="update-details" />
        <input type="hidden" name="version" value={typed?.version ?? details.version} />
        <div className="grid gap-5 md:grid-cols-2">
          <DetailsFields idPrefix="account" values={values} />
        </div>
        <button type="submit" className="button-primary" disabled={saving}>
          {askName ? "Save my name" : "Save details"}
        </button>
      </Form>
    </section>
  );
}
