import { type FormEvent, useRef, useState } from "react";
import { Link, useActionData } from "react-router";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";
import { EmailField, PasswordField } from "./AuthField.tsx";
import { AuthError, useAuth } from "./AuthProvider.tsx";
import { DetailsFields } from "./DetailsFields.tsx";
import type { AuthFormResult } from "./form-actions.server.ts";
import { AUTH_LIMITS } from "./limits.ts";
import { signUpFailureMessage } from "./messages.ts";
import { AFTER_SIGN_UP } from "./return-path.ts";
import { useAfterAuthNavigation } from "./useAfterAuthNavigation.ts";

/**
 * The /signup form: name, e-mail, password and (if they like) a phone; failures are shown,
 * never only logged. Points to /login's test account only while there is one.
 */
export function SignupForm({ testAccountShown }: { testAccountShown: boolean }) {
  const { signUp } = useAuth();
  const afterAuth = useAfterAuthNavigation(AFTER_SIGN_UP);
  // Set when the form was posted without JavaScript and the server answered.
  const serverResult = useActionData() as AuthFormResult | undefined;
  const [message, setMessage] = useState<string | null>(serverResult?.error ?? null);
  const [pending, setPending] = useState(false);
  const submitting = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    const data = new FormData(event.currentTarget);
    const password = String(data.get("password") ?? "");
    setMessage(null);
    if (password.length < AUTH_LIMITS.passwordMin) {
      setMessage(signUpFailureMessage("PASSWORD_TOO_SHORT", 400));
      return;
    }
    submitting.current = true;
    setPending(true);
    try {
      await signUp(String(data.get("email") ?? ""), password, {
        name: String(data.get("name") ?? ""),
        phone: String(data.get("phone") ?? ""),
      });
      await afterAuth();
    } catch (error) {
      console.warn("Sign-up failed:", error instanceof Error ? error.message : error);
      setMessage(
        error instanceof AuthError ? signUpFailureMessage(error.code, error.status) : signUpFailureMessage("", 500),
      );
    } finally {
      submitting.current = false;
      setPending(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-md space-y-6">
      {message ? <FormAlert>{message}</FormAlert> : null}
      <form method="post" className="space-y-5" aria-label="Sign up" onSubmit={onSubmit}>
        <DetailsFields
          idPrefix="signup"
          values={serverResult}
          emergencyContact={false}
          phoneHint="So the front desk can reach you about a class."
        />
        <EmailField
          id="signup-email"
          label="Email"
          name="email"
          defaultValue={serverResult?.email}
          autoComplete="email"
        />
        <PasswordField
          id="signup-password"
          label="Password"
          name="password"
          autoComplete="new-password"
          hint={`At least ${AUTH_LIMITS.passwordMin} characters, and not a common password.`}
          hintId="signup-password-hint"
        />
        <button type="submit" className="button-primary w-full" disabled={pending} aria-busy={pending}>
          {pending ? "Creating account…" : "Sign Up"}
        </button>
      </form>
      <p className="text-muted">
        Already have account?{" "}
        <Link to="/login" className="link text-paper">
          Sign In
        </Link>
      </p>
      {testAccountShown ? (
        <p className="rounded-md border border-white/10 bg-surface px-4 py-3 text-sm">
          Just looking around? Use the test account shown on the{" "}
          <Link to="/login" className="link">
            Sign In page
          </Link>
          .
        </p>
      ) : null}
    </div>
  );
}
