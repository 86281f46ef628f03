import { Form } from "react-router";
import { type MailCategory, mailCategories } from "#app/content/member-mail.ts";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import type { AccountOutcome } from "./account.server.ts";

/** Which mail the member receives beyond the transactional; a plain form, no script needed. */
export function MailPreferences({
  preferences,
  outcome,
}: {
  preferences: Record<MailCategory, boolean>;
  outcome: AccountOutcome | undefined;
}) {
  return (
    <section aria-labelledby="mail-title" className="space-y-5">
      <h2 id="mail-title" className="font-display text-3xl font-semibold uppercase tracking-tight">
        E-mail you receive
      </h2>
      {outcome ? <OutcomeMessage outcome={outcome} /> : null}
      <Form method="post" className="space-y-5 rounded-card border border-white/8 bg-surface p-6 shadow-card">
        <input type="hidden" name="intent" value="mail-preferences" />
        {(Object.keys(mailCategories) as MailCategory[]).map((category) => (
          <label key={category} className="flex min-h-11 items-start gap-3">
            <input
              type="checkbox"
              name={category}
              defaultChecked={preferences[category]}
              className="mt-1 size-5 accent-accent"
              aria-describedby={`mail-${category}-hint`}
            />
            <span>
              <span className="block font-medium">{mailCategories[category].label}</span>
              <span id={`mail-${category}-hint`} className="block text-sm text-muted">
                {mailCategories[category].description}
              </span>
            </span>
          </label>
        ))}
        <p className="text-sm text-muted">Booking confirmations, cancellations and password resets are always sent.</p>
        <button type="submit" className="button-primary">
          Save e-mail choices
        </button>
      </Form>
    </section>
  );
}
