import { Form } from "react-router";
import { PasswordField } from "#app/features/accounts/AuthField.tsx";
import { AUTH_LIMITS } from "#app/features/accounts/limits.ts";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import type { AccountOutcome } from "./account.server.ts";

/**
 * Change the password (ends every other session), download everything the gym holds about
 * you (data-protection law's right of access: GET /api/me/export) and delete the account
 * (asks for the password; cannot be undone).
 */
export function AccountSettings({ outcome }: { outcome: AccountOutcome | undefined }) {
  return (
    <section aria-labelledby="settings-title" className="grid gap-8 lg:grid-cols-2">
      <h2 id="settings-title" className="font-display text-3xl font-semibold uppercase tracking-tight lg:col-span-2">
        Account settings
      </h2>
      <Form
        method="post"
        aria-labelledby="password-title"
        className="space-y-5 rounded-card border border-white/8 bg-surface p-6 shadow-card"
      >
        <h3 id="password-title" className="font-display text-xl uppercase tracking-wide">
          Change password
        </h3>
        {outcome?.form === "password" ? <OutcomeMessage outcome={outcome} /> : null}
        <input type="hidden" name="intent" value="change-password" />
        <PasswordField
          id="current-password"
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
        />
        <PasswordField
          id="new-password"
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          minLength={AUTH_LIMITS.passwordMin}
          hint={`At least ${AUTH_LIMITS.passwordMin} characters. You will be signed out on every other device.`}
          hintId="new-password-hint"
        />
        <button type="submit" className="button-primary">
          Change password
        </button>
      </Form>
      <Form
        method="post"
        aria-labelledby="delete-title"
        className="space-y-5 rounded-card border border-red-500/40 bg-surface p-6 shadow-card"
      >
        <h3 id="delete-title" className="font-display text-xl uppercase tracking-wide">
          Delete account
        </h3>
        <p className="text-muted">
          This deletes your account, your bookings and your saved classes, and gives your places to the next on the
          waitlist. It cannot be undone.
        </p>
        {outcome?.form === "delete" ? <OutcomeMessage outcome={outcome} /> : null}
        <input type="hidden" name="intent" value="delete-account" />
        <PasswordField id="delete-password" label="Your password" name="password" autoComplete="current-password" />
        <button
          type="submit"
          className="button-outline border-red-500 text-red-300 hover:border-red-500 hover:bg-red-600 hover:text-white"
        >
          Delete my account
        </button>
      </Form>
      <section
        aria-labelledby="data-title"
        className="space-y-5 rounded-card border border-white/8 bg-surface p-6 shadow-card lg:col-span-2"
      >
        <h3 id="data-title" className="font-display text-xl uppercase tracking-wide">
          Your data
        </h3>
        <p className="text-muted">
          Everything we hold about you, in one file (JSON) to keep or take elsewhere: your details, bookings,
          memberships, credits, payments, the terms you accepted with your answers, and the messages we sent you.
        </p>
        <a href="/api/me/export" download className="button-outline">
          Download my data
        </a>
      </section>
    </section>
  );
}
