import { Form, useNavigation } from "react-router";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import { ExistingAccount } from "#app/features/staff/ExistingAccount.tsx";
import { type DeskChoice, RegistrationFields } from "#app/features/staff/RegistrationFields.tsx";
import type { RegistrationOutcome } from "#app/features/staff/registration-form.server.ts";

/**
 * "Add a member" on the members page: an account for someone who joins without a class
 * today (what they buy, if anything; an invitation to choose a password is e-mailed).
 * Folded away until opened; open again with the answer.
 */
export function AddMember({
  options,
  answer,
}: {
  options: { products: readonly DeskChoice[]; methods: readonly DeskChoice[] };
  answer?: RegistrationOutcome | undefined;
}) {
  const sending = useNavigation().formData?.get("intent") === "add-member";
  const mine = answer?.subject === "add-member" ? answer : undefined;
  const typed = mine?.tone === "error" ? mine.typed : undefined;
  return (
    <details className="mb-8 rounded-card border border-white/8 bg-surface p-5 sm:p-6" open={answer !== undefined}>
      <summary className="button-primary cursor-pointer list-none">Add a member…</summary>
      <section aria-labelledby="add-member-title" className="mt-5">
        <h2 id="add-member-title" className="font-display text-xl font-semibold uppercase tracking-tight">
          Add a member
        </h2>
        <p className="mt-2 text-sm text-muted">
          They get a member account and an e-mail to choose a password. Book them into a class from their page
          afterwards, or from the session's page.
        </p>
        {answer ? (
          <div className="mt-4">
            <OutcomeMessage outcome={answer} />
            {mine?.existing ? (
              <ExistingAccount intent="add-member" existing={mine.existing} typed={mine.typed} />
            ) : null}
          </div>
        ) : null}
        <Form method="post" className="mt-5 space-y-5" key={mine?.tone === "success" ? mine.message : "add-member"}>
          <input type="hidden" name="intent" value="add-member" />
          <RegistrationFields
            idPrefix="desk-add-member"
            typed={typed}
            products={options.products}
            methods={options.methods}
          />
          <button type="submit" className="button-primary" disabled={sending}>
            Add the member
          </button>
        </Form>
      </section>
    </details>
  );
}
