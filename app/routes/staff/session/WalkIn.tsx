import { Form, useNavigation } from "react-router";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import { ExistingAccount } from "#app/features/staff/ExistingAccount.tsx";
import { RegistrationFields } from "#app/features/staff/RegistrationFields.tsx";
import type { RegistrationOutcome } from "#app/features/staff/registration-form.server.ts";
import type { SessionPageData } from "./session.server.ts";

/**
 * Someone new at the counter: their account (they choose a password from the invitation
 * e-mailed to them), what they buy, and their place in this session, in one post.
 */
export function WalkIn({ desk, answer }: { desk: SessionPageData["desk"]; answer?: RegistrationOutcome | undefined }) {
  const sending = useNavigation().formData?.get("intent") === "walk-in";
  const mine = answer?.subject === "walk-in" ? answer : undefined;
  return (
    <section aria-labelledby="walk-in-title" className="rounded-card border border-white/8 bg-surface p-5 sm:p-6">
      <h3 id="walk-in-title" className="font-display text-xl font-semibold uppercase tracking-tight">
        Walk-in
      </h3>
      <p className="mt-2 text-sm text-muted">
        New to the gym: they get a member account, are e-mailed a link to choose a password, and are booked into this
        session (or its waitlist).
      </p>
      {mine ? (
        <div className="mt-4">
          <OutcomeMessage outcome={mine} />
          {mine.existing ? <ExistingAccount intent="walk-in" existing={mine.existing} typed={mine.typed} /> : null}
        </div>
      ) : null}
      <Form
        method="post"
        preventScrollReset
        className="mt-5 space-y-5"
        key={mine?.tone === "success" ? mine.message : "walk-in"}
      >
        <input type="hidden" name="intent" value="walk-in" />
        <RegistrationFields
          idPrefix="desk-walk-in"
          typed={mine?.tone === "error" ? mine.typed : undefined}
          products={desk.products}
          methods={desk.methods}
          checkIn={desk.checkInOpen}
        />
        <button type="submit" className="button-primary" disabled={sending}>
          Register and book
        </button>
      </Form>
    </section>
  );
}
