import { Form, Link, useActionData, useNavigation } from "react-router";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";
import { PasswordField } from "./AuthField.tsx";
import { AUTH_LIMITS } from "./limits.ts";
import type { ResetPasswordResult } from "./password-reset.server.ts";
import { passwordResetMessages } from "./password-reset-messages.ts";

/**
 * /reset-password?token=…: the new password, typed twice. The token travels in a hidden
 * field of a real form post, so this works without JavaScript too.
 */
export function ResetPasswordForm({
  token,
  usable,
  invited = false,
}: {
  token: string;
  usable: boolean;
  /** The front desk's invitation to a new member: the same link, worded as a welcome. */
  invited?: boolean;
}) {
  const result = useActionData() as ResetPasswordResult | undefined;
  const pending = useNavigation().state === "submitting";

  if (!usable || result?.status === "expired") {
    return (
      <div className="mx-auto w-full max-w-md space-y-6">
        <FormAlert>{invited ? passwordResetMessages.invitationExpired : passwordResetMessages.linkExpired}</FormAlert>
        <Link to="/forgot-password" className="button-primary w-full">
          Send a new link
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-md space-y-6">
      <p className="text-muted">{invited ? passwordResetMessages.invitationIntro : passwordResetMessages.resetIntro}</p>
      {result ? <FormAlert>{result.error}</FormAlert> : null}
      <Form method="post" className="space-y-5" aria-label={invited ? "Choose your password" : "Choose a new password"}>
        <input type="hidden" name="token" value={token} />
        <PasswordField
          id="reset-password"
          label="New password"
          name="password"
          autoComplete="new-password"
          minLength={AUTH_LIMITS.passwordMin}
          hint={`${AUTH_LIMITS.passwordMin} to ${AUTH_LIMITS.passwordMax} characters.`}
          hintId="reset-password-hint"
        />
        <PasswordField
          id="reset-password-confirm"
          label="Repeat new password"
          name="confirmPassword"
          autoComplete="new-password"
          minLength={AUTH_LIMITS.passwordMin}
        />
        <button type="submit" className="button-primary w-full" disabled={pending} aria-busy={pending}>
          {pending ? "Saving…" : invited ? "Set my password" : "Set new password"}
        </button>
      </Form>
    </div>
  );
}
