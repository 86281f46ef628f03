import { type FormEvent, useRef, useState } from "react";
import { Link, useActionData } from "react-router";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";
import { site } from "#app/content/site.ts";
import type { PublicConfig } from "#app/platform/config/public-config.ts";
import { EmailField, PasswordField } from "./AuthField.tsx";
import { useAuth } from "./AuthProvider.tsx";
import { SIGN_IN_FAILED } from "./messages.ts";
import { passwordResetMessages } from "./password-reset-messages.ts";
import { useAfterAuthNavigation } from "./useAfterAuthNavigation.ts";

/** The /login form: e-mail and password, one failure message for every cause, the demo accounts' hints. */
export function LoginForm({
  demoAccount,
  demoStaffAccount = null,
  passwordChanged = false,
}: {
  demoAccount: PublicConfig["demoAccount"];
  /** The front desk's demo account (embedded setup), rendered by the server. */
  demoStaffAccount?: PublicConfig["demoAccount"];
  /** Arrived from /reset-password: the new password is set. */
  passwordChanged?: boolean;
}) {
  const { logIn } = useAuth();
  const afterAuth = useAfterAuthNavigation();
  // Set when the form was posted without JavaScript and the server answered.
  const serverResult = useActionData() as { error?: string; email?: string } | undefined;
  const [failed, setFailed] = useState(Boolean(serverResult?.error));
  const [pending, setPending] = useState(false);
  const submitting = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    setFailed(false);
    setPending(true);
    const data = new FormData(event.currentTarget);
    try {
      await logIn(String(data.get("email") ?? ""), String(data.get("password") ?? ""));
      await afterAuth();
    } catch (error) {
      console.warn("Sign-in failed:", error instanceof Error ? error.message : error);
      setFailed(true);
    } finally {
      submitting.current = false;
      setPending(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-md space-y-6">
      {passwordChanged && !failed ? (
        <p role="status" className="rounded-md border border-white/10 bg-surface px-4 py-3">
          {passwordResetMessages.changed}
        </p>
      ) : null}
      {failed ? <FormAlert>{SIGN_IN_FAILED}</FormAlert> : null}
      <form method="post" className="space-y-5" aria-label="Sign in" onSubmit={onSubmit}>
        <EmailField
          id="login-email"
          label="Email"
          name="email"
          defaultValue={serverResult?.email}
          autoComplete="username"
        />
        <PasswordField id="login-password" label="Password" name="password" autoComplete="current-password" />
        <p className="-my-2 text-right text-sm">
          <Link to="/forgot-password" className="link inline-block py-3 text-paper">
            Forgot password?
          </Link>
        </p>
        <button type="submit" className="button-primary w-full" disabled={pending} aria-busy={pending}>
          {pending ? "Signing in…" : "Sign In"}
        </button>
      </form>
      <p className="text-muted">
        New to {site.brand}?{" "}
        <Link to="/signup" className="link text-paper">
          Sign Up
        </Link>
      </p>
      {demoAccount ? (
        <p className="rounded-md border border-white/10 bg-surface px-4 py-3 text-sm">
          Test account: e-mail <strong className="font-semibold">{demoAccount.email}</strong>, password{" "}
          <strong className="font-semibold">{demoAccount.password}</strong>
        </p>
      ) : null}
      {demoStaffAccount ? (
        <p className="rounded-md border border-white/10 bg-surface px-4 py-3 text-sm">
          Front desk (staff) test account: e-mail <strong className="font-semibold">{demoStaffAccount.email}</strong>,
          password <strong className="font-semibold">{demoStaffAccount.password}</strong>, then open{" "}
          <Link to="/staff" className="link text-paper">
            the front desk
          </Link>
        </p>
      ) : null}
    </div>
  );
}
