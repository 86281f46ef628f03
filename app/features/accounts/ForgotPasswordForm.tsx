import { Form, Link, useActionData, useNavigation } from "react-router";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";
import { EmailField } from "./AuthField.tsx";
import type { ForgotPasswordResult } from "./password-reset.server.ts";
import { passwordResetMessages } from "./password-reset-messages.ts";

/** /forgot-password: one field; a real form post, so it works before (and without) JavaScript. */
export function ForgotPasswordForm() {
  const result = useActionData() as ForgotPasswordResult | undefined;
  const pending = useNavigation().state === "submitting";

  if (result?.status === "sent") {
    return (
      <div className="mx-auto w-full max-w-md space-y-6">
        <p role="status" className="rounded-md border border-white/10 bg-surface px-4 py-3">
          {passwordResetMessages.sent(result.email)}
        </p>
        <p className="text-muted">
          <Link to="/login" className="link text-paper">
            Back to sign in
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-md space-y-6">
      <p className="text-muted">{passwordResetMessages.forgotIntro}</p>
      {result ? <FormAlert>{result.error}</FormAlert> : null}
      <Form method="post" className="space-y-5" aria-label="Reset password">
        <EmailField id="forgot-email" label="Email" name="email" autoComplete="username" defaultValue={result?.email} />
        <button type="submit" className="button-primary w-full" disabled={pending} aria-busy={pending}>
          {pending ? "Sending…" : "Send reset link"}
        </button>
      </Form>
      <p className="text-muted">
        Remembered it?{" "}
        <Link to="/login" className="link text-paper">
          Sign In
        </Link>
      </p>
    </div>
  );
}
